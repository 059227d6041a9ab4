/** The message key for a failed change of password, e-mail address or linked Google account. */
export function credentialErrorKey(code: string | undefined): string {
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'signIn.errors.wrongPassword';
    case 'auth/weak-password':
      return 'signIn.errors.weakPassword';
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return 'signIn.errors.invalidEmail';
    case 'auth/email-already-in-use':
      return 'signIn.errors.emailInUse';
    case 'auth/credential-already-in-use':
      return 'signIn.errors.googleInUse';
    case 'auth/provider-already-linked':
      return 'signIn.errors.googleLinked';
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return 'signIn.errors.popupClosed';
    case 'auth/popup-blocked':
      return 'signIn.errors.popupBlocked';
    case 'auth/user-mismatch':
      return 'signIn.errors.userMismatch';
    case 'auth/too-many-requests':
      return 'signIn.errors.tooManyRequests';
    case 'auth/network-request-failed':
      return 'signIn.errors.network';
    case 'auth/operation-not-allowed':
      return 'signIn.errors.notAllowed';
    default:
      return 'signIn.errors.failed';
  }
}
