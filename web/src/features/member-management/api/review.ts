import { callFunction } from '@/lib/firebase/callable';
import type { MemberType } from '@/lib/model';
import { keysByCode, type ErrorKeys } from '@/lib/errors/error-message';

/**
 * `applied`: the application's time as the queue read it, in milliseconds (null if it had none).
 * reviewMember refuses ('aborted') when the stored application has another, i.e. the member
 * changed it after the queue was read.
 */
export type ReviewRequest = { uid: string; applied: number | null } & (
  { decision: 'approve'; type: MemberType } | { decision: 'decline'; reason: string }
);

/** The reviewMember callable; the Functions SDK loads only when an admin acts. */
export async function reviewMember(request: ReviewRequest): Promise<void> {
  await callFunction('reviewMember', request);
}

/** reviewMember's refusals in words; invalid-argument names the field at fault (`detail`). */
export const REVIEW_ERRORS: ErrorKeys = {
  ...keysByCode(
    'admin:reviewErrors',
    [
      'permission-denied',
      'unauthenticated',
      'failed-precondition',
      'aborted',
      'not-found',
      'invalid-argument',
      'unavailable',
    ],
    'functions/',
  ),
  // reviewMember names this refusal in its details (UNVERIFIED_EMAIL): the applicant must act, not the admin.
  'email-unverified': 'admin:reviewErrors.emailUnverified',
  default: 'admin:reviewErrors.unknown',
};
