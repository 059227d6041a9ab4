/**
 * Turns a Firebase error into the i18n key of a sentence a member understands.
 * Unknown codes fall back to a generic sentence rather than showing a raw code.
 */
const messageKeys: Record<string, string> = {
  'auth/invalid-email': 'auth:errors.invalidEmail',
  'auth/missing-email': 'auth:errors.invalidEmail',
  'auth/user-not-found': 'auth:errors.wrongCredentials',
  'auth/wrong-password': 'auth:errors.wrongCredentials',
  'auth/invalid-credential': 'auth:errors.wrongCredentials',
  'auth/invalid-login-credentials': 'auth:errors.wrongCredentials',
  'auth/email-already-in-use': 'auth:errors.emailInUse',
  'auth/weak-password': 'auth:errors.weakPassword',
  'auth/missing-password': 'auth:errors.weakPassword',
  'auth/too-many-requests': 'auth:errors.tooManyRequests',
  'auth/user-disabled': 'auth:errors.userDisabled',
  'auth/network-request-failed': 'auth:errors.network',
  'auth/operation-not-allowed': 'auth:errors.methodDisabled',
  'auth/popup-closed-by-user': 'auth:errors.popupClosed',
  'auth/popup-blocked': 'auth:errors.popupBlocked',
  'auth/unverified-email': 'auth:errors.unverifiedEmail',
  'auth/user-token-expired': 'auth:errors.sessionEnded',
  'permission-denied': 'auth:errors.permissionDenied',
  unavailable: 'auth:errors.network',
  // The sign-in methods look-up is a callable (sendSignInMethods): the Functions SDK's codes.
  'functions/invalid-argument': 'auth:errors.invalidEmail',
  'functions/unavailable': 'auth:errors.network',
};

export function authErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && messageKeys[code]) || 'auth:errors.unknown';
}

/**
 * The message key for a failed verification mail or check. Firebase limits how many mails an
 * address gets: past it, the member is told to wait rather than to try again at once.
 */
export function verificationErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/too-many-requests' ? 'auth:verify.errors.tooManyRequests' : authErrorKey(error);
}
