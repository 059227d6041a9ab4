import { z } from 'zod';
import { LIMITS, MEMBER_TYPES } from '#shared/model/index.js';

/** Anything else, a '/' above all, would make users/{uid} and members/{uid} name other documents. */
export const uidSchema = z
  .string()
  .min(1, 'uid is required')
  .max(128, 'uid is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'uid may hold only letters, digits, "-" and "_"');

/** The `applied` time of the application the admin read, in milliseconds (null: none shown); see decision 0028. */
const applied = z.union([z.number().int('applied must be whole milliseconds').nonnegative(), z.null()], {
  error: 'applied (the time of the application you reviewed, in milliseconds, or null) is required',
});

/** What an admin sends to reviewMember: approve with a type, or decline with a reason the member sees. */
export const reviewInputSchema = z.discriminatedUnion('decision', [
  z.strictObject({ uid: uidSchema, applied, decision: z.literal('approve'), type: z.enum(MEMBER_TYPES) }),
  z.strictObject({
    uid: uidSchema,
    applied,
    decision: z.literal('decline'),
    reason: z
      .string()
      .trim()
      .min(1, 'a reason is required')
      .max(LIMITS.review.reason.max, `the reason is too long (${LIMITS.review.reason.max} characters at most)`),
  }),
]);

export type ReviewInput = z.infer<typeof reviewInputSchema>;
