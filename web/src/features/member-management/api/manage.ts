import type { ManageAction, MemberType } from '@/lib/model';
import { adminCallable, callableErrors } from './admin-callable';

/** What the manageMember callable accepts (functions/src/members/manage-input.ts). */
export type ManageRequest = { uid: string } & (
  | { action: 'setType'; type: MemberType }
  | { action: 'suspend'; reason: string }
  | { action: 'editCard'; country: string; bio: string; removePortrait: boolean; removeLinks: boolean }
  | { action: Exclude<ManageAction, 'setType' | 'suspend' | 'editCard'> }
);
export type { ManageAction };

/** The member's status after the action (null when it does not change it). */
export interface ManageResult {
  status: string | null;
}

/** The manageMember callable. */
export const manageMember = adminCallable<ManageRequest, ManageResult>('manageMember');

/** failed-precondition and not-found say what stood in the way, so the sentence shows them (`detail`). */
export const MANAGE_ERRORS = callableErrors('admin:manageErrors');
