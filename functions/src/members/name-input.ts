import { z } from 'zod';
import { LIMITS } from '#shared/model/index.js';
import { uidSchema } from './review-input.js';

/** The `requested` time of the name request the admin read, in milliseconds; see decision 0028. */
const requested = z
  .number({ error: 'requested (the time of the request you reviewed, in milliseconds) is required' })
  .int('requested must be whole milliseconds')
  .nonnegative();

/** What an admin sends to reviewNameRequest: approve, or decline with a reason the member reads (optional). */
export const nameReviewInputSchema = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ uid: uidSchema, requested, decision: z.literal('approve') }),
    z.strictObject({
      uid: uidSchema,
      requested,
      decision: z.literal('decline'),
      reason: z
        .string()
        .trim()
        .max(LIMITS.review.reason.max, `the reason is too long (${LIMITS.review.reason.max} characters at most)`)
        .default(''),
    }),
  ],
  { error: 'decision must be approve or decline' },
);

export type NameReviewInput = z.infer<typeof nameReviewInputSchema>;
