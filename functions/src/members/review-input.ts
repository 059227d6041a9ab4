import { z } from 'zod';

/** The kinds a member can be approved as; 'advisory' is given only by admins, never applied for. */
export const MEMBER_TYPES = ['voice', 'auntie', 'peer', 'advisory'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

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
      .max(500, 'the reason is too long (500 characters at most)'),
  }),
]);

export type ReviewInput = z.infer<typeof reviewInputSchema>;
