import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { CALLABLE_OPTIONS } from '../options.js';
import { reviewMemberHandler } from './review-member.js';

/** Callable for admins (custom claim admin: true): approve or decline a membership application. */
export const reviewMember = onCall(CALLABLE_OPTIONS, (request) => reviewMemberHandler(getFirestore(), request));
