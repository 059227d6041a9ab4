import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { CALLABLE_OPTIONS } from '../options.js';
import { manageMemberHandler } from './manage-member.js';
import { memberAccountsHandler } from './member-accounts.js';
import { reviewMemberHandler } from './review-member.js';
import { reviewNameRequestHandler } from './review-name-request.js';

/** Callable for admins (custom claim admin: true): approve or decline a membership application. */
export const reviewMember = onCall(CALLABLE_OPTIONS, (request) =>
  reviewMemberHandler(getFirestore(), getAuth(), request),
);

/** Callable for admins: change a member's type, suspend, reinstate, remove a card, grant or revoke admin. */
export const manageMember = onCall(CALLABLE_OPTIONS, (request) =>
  manageMemberHandler(getFirestore(), getAuth(), request),
);

/** Callable for admins: whether the accounts on their screen have verified their addresses. */
export const memberAccounts = onCall(CALLABLE_OPTIONS, (request) => memberAccountsHandler(getAuth(), request));

/** Callable for admins: approve a member's requested display name (card and profile) or decline it. */
export const reviewNameRequest = onCall(CALLABLE_OPTIONS, (request) =>
  reviewNameRequestHandler(getFirestore(), request),
);
