import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LIMITS,
  RESERVED_BRANDS,
  RESERVED_NAME_PATTERN,
  RESERVED_WORDS,
  isReservedName,
  type MemberStatus,
  type MemberType,
  type PostStatus,
} from '#shared/model/index.ts';
import { countedWrites } from './counted-writes';
import { actors, seed, useRulesEnv } from './rules-env';
import { memberCardDocument, postDocument, userProfileDocument } from '#shared/testing/documents.ts';
import { LOOK_ALIKE_NAMES } from '#shared/testing/look-alike-names.ts';

const getEnv = useRulesEnv(() => ({
  'users/owner': user('owner@example.com', 'active', 'voice'),
  'users/other': user('other@example.com', 'active', 'peer'),
  'users/pending': user('pending@example.com', 'pending', null),
  'users/suspended': user('suspended@example.com', 'suspended', 'voice'),
  'members/owner': card('Amara Okafor'),
  'members/other': card('Kofi Boateng', 'peer'),
  'members/suspended': card('Esi Mensah'),
}));
const counted = countedWrites(getEnv);
const { serverTimestamp } = firebase.firestore.FieldValue;
const past = new Date('2026-01-01T00:00:00Z');
const limits = LIMITS.card.displayName;

const user = (email: string, status: MemberStatus, type: MemberType | null) =>
  userProfileDocument(email, past, { status, type });
const card = (displayName: string, type: MemberType = 'voice') =>
  memberCardDocument(past, { displayName, type, bio: 'Poet and essayist writing about Lagos, memory and migration.' });

/** What the card's form sends to ask for a new name. */
const ask = (displayName: string) => ({ displayName, status: 'pending', requested: serverTimestamp() });
/** A request as it is stored (made earlier, decided or not by reviewNameRequest). */
const stored = (displayName: string, status: string, extra: Record<string, unknown> = {}) => ({
  displayName,
  status,
  requested: past,
  ...extra,
});

const suspended = (env: ReturnType<typeof getEnv>) =>
  env.authenticatedContext('suspended', { email: 'suspended@example.com' });

const requestOf = (actor: keyof typeof actors, uid: string) =>
  actors[actor](getEnv()).firestore().doc(`nameRequests/${uid}`);

/** The uid of each actor's token (a visitor steps a counter that is nobody's). */
const tokenUid: Record<keyof typeof actors, string> = {
  signedOut: 'nobody',
  owner: 'owner',
  unverifiedOwner: 'owner',
  otherMember: 'other',
  pendingMember: 'pending',
  admin: 'admin',
  revokedAdmin: 'revoked',
};
/** A request as the app sends it: with its writer's counter step (LIMITS.rate.nameRequest, rate-limits.test.ts). */
const askingAs = (db: firebase.firestore.Firestore, tokenUid: string, uid: string) =>
  counted.doc({ db, uid: tokenUid, action: 'nameRequest' }, `nameRequests/${uid}`);
const askOf = (actor: keyof typeof actors, uid: string) =>
  askingAs(actors[actor](getEnv()).firestore(), tokenUid[actor], uid);
/** The owner's counter emptied, for a test that asks more often than a day allows. */
const newDay = () =>
  getEnv().withSecurityRulesDisabled((context) => context.firestore().doc('rateLimits/owner').delete());

/**
 * Names the rules and the forms must refuse (RESERVED_BRANDS anywhere, RESERVED_WORDS as words) and
 * names they must accept: the rules' copy of RESERVED_NAME_PATTERN is checked against both lists.
 */
const reservedNames = [
  ...RESERVED_BRANDS,
  ...RESERVED_WORDS.map((word) => `Kofi ${word}`),
  'Voices of Africa editors',
  'VOICES OF AFRICA',
  'voices-of-africa',
  'V.O.I.C.E.S of A.f.r.i.c.a',
  'Vоices of Africa', // a Cyrillic о
  'Vòices of África',
  'Sankofa Editorial',
  'sankofa_fan',
  'S4nkofa',
  'The Editors',
  'ÉDITOR',
  'E\u0301ditor Amara', // E and a combining acute accent
  'Ed\u200Bitor', // a zero-width space inside the word
  'Admin1',
  'Kofi (admin)',
  'Moderator Ama',
  'Line one\nVoices of Africa',
];
const ordinaryNames = [
  'Amaka Obi',
  'Badminton Fan',
  'Creditor Kwame',
  'Staffordshire Reader',
  'Adminah Yusuf',
  'Africa Voices',
  'Ọlá Adébáyọ̀',
  'Chimamanda N.',
  'አበበ ቢቂላ',
];

describe('reserved names: the shared model and the rules agree', () => {
  it('holds RESERVED_NAME_PATTERN in firestore.rules (isReservedName), exactly', () => {
    const rules = readFileSync(process.env.RULES_FILE || 'firestore.rules', 'utf8');
    const literal =
      /function isReservedName\(value\) \{\s*return value\.matches\('\(\?si\)\.\*\(\?:(.*)\)\.\*'\);/.exec(rules)?.[1];
    expect(literal?.replaceAll('\\\\', '\\'), 'copy RESERVED_NAME_PATTERN into isReservedName').toBe(
      RESERVED_NAME_PATTERN,
    );
  });

  it('the model refuses each reserved name and accepts each ordinary one', () => {
    for (const name of reservedNames) expect(isReservedName(name), name).toBe(true);
    for (const name of ordinaryNames) expect(isReservedName(name), name).toBe(false);
  });
});

describe('members/{uid}: the display name changes only through a request', () => {
  it('refuses an active owner changing their card’s display name directly, alone or with other words', async () => {
    // Each edit with the owner's counter step (rate-limits.test.ts): only the name refuses it.
    const cardDoc = counted.doc(
      { db: actors.owner(getEnv()).firestore(), uid: 'owner', action: 'cardEdit' },
      'members/owner',
    );
    await assertFails(cardDoc.update({ displayName: 'Amara O.' }));
    await assertFails(cardDoc.update({ displayName: 'Voices of Africa editors' }));
    await assertFails(cardDoc.update({ displayName: 'Amara O.', country: 'Ghana' }));
    // The same owner edits the rest of the card.
    await assertSucceeds(cardDoc.update({ country: 'Ghana' }));
    await assertSucceeds(cardDoc.update({ displayName: 'Amara Okafor', country: 'Togo' }));
  });
});

describe('nameRequests/{uid}: an active member asks for a new name', () => {
  it('lets an active owner with a card ask for a new name', async () => {
    await assertSucceeds(askOf('owner', 'owner').set(ask('Amara O.')));
  });

  it('refuses each reserved name, and accepts each ordinary one', async () => {
    const doc = askOf('owner', 'owner');
    for (const name of reservedNames) await assertFails(doc.set(ask(name)));
    for (const name of ordinaryNames) {
      await assertSucceeds(doc.set(ask(name)));
      await requestOf('owner', 'owner').delete();
      await newDay();
    }
  });

  it('refuses the look-alikes the rules can read: invisible characters, no letter, a reserved name', async () => {
    const doc = askOf('owner', 'owner');
    for (const { name } of LOOK_ALIKE_NAMES.filter((row) => row.rules)) await assertFails(doc.set(ask(name)));
    await assertSucceeds(doc.set(ask('Ama Serwaa')));
  });

  it('refuses a name outside the card’s limits, with spaces around it, or not text', async () => {
    const doc = askOf('owner', 'owner');
    await assertFails(doc.set(ask('A')));
    await assertFails(doc.set(ask('x'.repeat(limits.max + 1))));
    await assertFails(doc.set(ask(' Amara O. ')));
    await assertFails(doc.set({ ...ask('Amara O.'), displayName: ['Amara', 'O.'] }));
    await assertSucceeds(doc.set(ask('x'.repeat(limits.max))));
  });

  it('refuses the name the card already has', async () => {
    await assertFails(askOf('owner', 'owner').set(ask('Amara Okafor')));
  });

  it('refuses a request that is not pending, is not timed by the server, or carries other fields', async () => {
    const doc = askOf('owner', 'owner');
    await assertFails(doc.set({ ...ask('Amara O.'), status: 'approved' }));
    await assertFails(doc.set({ ...ask('Amara O.'), requested: past }));
    await assertFails(doc.set({ ...ask('Amara O.'), reviewedBy: 'owner' }));
    await assertFails(doc.set({ displayName: 'Amara O.', status: 'pending' }));
  });

  it('refuses a member who is pending, suspended or has no card, and anyone for someone else', async () => {
    await assertFails(askOf('pendingMember', 'pending').set(ask('Pending Person')));
    await assertFails(askingAs(suspended(getEnv()).firestore(), 'suspended', 'suspended').set(ask('Esi M.')));
    await getEnv().withSecurityRulesDisabled((context) => context.firestore().doc('members/owner').delete());
    await assertFails(askOf('owner', 'owner').set(ask('Amara O.')));
    await assertFails(askOf('otherMember', 'owner').set(ask('Amara O.')));
    await assertFails(askOf('signedOut', 'owner').set(ask('Amara O.')));
    await assertFails(askOf('admin', 'other').set(ask('Kofi B.')));
  });

  it('refuses the owner’s uid signed in anonymously (the contact page’s sessions), and accepts it as the account', async () => {
    const as = (provider: 'anonymous' | 'password') =>
      getEnv()
        .authenticatedContext('owner', { email: 'owner@example.com', firebase: { sign_in_provider: provider } })
        .firestore();
    await assertFails(askingAs(as('anonymous'), 'owner', 'owner').set(ask('Amara O.')));
    await assertSucceeds(askingAs(as('password'), 'owner', 'owner').set(ask('Amara O.')));
    await assertFails(as('anonymous').doc('nameRequests/owner').get());
  });

  it('keeps one request pending at a time: no new one over it, a new one after a decision', async () => {
    await seed(getEnv(), { 'nameRequests/owner': stored('Amara O.', 'pending') });
    await assertFails(askOf('owner', 'owner').set(ask('Amara Ok.')));
    await assertFails(requestOf('owner', 'owner').update({ displayName: 'Amara Ok.' }));
    await seed(getEnv(), { 'nameRequests/owner': stored('Amara O.', 'declined', { reason: 'Too close to another.' }) });
    await assertSucceeds(askOf('owner', 'owner').set(ask('Amara Ok.')));
  });

  it('replaces a decided request only for its active owner, with a valid new request', async () => {
    const declined = stored('Amara O.', 'declined', { reason: 'Too close to another.' });
    await seed(getEnv(), { 'nameRequests/owner': declined, 'nameRequests/suspended': declined });
    // Each clause alone: someone else, an owner no longer active, an invalid request.
    await assertFails(askOf('otherMember', 'owner').set(ask('Kofi B.')));
    await assertFails(askingAs(suspended(getEnv()).firestore(), 'suspended', 'suspended').set(ask('Esi M.')));
    await assertFails(askOf('owner', 'owner').set(ask('The Editors')));
    await assertFails(requestOf('owner', 'owner').update({ status: 'pending', requested: serverTimestamp() }));
    // A valid new request that steps no counter (LIMITS.rate.nameRequest).
    await assertFails(requestOf('owner', 'owner').set(ask('Amara Ok.')));
    await assertSucceeds(askOf('owner', 'owner').set(ask('Amara Ok.')));
  });

  it('lets the owner withdraw their request, and nobody else', async () => {
    await seed(getEnv(), { 'nameRequests/owner': stored('Amara O.', 'pending') });
    for (const actor of ['signedOut', 'otherMember', 'pendingMember', 'admin'] as const) {
      await assertFails(requestOf(actor, 'owner').delete());
    }
    await assertSucceeds(requestOf('owner', 'owner').delete());
  });

  it('refuses a suspended owner withdrawing theirs', async () => {
    await seed(getEnv(), { 'nameRequests/suspended': stored('Esi M.', 'pending') });
    await assertFails(suspended(getEnv()).firestore().doc('nameRequests/suspended').delete());
  });

  it('refuses every client the decision, admins included (reviewNameRequest makes it)', async () => {
    await seed(getEnv(), { 'nameRequests/owner': stored('Amara O.', 'pending') });
    await assertFails(requestOf('admin', 'owner').update({ status: 'approved' }));
    await assertFails(requestOf('owner', 'owner').update({ status: 'approved' }));
    await assertFails(askOf('admin', 'owner').set(stored('Amara O.', 'approved')));
  });
});

describe('nameRequests/{uid}: read', () => {
  beforeEach(() => seed(getEnv(), { 'nameRequests/owner': stored('Amara O.', 'pending') }));

  it('lets the owner and admins read a request', async () => {
    await assertSucceeds(requestOf('owner', 'owner').get());
    await assertSucceeds(requestOf('admin', 'owner').get());
  });

  it('refuses another member, a pending member, a visitor and a revoked admin', async () => {
    for (const actor of ['otherMember', 'pendingMember', 'signedOut', 'revokedAdmin'] as const) {
      await assertFails(requestOf(actor, 'owner').get());
    }
  });

  it('lets admins list the pending requests, oldest first, and nobody else', async () => {
    const queue = (actor: keyof typeof actors) =>
      actors[actor](getEnv())
        .firestore()
        .collection('nameRequests')
        .where('status', '==', 'pending')
        .orderBy('requested')
        .limit(25)
        .get();
    await assertSucceeds(queue('admin'));
    for (const actor of ['owner', 'otherMember', 'signedOut', 'revokedAdmin'] as const) await assertFails(queue(actor));
  });
});

describe('users/{uid}: the application refuses reserved names', () => {
  const application = (displayName: string) => ({
    displayName,
    memberKind: 'voice',
    country: 'Nigeria',
    bio: 'Poet and essayist writing about Lagos, memory and migration.',
    guidelinesAccepted: true,
    status: 'pending',
    applied: serverTimestamp(),
  });

  beforeEach(() => seed(getEnv(), { 'users/owner': user('owner@example.com', '', null) }));

  it('refuses an application under a reserved name, and accepts it under an ordinary one', async () => {
    const doc = requestOf('owner', 'owner').firestore.doc('users/owner');
    for (const name of ['Voices of Africa editors', 'Sankofa Team', 'The Editors', 'Admin Ama']) {
      await assertFails(doc.update(application(name)));
    }
    await assertSucceeds(doc.update(application('Amara Okafor')));
  });

  it('refuses an application under a name of invisible characters, of no letter, or reserved in look-alikes', async () => {
    const doc = requestOf('owner', 'owner').firestore.doc('users/owner');
    for (const { name } of LOOK_ALIKE_NAMES.filter((row) => row.rules))
      await assertFails(doc.update(application(name)));
    await assertSucceeds(doc.update(application('Ama Serwaa')));
  });
});

describe('bylines: posts and comments keep the name they were written under', () => {
  const oldByline = { displayName: 'Amara Okafor', type: 'voice' };
  const newByline = { displayName: 'Amara O.', type: 'voice' };
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const post = (slug: string, status: PostStatus, author = oldByline) =>
    postDocument(slug, past, { authorUid: 'owner', author, status });
  const comment = (author: { displayName: string; type: string }, created: unknown = serverTimestamp()) => ({
    authorUid: 'owner',
    author,
    body: 'Thank you.',
    created,
    updated: created,
  });
  const db = () => actors.owner(getEnv()).firestore();

  // The owner's card after an admin approved their new name (reviewNameRequest).
  beforeEach(() =>
    seed(getEnv(), {
      'members/owner': card('Amara O.'),
      'posts/old-draft': post('old-draft', 'draft'),
      'posts/old-live': post('old-live', 'published'),
      'posts/old-live/comments/recent': comment(oldByline, minutesAgo(5)),
    }),
  );

  it('lets the author edit an earlier draft and comment under their old byline, and refuses changing it', async () => {
    const draft = db().doc('posts/old-draft');
    await assertSucceeds(draft.update({ body: 'More words.', updated: serverTimestamp() }));
    await assertFails(draft.update({ author: newByline, updated: serverTimestamp() }));
    const recent = db().doc('posts/old-live/comments/recent');
    await assertSucceeds(recent.update({ body: 'Thank you again.', updated: serverTimestamp() }));
    await assertFails(recent.update({ author: newByline, body: 'Thank you again.', updated: serverTimestamp() }));
  });

  it('writes new posts and comments under the card’s name now, never the old one', async () => {
    const created = { created: serverTimestamp(), updated: serverTimestamp() };
    const drafting = counted.doc({ db: db(), uid: 'owner', action: 'draft' }, 'posts/new-one');
    await assertFails(drafting.set({ ...post('new-one', 'draft'), ...created }));
    await assertSucceeds(drafting.set({ ...post('new-one', 'draft', newByline), ...created }));
    const commenting = { db: db(), uid: 'owner', action: 'comment' as const };
    await assertFails(counted.add(commenting, 'posts/old-live/comments', comment(oldByline)));
    await assertSucceeds(counted.add(commenting, 'posts/old-live/comments', comment(newByline)));
  });
});
