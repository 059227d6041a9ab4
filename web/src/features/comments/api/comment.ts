import { toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { LIMITS, type Comment as StoredComment, type Post } from '@/lib/model';

/**
 * posts/{slug}/comments/{id} (shared/model/comments.ts), with its id. The body is shown escaped, with
 * its line breaks and links (PlainText).
 */
export type Comment = StoredComment<Date | null> & { id: string };

/**
 * What the comments need of their post (posts/{slug}); the blog's Post has these fields, the counter
 * (0 until the countComments trigger has counted) and the admin's mark always set.
 */
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
    ...(typeof data.parentId === 'string' ? { parentId: data.parentId } : {}),
  };
}

/**
 * A comment with its answers, as the thread shows them. `comment` is null when it was deleted after
 * it was answered: its answers stay, under "Comment removed" (docs/decisions/0118-answers-to-comments.md).
 */
export type Thread = { id: string; comment: Comment | null; answers: Comment[] };

/**
 * The threads of comments read oldest first: each answer under the comment it answers, whichever
 * page it came in (an answer is always newer than its comment, so its comment came first), and the
 * answers of a deleted comment together where the first of them stands.
 */
export function threadsOf(comments: readonly Comment[]): Thread[] {
  const threads = new Map<string, Thread>();
  for (const comment of comments) {
    const id = comment.parentId ?? comment.id;
    const thread = threads.get(id) ?? { id, comment: null, answers: [] };
    if (comment.parentId) thread.answers.push(comment);
    else thread.comment = comment;
    threads.set(id, thread);
  }
  return [...threads.values()];
}

/**
 * Whether its author may still edit or delete the comment at `now`: within LIMITS.comment.editMinutes
 * of its posting, as the rules check (withinCommentWindow) with the server's clock.
 */
export function canStillChange(comment: Comment, now: number): boolean {
  return comment.created !== null && now < comment.created.getTime() + COMMENT_LIMITS.editMinutes * 60_000;
}
