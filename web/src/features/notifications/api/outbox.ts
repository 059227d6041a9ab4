import { orderedBy, queryPage, toDate, toText } from '@/lib/firebase/load-firestore';
import type { Cursor, Page, StoredSnapshot } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, type MailDocument } from '@/lib/model';

/** The Outbox reads 20 mails a page (admins only: firestore.rules). */
export const OUTBOX_PAGE_SIZE = 20;

type StoredMail = MailDocument<Date | null>;

/** Flattened: `replyTo` '' for none, the message's subject and text, `delivery`'s state and error. */
export type OutboxMail = Pick<StoredMail, 'to' | 'event' | 'created'> &
  Required<Pick<StoredMail, 'replyTo'>> &
  Pick<StoredMail['message'], 'subject' | 'text'> &
  Required<NonNullable<StoredMail['delivery']>> & { id: string };

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

export function toOutboxMail(snapshot: StoredSnapshot): OutboxMail {
  const data = snapshot.data();
  const message = record(data.message);
  const delivery = record(data.delivery);
  const to = Array.isArray(data.to) ? data.to.filter((item): item is string => typeof item === 'string') : [];
  return {
    id: snapshot.id,
    to: typeof data.to === 'string' ? [data.to] : to,
    replyTo: toText(data.replyTo),
    subject: toText(message.subject),
    text: toText(message.text),
    event: toText(data.event),
    created: toDate(data.created),
    state: toText(delivery.state),
    error: toText(delivery.error),
  };
}

/** The mails, newest first. */
export const fetchOutboxPage = (after: Cursor | null): Promise<Page<OutboxMail>> =>
  queryPage(orderedBy(COLLECTIONS.mail, 'created', 'desc'), OUTBOX_PAGE_SIZE, after, toOutboxMail);
