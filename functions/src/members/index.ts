import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { CALLABLE_OPTIONS } from '../options.js';
import { manageMemberHandler } from './manage-member.js';
import { reviewMemberHandler } from './review-member.js';
import { reviewNameRequestHandler } from './review-name.js';

/** Callable for admins (custom claim admin: true): approve or decline a membership application. */
export const reviewMember = onCall(CALLABLE_OPTIONS, (request) => reviewMemberHandler(getFirestore(), request));

/** Callable for admins: change a member's type, suspend, reinstate, remove a card, grant or revoke admin. */
export const manageMember = onCall(CALLABLE_OPTIONS, (request) =>
  manageMemberHandler(getFirestore(), getAuth(), request),
);

/** Callable for admins: approve a member's requested display name (card and profile) or decline it. */
export const reviewNameRequest = onCall(CALLABLE_OPTIONS, (request) =>
  reviewNameRequestHandler(getFirestore(), request),
);
