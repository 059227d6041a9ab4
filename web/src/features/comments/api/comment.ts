import { toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { LIMITS } from '@/lib/model';

/** posts/{slug}/comments/{id}: the shape firestore.rules (isValidComment) accepts. */
export interface Comment {
  id: string;
  authorUid: string;
  /** A copy of the author's public card (members/{uid}) when the comment was written. */
  author: { displayName: string; type: string };
  /** Plain text, trimmed; shown escaped, with its line breaks and links (PlainText). */
  body: string;
  created: Date | null;
  updated: Date | null;
}

/** What the comments need of their post (posts/{slug}); the blog's Post has these fields. */
export interface CommentedPost {
  slug: string;
  title: string;
  /** Kept by the countComments trigger. */
  commentCount: number;
  /** Set by an admin: no new comment or edit. */
  commentsClosed: boolean;
}

export const COMMENT_LIMITS = LIMITS.comment;

/** How many new comments a member may post in how long (the rules count them: rateLimits). */
export const COMMENT_RATE = LIMITS.rate.comment;

export function commentFromSnapshot(snapshot: Cursor): Comment {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    authorUid: String(data.authorUid ?? ''),
    author: (data.author as Comment['author'] | undefined) ?? { displayName: '', type: '' },
    body: String(data.body ?? ''),
    created: toDate(data.created),
    updated: toDate(data.updated),
  };
}

/**
 * Whether its author may still edit or delete the comment at `now`: within LIMITS.comment.editMinutes
 * of its posting, as the rules check (withinCommentWindow) with the server's clock.
 */
export function canStillChange(comment: Comment, now: number): boolean {
  return comment.created !== null && now < comment.created.getTime() + COMMENT_LIMITS.editMinutes * 60_000;
}
