import type { ErrorKeys } from '@/lib/errors/error-message';

/** Why a change of password, e-mail address or linked Google account failed. */
export const CREDENTIAL_ERRORS: ErrorKeys = {
  'auth/wrong-password': 'account:signIn.errors.wrongPassword',
  'auth/invalid-credential': 'account:signIn.errors.wrongPassword',
  'auth/invalid-login-credentials': 'account:signIn.errors.wrongPassword',
  'auth/weak-password': 'account:signIn.errors.weakPassword',
  'auth/invalid-email': 'account:signIn.errors.invalidEmail',
  'auth/invalid-new-email': 'account:signIn.errors.invalidEmail',
  'auth/email-already-in-use': 'account:signIn.errors.emailInUse',
  'auth/credential-already-in-use': 'account:signIn.errors.googleInUse',
  'auth/provider-already-linked': 'account:signIn.errors.googleLinked',
  'auth/popup-closed-by-user': 'account:signIn.errors.popupClosed',
  'auth/cancelled-popup-request': 'account:signIn.errors.popupClosed',
  'auth/popup-blocked': 'account:signIn.errors.popupBlocked',
  'auth/user-mismatch': 'account:signIn.errors.userMismatch',
  'auth/too-many-requests': 'account:signIn.errors.tooManyRequests',
  'auth/network-request-failed': 'account:signIn.errors.network',
  'auth/operation-not-allowed': 'account:signIn.errors.notAllowed',
  default: 'account:signIn.errors.failed',
};
