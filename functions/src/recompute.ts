import { GrpcStatus, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';

const ATTEMPTS = 5;

/** Whether a write failed because the document changed since it was read (`lastUpdateTime` or `create`). */
export function changedSinceRead(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === GrpcStatus.FAILED_PRECONDITION || code === GrpcStatus.ALREADY_EXISTS;
}

/** Why optimistic, not a transaction: docs/decisions/0012-recomputed-derived-fields.md */
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
