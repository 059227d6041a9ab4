import type { MemberType } from '@/lib/model';
import { adminCallable, callableErrors } from './admin-callable';

/** `applied` as the queue read it, in ms: reviewMember refuses ('aborted') an application changed since. */
export type ReviewRequest = { uid: string; applied: number | null } & (
  { decision: 'approve'; type: MemberType } | { decision: 'decline'; reason: string }
);

/** The reviewMember callable. */
export const reviewMember = adminCallable<ReviewRequest>('reviewMember');

/** reviewMember's refusals in words; invalid-argument names the field at fault (`detail`). */
export const REVIEW_ERRORS = callableErrors(
  'admin:reviewErrors',
  ['aborted', 'unavailable'],
  // reviewMember names this refusal in its details (UNVERIFIED_EMAIL): the applicant must act, not the admin.
  { 'email-unverified': 'admin:reviewErrors.emailUnverified' },
);
