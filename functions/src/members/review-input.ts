import { z } from 'zod';
import { LIMITS, MEMBER_TYPES } from '../../../shared/model/index.js';

const uid = z.string().trim().min(1, 'uid is required').max(128, 'uid is too long');

/** What an admin sends to reviewMember: approve with a type, or decline with a reason the member sees. */
export const reviewInputSchema = z.discriminatedUnion('decision', [
  z.strictObject({ uid, decision: z.literal('approve'), type: z.enum(MEMBER_TYPES) }),
  z.strictObject({
    uid,
    decision: z.literal('decline'),
    reason: z
      .string()
      .trim()
      .min(1, 'a reason is required')
      .max(LIMITS.review.reason.max, `the reason is too long (${LIMITS.review.reason.max} characters at most)`),
  }),
]);

export type ReviewInput = z.infer<typeof reviewInputSchema>;
