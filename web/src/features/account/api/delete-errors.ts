import type { ErrorKeys } from '@/lib/errors/error-message';

/** Why the confirmation or the deletion of the account failed. */
export const DELETE_ERRORS: ErrorKeys = {
  'auth/wrong-password': 'account:delete.errors.wrongPassword',
  'auth/invalid-credential': 'account:delete.errors.wrongPassword',
  'auth/invalid-login-credentials': 'account:delete.errors.wrongPassword',
  'auth/popup-closed-by-user': 'account:delete.errors.popupClosed',
  'auth/cancelled-popup-request': 'account:delete.errors.popupClosed',
  'auth/user-mismatch': 'account:delete.errors.userMismatch',
  'auth/too-many-requests': 'account:delete.errors.tooManyRequests',
  'auth/network-request-failed': 'account:delete.errors.network',
  'functions/failed-precondition': 'account:delete.errors.notRecent',
  default: 'account:delete.errors.failed',
};
