import { z } from 'zod';
import { LIMITS, MANAGE_ACTIONS, MEMBER_TYPES } from '#shared/model/index.js';
import { uidSchema } from './review-input.js';

/** Trimmed text within a card field's limits (the owner's own edit has the same: firestore.rules cardEdit). */
const cardText = (field: 'country' | 'bio') => {
  const { min, max } = LIMITS.card[field];
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, `${field} is too short (${min} characters at least)`)
    .max(max, `${field} is too long (${max} characters at most)`);
};

const { min: reasonMin, max: reasonMax } = LIMITS.suspension.reason;

/** A suspension's reason, which the member is told: required, trimmed, within LIMITS.suspension. */
const suspensionReason = z
  .string({ error: 'reason is required: the member is told why they are suspended' })
  .trim()
  .min(reasonMin, `reason is too short (${reasonMin} characters at least): the member is told why`)
  .max(reasonMax, `reason is too long (${reasonMax} characters at most)`);

/** What an admin sends to manageMember: the member's uid, the action and, for setType, suspend and editCard, their values. */
export const manageInputSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ uid: uidSchema, action: z.literal('setType'), type: z.enum(MEMBER_TYPES) }),
    z.strictObject({ uid: uidSchema, action: z.literal('suspend'), reason: suspensionReason }),
    z.strictObject({ uid: uidSchema, action: z.literal('reinstate') }),
    z.strictObject({ uid: uidSchema, action: z.literal('removeCard') }),
    z.strictObject({ uid: uidSchema, action: z.literal('restoreCard') }),
    z.strictObject({
      uid: uidSchema,
      action: z.literal('editCard'),
      country: cardText('country'),
      bio: cardText('bio'),
      removePortrait: z.boolean().default(false),
      removeLinks: z.boolean().default(false),
    }),
    z.strictObject({ uid: uidSchema, action: z.literal('grantAdmin') }),
    z.strictObject({ uid: uidSchema, action: z.literal('revokeAdmin') }),
    z.strictObject({ uid: uidSchema, action: z.literal('deleteAccount') }),
  ],
  { error: `action must be one of ${MANAGE_ACTIONS.join(', ')}` },
);
export type ManageInput = z.infer<typeof manageInputSchema>;
