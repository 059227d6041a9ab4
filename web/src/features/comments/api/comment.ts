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
    ...(typeof data.parentId === 'string' ? { parentId: data.parentId } : {}),
  };
}

/** A comment with its answers; `comment` is null when it was deleted after it was answered (decision 0118). */
export type Thread = { id: string; comment: Comment | null; answers: Comment[] };

/** Each answer under its comment, whichever page it came in (an answer is newer than its comment). */
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

/** As the rules check (withinCommentWindow), with the server's clock. */
export function canStillChange(comment: Comment, now: number): boolean {
  return comment.created !== null && now < comment.created.getTime() + COMMENT_LIMITS.editMinutes * 60_000;
}
