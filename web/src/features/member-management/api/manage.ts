import { callFunction } from '@/lib/firebase/callable';
import type { MemberType } from '@/lib/model';
import { keysByCode, type ErrorKeys } from '@/lib/errors/error-message';

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
 * manageMember's refusals in words: failed-precondition and not-found say exactly what stood in the
 * way (already suspended, an unverified e-mail, no card), so the sentence shows them (`detail`).
 */
export const MANAGE_ERRORS: ErrorKeys = {
  ...keysByCode(
    'admin:manageErrors',
    ['permission-denied', 'unauthenticated', 'failed-precondition', 'not-found', 'invalid-argument'],
    'functions/',
  ),
  default: 'admin:manageErrors.unknown',
};
