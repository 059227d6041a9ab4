import { orderedBy, queryPage, toDate, toText, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, type AuditEntry as StoredAuditEntry } from '@/lib/model';
import { ADMIN_PAGE_SIZE } from './admin-users';

export type AuditEntry = Omit<StoredAuditEntry<Date | null>, 'action'> & {
  id: string;
  /** As stored, shown as it is: an action this app does not know yet is still listed. */
  action: string;
};

/** The log, newest first (a single-field order: no composite index). */
export async function fetchAuditPage(after: Cursor | null): Promise<Page<AuditEntry>> {
  return queryPage(orderedBy(COLLECTIONS.auditLog, 'at', 'desc'), ADMIN_PAGE_SIZE, after, (snapshot) => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      at: toDate(data.at),
      actor: toText(data.actor),
      target: toText(data.target),
      action: toText(data.action),
      details: (data.details as Record<string, unknown> | undefined) ?? {},
    };
  });
}
