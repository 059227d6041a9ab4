import { fieldsOf } from './fields.js';

/** What a member follows: a writer (a voice's card) or a tag of the blog. */
export const FOLLOW_KINDS = ['writer', 'tag'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/**
 * users/{uid}/follows/{kind}:{target}: a writer or a tag the member follows (decision 0121). Only the
 * member reads, follows (counted, LIMITS.rate.follow) and unfollows; an entry is never updated. The
 * name is the writer's name (the rules compare it with the card) or the tag itself, so My account
 * lists follows without reading each card.
 */
export type Follow<Time> = {
  kind: FollowKind;
  /** The writer's uid, or the tag. */
  target: string;
  name: string;
  created: Time;
};

export const FOLLOW_FIELDS = fieldsOf<Follow<unknown>>()('kind', 'target', 'name', 'created');

/** The entry's id: one per writer or tag, so following twice is one entry. */
export const followId = (kind: FollowKind, target: string): string => `${kind}:${target}`;
