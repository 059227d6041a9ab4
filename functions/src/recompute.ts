import { GrpcStatus, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';

const ATTEMPTS = 5;

/**
 * Whether a write failed because its precondition no longer held: the document changed after it
 * was read (`lastUpdateTime` failed, or `create` found it written meanwhile).
 */
export function changedSinceRead(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === GrpcStatus.FAILED_PRECONDITION || code === GrpcStatus.ALREADY_EXISTS;
}

/**
 * Writes a document derived from others (a post's comment count, the tags in use) as recomputed
 * from them, never incremented, so that a lost, late or repeated trigger call does no lasting harm.
 *
 * Two calls can overlap, and the one that computed first must not write last. So the document is
 * read first, then `derive` reads what it summarises, and the result is written only if the
 * document is unchanged since it was read (`lastUpdateTime`; `create` when it did not exist);
 * otherwise the call reads and derives again. A call fired by a write starts after that write, so
 * what it derives includes it, and any write that lands after its read makes it try again: the last
 * value written is a true one.
 *
 * Optimistic rather than a transaction: a transaction's query locks the whole range it reads while
 * it runs, and the Firestore emulator then times other writers out (a test's reset) waiting for it.
 *
 * `derive` returns the fields to write, or null to write nothing (already right; nothing to keep).
 * Returns whether it wrote. Out of attempts, it throws, and the trigger's retry calls it again.
 */
export async function recompute(
  ref: DocumentReference,
  derive: (current: DocumentSnapshot) => Promise<Record<string, unknown> | null>,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await ref.get();
    const fields = await derive(current);
    if (fields === null) return false;
    try {
      if (current.exists && current.updateTime) await ref.update(fields, { lastUpdateTime: current.updateTime });
      else await ref.create(fields);
      return true;
    } catch (error) {
      if (!changedSinceRead(error) || attempt === ATTEMPTS) throw error;
    }
  }
}
