import type { ErrorKeys } from '@/lib/errors/error-message';

/** The sign-in forms' sentences by Firebase error code (lib/errors/error-message.ts maps them). */
export const AUTH_ERRORS: ErrorKeys = {
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
  default: 'auth:errors.unknown',
};

/** Past Firebase's limit of mails, the member is told to wait. */
export const VERIFICATION_ERRORS: ErrorKeys = {
  ...AUTH_ERRORS,
  'auth/too-many-requests': 'auth:verify.errors.tooManyRequests',
};
