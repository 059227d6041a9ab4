import { callFunction } from '@/lib/firebase/callable';
import type { MemberType } from '@/lib/model';

/** What the manageMember callable accepts (functions/src/members/manage-input.ts). */
export type ManageRequest = { uid: string } & (
  | { action: 'setType'; type: MemberType }
  | { action: 'suspend' | 'reinstate' | 'removeCard' | 'grantAdmin' | 'revokeAdmin' }
);
export type ManageAction = ManageRequest['action'];

/** The member's status after the action (null when it does not change it). */
export interface ManageResult {
  status: string | null;
}

/** The manageMember callable; the Functions SDK loads only when an admin acts. */
export function manageMember(request: ManageRequest): Promise<ManageResult> {
  return callFunction<ManageRequest, ManageResult>('manageMember', request);
}

/**
 * An HttpsError from manageMember as the i18n key of a sentence and the server's own words:
 * failed-precondition and not-found say exactly what stood in the way (already suspended, an
 * unverified e-mail, no card), so the sentence shows them.
 */
export function manageErrorMessage(error: unknown): { key: string; detail: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const short = typeof code === 'string' ? code.replace(/^functions\//, '') : '';
  const known = ['permission-denied', 'unauthenticated', 'failed-precondition', 'not-found', 'invalid-argument'];
  return {
    key: `admin:manageErrors.${known.includes(short) ? short : 'unknown'}`,
    detail: typeof message === 'string' ? message : '',
  };
}
