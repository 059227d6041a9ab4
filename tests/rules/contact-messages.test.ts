import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_COLLECTION,
  CONTACT_RETENTION_DAYS,
  CONTACT_RETENTION_SLACK_DAYS,
  contactLimits,
  contactTopicValues,
  toContactDocument,
} from '../../shared/model/index.ts';
import { rulesProjectId } from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: rulesProjectId,
    // RULES_FILE: a mutant of the rules, from the mutation check (tools/rules-mutations).
    firestore: { rules: readFileSync(process.env.RULES_FILE || 'firestore.rules', 'utf8') },
  });
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;

const signedOut = () => env.unauthenticatedContext().firestore();
const member = () => env.authenticatedContext('member-1', { email: 'member@example.com' }).firestore();
const admin = () => env.authenticatedContext('admin-1', { admin: true }).firestore();

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

const create = (db: Db, data: DocumentData) => addDoc(collection(db, CONTACT_COLLECTION), data);

describe('contactMessages: create', () => {
  it('accepts a valid message from a signed-out visitor and from a signed-in member', async () => {
    await assertSucceeds(create(signedOut(), valid()));
    await assertSucceeds(create(member(), valid()));
  });

  it('accepts every topic the form offers, and the longest allowed fields', async () => {
    for (const topic of contactTopicValues) await assertSucceeds(create(signedOut(), valid({ topic })));
    await assertSucceeds(
      create(
        signedOut(),
        valid({
          name: 'n'.repeat(contactLimits.name.max),
          email: `${'e'.repeat(contactLimits.email.max - '@example.com'.length)}@example.com`,
          message: 'm'.repeat(contactLimits.message.max),
        }),
      ),
    );
  });

  it('rejects extra fields', async () => {
    await assertFails(create(signedOut(), valid({ admin: true })));
    await assertFails(create(member(), valid({ read: false })));
  });

  it('rejects a message with a missing field', async () => {
    for (const field of ['name', 'email', 'topic', 'message', 'created', 'expiresAt']) {
      const data = Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field));
      await assertFails(create(signedOut(), data));
    }
  });

  it('rejects wrong types', async () => {
    await assertFails(create(signedOut(), valid({ name: 42 })));
    await assertFails(create(signedOut(), valid({ email: ['ama@example.com'] })));
    await assertFails(create(signedOut(), valid({ topic: 1 })));
    await assertFails(create(signedOut(), valid({ message: { text: 'A message long enough' } })));
    await assertFails(create(signedOut(), valid({ created: '2023-04-01T00:00:00Z' })));
  });

  it('rejects values out of range: empty or too long name, bad e-mail, unknown topic, short or long message', async () => {
    await assertFails(create(signedOut(), valid({ name: '' })));
    await assertFails(create(signedOut(), valid({ name: 'n'.repeat(contactLimits.name.max + 1) })));
    await assertFails(create(signedOut(), valid({ email: 'not-an-address' })));
    await assertFails(create(signedOut(), valid({ email: `${'e'.repeat(contactLimits.email.max)}@example.com` })));
    await assertFails(create(signedOut(), valid({ topic: 'spam' })));
    await assertFails(create(signedOut(), valid({ message: 'Too short' })));
    await assertFails(create(signedOut(), valid({ message: 'm'.repeat(contactLimits.message.max + 1) })));
  });

  it('rejects a created time other than the server time', async () => {
    await assertFails(create(signedOut(), valid({ created: Timestamp.fromDate(new Date('2023-01-01')) })));
    await assertFails(create(signedOut(), valid({ created: Timestamp.now() })));
  });

  describe('expiresAt: when the TTL policy deletes the message (the privacy policy: two years)', () => {
    const day = 24 * 60 * 60 * 1000;
    const inDays = (days: number) => new Date(Date.now() + days * day);

    it('accepts an expiry two years on, give or take a visitor clock that is off by almost a month', async () => {
      await assertSucceeds(create(signedOut(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS) })));
      const slack = CONTACT_RETENTION_SLACK_DAYS - 1;
      await assertSucceeds(create(signedOut(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS - slack) })));
      await assertSucceeds(create(signedOut(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS + slack) })));
    });

    it('refuses a message kept too briefly or too long, or an expiry that is not a time', async () => {
      const slack = CONTACT_RETENTION_SLACK_DAYS + 1;
      await assertFails(create(signedOut(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS - slack) })));
      await assertFails(create(signedOut(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS + slack) })));
      await assertFails(create(signedOut(), valid({ expiresAt: inDays(36_500) })));
      await assertFails(create(signedOut(), valid({ expiresAt: inDays(CONTACT_RETENTION_DAYS).toISOString() })));
    });
  });
});

describe('contactMessages: read, update, delete', () => {
  const stored = { ...valid(), created: Timestamp.fromDate(new Date('2023-04-01')) };

  beforeEach(() =>
    env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), CONTACT_COLLECTION, 'm1'), stored)),
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
    const notAdmin = env.authenticatedContext('member-2', { admin: false }).firestore();
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
    await assertFails(create(signedOut(), valid({ name: '   ' })));
    await assertFails(create(signedOut(), valid({ name: ' Ama ' })));
    await assertSucceeds(create(signedOut(), valid({ name: 'A' })));
  });
});
