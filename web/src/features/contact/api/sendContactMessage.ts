import { visitorSession } from '@/lib/firebase/visitor-session';
import {
  CONTACT_COLLECTION,
  CONTACT_SENDER_LIMIT,
  CONTACT_SENDERS_COLLECTION,
  contactMessageId,
  toContactDocument,
  type ContactMessage,
} from '@/lib/model';

/** Why a message was not sent: the per-sender limit, which the rules would refuse anyway. */
export class ContactLimitError extends Error {
  /** The code the error sentences are keyed by (lib/errors/error-message.ts). */
  readonly code: `contact/${'tooSoon' | 'tooMany'}`;
  constructor(
    readonly reason: 'tooSoon' | 'tooMany',
    /** For 'tooSoon': how long until the next message may go. */
    readonly waitSeconds = 0,
  ) {
    super(`contact limit: ${reason}`);
    this.name = 'ContactLimitError';
    this.code = `contact/${reason}`;
  }
}

/** The rules enforce the real one; this says why before the visitor meets a refusal. */
export class SenderAllowance {
  private sent = 0;
  private lastSentAt = 0;

  /** The count the next message's sender document carries. */
  get nextCount(): number {
    return this.sent + 1;
  }

  /** Throws ContactLimitError if a message sent at `now` would be refused. */
  check(now: number): void {
    if (this.sent >= CONTACT_SENDER_LIMIT.perSession) throw new ContactLimitError('tooMany');
    const waitMs = this.lastSentAt + CONTACT_SENDER_LIMIT.intervalSeconds * 1000 - now;
    if (this.sent > 0 && waitMs > 0) throw new ContactLimitError('tooSoon', Math.ceil(waitMs / 1000));
  }

  record(now: number): void {
    this.sent += 1;
    this.lastSentAt = now;
  }
}

/**
 * One batch with the session's count, under the id naming it (contactMessageId), as the rules require. The SDKs load on
 * the first send.
 */
export function createContactSender(allowance = new SenderAllowance()) {
  return async function send(values: ContactMessage): Promise<void> {
    allowance.check(Date.now());
    const { uid, db, sdk } = await visitorSession();
    const { doc, serverTimestamp, writeBatch } = sdk;
    const count = allowance.nextCount;
    const batch = writeBatch(db);
    batch.set(doc(db, CONTACT_COLLECTION, contactMessageId(uid, count)), {
      ...toContactDocument(values),
      created: serverTimestamp(),
    });
    batch.set(doc(db, CONTACT_SENDERS_COLLECTION, uid), { last: serverTimestamp(), count });
    await batch.commit();
    allowance.record(Date.now());
  };
}

/** The contact page's sender: one allowance for the visit. */
export const sendContactMessage = createContactSender();
