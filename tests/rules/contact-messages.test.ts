import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_COLLECTION,
  CONTACT_HANDLED_FIELDS,
  CONTACT_RETENTION_DAYS,
  CONTACT_RETENTION_SLACK_DAYS,
  CONTACT_SENDERS_COLLECTION,
  contactLimits,
  contactMessageId,
  contactTopicValues,
  toContactDocument,
} from '#shared/model/index.ts';
import { adminRecord } from './audited-writes';
import { useRulesEnv } from './rules-env';

// The claim alone makes no admin: admins/{uid} too (isAdmin).
const getEnv = useRulesEnv(() => ({ 'admins/admin-1': adminRecord() }));

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;

const signedOut = () => getEnv().unauthenticatedContext().firestore();
const member = () => getEnv().authenticatedContext('member-1', { email: 'member@example.com' }).firestore();
const admin = () => getEnv().authenticatedContext('admin-1', { admin: true }).firestore();

/** What the site's form sends (same builder as sendContactMessage), with the server time. */
function valid(overrides: DocumentData = {}): DocumentData {
  return {
    ...toContactDocument({
      name: '  Ama Owusu ',
      email: 'ama@example.com',
      topic: 'editing',
      message: 'I have a 70,000-word memoir and would like a developmental edit.',
    }),
    created: serverTimestamp(),
    ...overrides,
  };
}

/** Who sends: a session's uid and its Firestore (the per-sender limit counts by uid). */
interface Sender {
  uid: string;
  db: Db;
}

/** A signed-out visitor as the contact page signs them in: an anonymous session (a new one per call). */
let sessions = 0;
const visitor = (uid = `visitor-${++sessions}`): Sender => ({
  uid,
  db: getEnv()
    .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
    .firestore(),
});
const memberSender = (): Sender => ({ uid: 'member-1', db: member() });

/**
 * Sends as sendContactMessage does: the message, under the id that names its count, and its sender's
 * count, in one batch.
 */
function create(sender: Sender, data: DocumentData, count = 1, senderData: DocumentData = {}) {
  const batch = writeBatch(sender.db);
  batch.set(doc(sender.db, CONTACT_COLLECTION, contactMessageId(sender.uid, count)), data);
  batch.set(doc(sender.db, CONTACT_SENDERS_COLLECTION, sender.uid), {
    last: serverTimestamp(),
    count,
    ...senderData,
  });
  return batch.commit();
}

describe('contactMessages: create', () => {
  it("accepts a valid message from a visitor's anonymous session and from a signed-in member", async () => {
    await assertSucceeds(create(visitor(), valid()));
    await assertSucceeds(create(memberSender(), valid()));
  });

  it('refuses a message without a session, or without its sender counted in the same batch', async () => {
    await assertFails(setDoc(doc(collection(signedOut(), CONTACT_COLLECTION)), valid()));
    const { db } = visitor();
    await assertFails(setDoc(doc(collection(db, CONTACT_COLLECTION)), valid()));
  });

  it('accepts every topic the form offers, and the longest allowed fields', async () => {
    for (const topic of contactTopicValues) await assertSucceeds(create(visitor(), valid({ topic })));
    await assertSucceeds(
      create(
        visitor(),
        valid({
          name: 'n'.repeat(contactLimits.name.max),
          email: `${'e'.repeat(contactLimits.email.max - '@example.com'.length)}@example.com`,
          message: 'm'.repeat(contactLimits.message.max),
        }),
      ),
    );
  });

  it('rejects extra fields', async () => {
    await assertFails(create(visitor(), valid({ admin: true })));
    await assertFails(create(memberSender(), valid({ read: false })));
  });

  it("refuses a message that arrives with any of the admins' handled mark, so it cannot hide in the inbox as handled", async () => {
    const mark: Record<(typeof CONTACT_HANDLED_FIELDS)[number], unknown> = {
      handled: true,
      handledBy: 'admin-1',
      handledAt: serverTimestamp(),
    };
    for (const field of CONTACT_HANDLED_FIELDS) {
      await assertFails(create(visitor(), valid({ [field]: mark[field] })));
      await assertFails(create(memberSender(), valid({ [field]: mark[field] })));
    }
  });

  it('rejects a message with a missing field', async () => {
    for (const field of ['name', 'email', 'topic', 'message', 'created', 'expiresAt']) {
      const data = Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field));
      await assertFails(create(visitor(), data));
    }
  });

  it('rejects wrong types', async () => {
    await assertFails(create(visitor(), valid({ name: 42 })));
    await assertFails(create(visitor(), valid({ email: ['ama@example.com'] })));
    await assertFails(create(visitor(), valid({ topic: 1 })));
    await assertFails(create(visitor(), valid({ message: { text: 'A message long enough' } })));
    await assertFails(create(visitor(), valid({ created: '2023-04-01T00:00:00Z' })));
  });

  it('rejects values out of range: empty or too long name, bad e-mail, unknown topic, short or long message', async () => {
    await assertFails(create(visitor(), valid({ name: '' })));
    await assertFails(create(visitor(), valid({ name: 'n'.repeat(contactLimits.name.max + 1) })));
    await assertFails(create(visitor(), valid({ email: 'not-an-address' })));
    await assertFails(create(visitor(), valid({ email: `${'e'.repeat(contactLimits.email.max)}@example.com` })));
    await assertFails(create(visitor(), valid({ topic: 'spam' })));
    await assertFails(create(visitor(), valid({ message: 'Too short' })));
    await assertFails(create(visitor(), valid({ message: 'm'.repeat(contactLimits.message.max + 1) })));
  });

  it('refuses an e-mail address with a part missing, a space, or a second @ in any of its parts', async () => {
    const malformed = [
      '@example.com',
      'ama owusu@example.com',
      'ama@owusu@example.com',
      'ama@.com',
      'ama@exa mple.com',
      'ama@example.',
      'ama@example.co m',
      'ama@example.com@example.org',
    ];
    for (const email of malformed) await assertFails(create(visitor(), valid({ email })));
    await assertSucceeds(create(visitor(), valid({ email: 'ama.owusu+press@mail.example.com' })));
  });

  it('rejects a created time other than the server time', async () => {
    await assertFails(create(visitor(), valid({ created: Timestamp.fromDate(new Date('2023-01-01')) })));
    await assertFails(create(visitor(), valid({ created: Timestamp.now() })));
  });

  describe('expiresAt: when the TTL policy deletes the message (the privacy policy: two years)', () => {
    const day = 24 * 60 * 60 * 1000;
    const inDays = (days: number) => new Date(Date.now() + days * day);

    it('accepts an expiry two years on, give or take a visitor clock that is off by almost a month', async () => {
      await assertSucceeds(create(visitor(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS) })));
      const slack = CONTACT_RETENTION_SLACK_DAYS - 1;
      await assertSucceeds(create(visitor(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS - slack) })));
      await assertSucceeds(create(visitor(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS + slack) })));
    });

    it('refuses a message kept too briefly or too long, or an expiry that is not a time', async () => {
      const slack = CONTACT_RETENTION_SLACK_DAYS + 1;
      await assertFails(create(visitor(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS - slack) })));
      await assertFails(create(visitor(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS + slack) })));
      await assertFails(create(visitor(), valid({ expiresAt: inDays(36_500) })));
      await assertFails(create(visitor(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS).toISOString() })));
    });
  });
});

describe('contactMessages: read, update, delete', () => {
  const stored = { ...valid(), created: Timestamp.fromDate(new Date('2023-04-01')) };

  beforeEach(() =>
    getEnv().withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), CONTACT_COLLECTION, 'm1'), stored)),
  );

  it('hides messages from signed-out visitors and from members', async () => {
    for (const db of [signedOut(), member()]) {
      await assertFails(getDoc(doc(db, CONTACT_COLLECTION, 'm1')));
      await assertFails(getDocs(collection(db, CONTACT_COLLECTION)));
    }
  });

  it('shows messages to an admin', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(admin(), CONTACT_COLLECTION, 'm1')));
    expect(snapshot.get('name')).toBe('Ama Owusu');
    const list = await assertSucceeds(getDocs(collection(admin(), CONTACT_COLLECTION)));
    expect(list.size).toBe(1);
  });

  it('does not let a member who claims admin=false read', async () => {
    const notAdmin = getEnv().authenticatedContext('member-2', { admin: false }).firestore();
    await assertFails(getDoc(doc(notAdmin, CONTACT_COLLECTION, 'm1')));
  });

  it('lets nobody change the words of a message, admins included; only admins delete (contact-inbox.test.ts)', async () => {
    for (const db of [signedOut(), member(), admin()]) {
      await assertFails(updateDoc(doc(db, CONTACT_COLLECTION, 'm1'), { topic: 'press' }));
      await assertFails(setDoc(doc(db, CONTACT_COLLECTION, 'm1'), valid()));
    }
    for (const db of [signedOut(), member()]) await assertFails(deleteDoc(doc(db, CONTACT_COLLECTION, 'm1')));
  });
});

describe('contactMessages: the name is trimmed text', () => {
  it('refuses a name of only spaces, and accepts a one-letter name', async () => {
    await assertFails(create(visitor(), valid({ name: '   ' })));
    await assertFails(create(visitor(), valid({ name: ' Ama ' })));
    await assertSucceeds(create(visitor(), valid({ name: 'A' })));
  });
});

describe('contactSenders: at most one message a minute and five a session', () => {
  const senderDoc = (sender: Sender) => doc(sender.db, CONTACT_SENDERS_COLLECTION, sender.uid);
  const lastSent = (seconds: number) => ({ last: Timestamp.fromMillis(Date.now() - seconds * 1000) });
  const storeSender = (uid: string, data: DocumentData) =>
    getEnv().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), CONTACT_SENDERS_COLLECTION, uid), data),
    );

  it('refuses a second message within the minute, and accepts it a minute later', async () => {
    const session = visitor('visitor-again');
    await assertSucceeds(create(session, valid()));
    await assertFails(create(session, valid(), 2));

    await storeSender('visitor-again', { ...lastSent(61), count: 1 });
    await assertSucceeds(create(session, valid(), 2));
  });

  it('refuses a sixth message from one session, however long it waited', async () => {
    await storeSender('visitor-five', { ...lastSent(3600), count: 5 });
    await assertFails(create(visitor('visitor-five'), valid(), 6));
    await storeSender('visitor-four', { ...lastSent(3600), count: 4 });
    await assertSucceeds(create(visitor('visitor-four'), valid(), 5));
  });

  it('counts up by exactly one from 1, stamped with the time of the message', async () => {
    await assertFails(create(visitor(), valid(), 0));
    await assertFails(create(visitor(), valid(), 2));
    await storeSender('visitor-counted', { ...lastSent(120), count: 2 });
    await assertFails(create(visitor('visitor-counted'), valid(), 2));
    await assertFails(create(visitor('visitor-counted'), valid(), 4));
    await assertFails(create(visitor(), valid(), 1, { last: Timestamp.now() }));
    await assertFails(create(visitor(), valid(), 1, { note: 'extra' }));
  });

  it('refuses a sender document stamped with another time than its write, which would cut the wait short', async () => {
    const session = visitor('visitor-stamp');
    const past = Timestamp.fromMillis(Date.now() - 3600 * 1000);
    await assertFails(setDoc(senderDoc(session), { last: past, count: 1 }));
    await assertSucceeds(setDoc(senderDoc(session), { last: serverTimestamp(), count: 1 }));
  });

  it("writes only the session's own document, which nobody reads or deletes", async () => {
    const session = visitor('visitor-own');
    const other = doc(session.db, CONTACT_SENDERS_COLLECTION, 'visitor-other');
    await assertFails(setDoc(other, { last: serverTimestamp(), count: 1 }));
    await assertSucceeds(create(session, valid()));
    for (const db of [session.db, admin()]) {
      await assertFails(getDoc(doc(db, CONTACT_SENDERS_COLLECTION, 'visitor-own')));
      await assertFails(deleteDoc(doc(db, CONTACT_SENDERS_COLLECTION, 'visitor-own')));
    }
    await assertFails(getDoc(senderDoc(session)));
  });
});

describe('contactMessages: one message per counted step, bound by its id', () => {
  /** A batch of the sender's count step and the messages under `ids`. */
  function batchOf(sender: Sender, count: number, ids: string[]) {
    const batch = writeBatch(sender.db);
    for (const id of ids) batch.set(doc(sender.db, CONTACT_COLLECTION, id), valid());
    batch.set(doc(sender.db, CONTACT_SENDERS_COLLECTION, sender.uid), { last: serverTimestamp(), count });
    return batch.commit();
  }

  it('refuses a batch of two messages on one counter step, however they are named', async () => {
    const session = visitor('visitor-batch');
    const named = (count: number) => contactMessageId(session.uid, count);
    await assertFails(batchOf(session, 1, [named(1), named(2)]));
    await assertFails(batchOf(session, 1, [named(1), `${session.uid}-x`]));
    await assertFails(batchOf(session, 1, [named(1), doc(collection(session.db, CONTACT_COLLECTION)).id]));
    await assertSucceeds(batchOf(session, 1, [named(1)]));
  });

  it('refuses a message whose id does not name its count, its session, or the step of this request', async () => {
    const session = visitor('visitor-named');
    await assertFails(batchOf(session, 1, [contactMessageId(session.uid, 2)]));
    await assertFails(batchOf(session, 1, [contactMessageId('visitor-other', 1)]));
    await assertFails(batchOf(session, 1, [doc(collection(session.db, CONTACT_COLLECTION)).id]));
    await assertFails(batchOf(session, 1, [session.uid]));
    await assertSucceeds(batchOf(session, 1, [contactMessageId(session.uid, 1)]));
    // The next message names the next count; the first count's id is taken for good.
    await getEnv().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), CONTACT_SENDERS_COLLECTION, session.uid), {
        last: Timestamp.fromMillis(Date.now() - 120_000),
        count: 1,
      }),
    );
    await assertFails(batchOf(session, 2, [contactMessageId(session.uid, 3)]));
    await assertSucceeds(batchOf(session, 2, [contactMessageId(session.uid, 2)]));
  });

  it('refuses a message under its id without the step in the same batch', async () => {
    const session = visitor('visitor-unstepped');
    const message = doc(session.db, CONTACT_COLLECTION, contactMessageId(session.uid, 1));
    await assertFails(setDoc(message, valid()));
    // Counted in an earlier request, with no message: the count is spent, not carried over.
    await getEnv().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), CONTACT_SENDERS_COLLECTION, session.uid), {
        last: Timestamp.fromMillis(Date.now() - 120_000),
        count: 1,
      }),
    );
    await assertFails(setDoc(message, valid()));
    await assertSucceeds(batchOf(session, 2, [contactMessageId(session.uid, 2)]));
  });
});

describe('anonymous sessions are not accounts', () => {
  it('may not create a member profile, which a signed-in account may', async () => {
    // The same token but for the sign-in method: only that tells the two apart.
    const anonymous = getEnv()
      .authenticatedContext('visitor-profile', { email: '', firebase: { sign_in_provider: 'anonymous' } })
      .firestore();
    const profile = { email: '', status: '', type: null, created: serverTimestamp() };
    await assertFails(setDoc(doc(anonymous, 'users', 'visitor-profile'), profile));
    const account = getEnv().authenticatedContext('account-1', { email: '' }).firestore();
    await assertSucceeds(setDoc(doc(account, 'users', 'account-1'), profile));
  });
});
