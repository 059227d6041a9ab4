import { callFunction } from '@/lib/firebase/callable';
import type { MemberType } from '@/lib/model';

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

const KNOWN = [
  'permission-denied',
  'unauthenticated',
  'failed-precondition',
  'aborted',
  'not-found',
  'invalid-argument',
  'unavailable',
];

/**
 * An HttpsError from reviewMember ('functions/<code>') as the i18n key of a sentence, plus the
 * server's own detail (invalid-argument names the field at fault).
 */
export function reviewErrorMessage(error: unknown): { key: string; detail: string } {
  const { code, message, details } = (error ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  const short = typeof code === 'string' ? code.replace(/^functions\//, '') : '';
  // reviewMember names this refusal in its details (UNVERIFIED_EMAIL): the applicant must act, not the admin.
  const unverified =
    short === 'failed-precondition' && (details as { reason?: unknown } | null)?.reason === 'email-unverified';
  return {
    key: unverified
      ? 'admin:reviewErrors.emailUnverified'
      : `admin:reviewErrors.${KNOWN.includes(short) ? short : 'unknown'}`,
    detail: typeof message === 'string' ? message : '',
  };
}
