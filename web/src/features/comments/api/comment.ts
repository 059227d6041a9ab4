import { toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { LIMITS, type Comment as StoredComment, type Post } from '@/lib/model';

export type Comment = StoredComment<Date | null> & { id: string };

/** The counter is 0 until the countComments trigger has counted. */
export type CommentedPost = Required<Pick<Post<unknown>, 'slug' | 'title' | 'commentCount' | 'commentsClosed'>>;

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

/** As the rules check (withinCommentWindow), with the server's clock. */
export function canStillChange(comment: Comment, now: number): boolean {
  return comment.created !== null && now < comment.created.getTime() + COMMENT_LIMITS.editMinutes * 60_000;
}
