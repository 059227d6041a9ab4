/** The message key for a failed confirmation or deletion (Firebase's error codes). */
export function deleteErrorKey(code: string | undefined): string {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'delete.errors.wrongPassword';
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return 'delete.errors.popupClosed';
    case 'auth/user-mismatch':
      return 'delete.errors.userMismatch';
    case 'auth/too-many-requests':
      return 'delete.errors.tooManyRequests';
    case 'auth/network-request-failed':
      return 'delete.errors.network';
    case 'functions/failed-precondition':
      return 'delete.errors.notRecent';
    default:
      return 'delete.errors.failed';
  }
}
