import { z } from 'zod';
import { MEMBER_TYPES } from '../../../shared/model/index.js';
import { uidSchema } from './review-input.js';

/** The actions of manageMember; each is admin-only and leaves one auditLog document. */
export const MANAGE_ACTIONS = [
  'setType',
  'suspend',
  'reinstate',
  'removeCard',
  'grantAdmin',
  'revokeAdmin',
  'deleteAccount',
] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/** What an admin sends to manageMember: the member's uid, the action and, for setType, the new type. */
export const manageInputSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ uid: uidSchema, action: z.literal('setType'), type: z.enum(MEMBER_TYPES) }),
    z.strictObject({ uid: uidSchema, action: z.literal('suspend') }),
    z.strictObject({ uid: uidSchema, action: z.literal('reinstate') }),
    z.strictObject({ uid: uidSchema, action: z.literal('removeCard') }),
    z.strictObject({ uid: uidSchema, action: z.literal('grantAdmin') }),
    z.strictObject({ uid: uidSchema, action: z.literal('revokeAdmin') }),
    z.strictObject({ uid: uidSchema, action: z.literal('deleteAccount') }),
  ],
  { error: `action must be one of ${MANAGE_ACTIONS.join(', ')}` },
);
export type ManageInput = z.infer<typeof manageInputSchema>;
