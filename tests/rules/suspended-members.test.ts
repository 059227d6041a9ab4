import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { countedAs } from './counted-writes';
import type { MemberStatus, MemberType } from '#shared/model/index.ts';
import { bannedBookDocument, postDocument, userProfileDocument } from '#shared/testing/documents.ts';

/**
 * A suspended member (manageMember: status 'suspended') is treated as signed out for every write,
 * even with an ID token that is still valid. Each write below is refused while the voice is
 * suspended and allowed once the same voice is active again (or pending, for the application).
 */
const { getEnv, db, seed } = useContentRules(() => ({
  'posts/mine-draft': post('mine-draft', 'draft'),
  'bannedBooks/mine': bannedBookDocument(past, { status: 'proposed', proposedBy: 'voice' }),
}));
const voice = () => db('voice');
/** The voice's counted writes, each with its counter step (rate-limits.test.ts). */
const counted = {
  cardEdit: countedAs(getEnv, 'cardEdit'),
  submission: countedAs(getEnv, 'submission'),
  proposal: countedAs(getEnv, 'proposal'),
};

const profile = (status: MemberStatus, type: MemberType | null) =>
  userProfileDocument('voice@example.com', past, { status, type });
/** The suspension as manageMember writes it: the status before, when, and the admin's reason. */
const suspension = { suspendedFrom: 'active', suspended: past, suspensionReason: 'Spam links in three comments.' };
const setStatus = (status: MemberStatus, type: MemberType | null = 'voice') =>
  seed({ 'users/voice': { ...profile(status, type), ...suspension } });

/** What the voice sends to propose an entry. */
const proposal = () => bannedBookDocument(serverTimestamp(), { status: 'proposed', proposedBy: 'voice' });

const post = (slug: string, status: string) => ({
  ...postDocument(slug, status === 'new' ? serverTimestamp() : past, { tags: ['fiction'] }),
  status,
  published: null,
});

beforeEach(() => setStatus('suspended'));

const writes: [string, () => Promise<unknown>][] = [
  [
    'edit their card',
    () => counted.cardEdit.doc('voice', 'members/voice').update({ bio: 'A new bio that is long enough to pass.' }),
  ],
  [
    'submit a post',
    () => counted.submission.doc('voice', 'posts/new-one').set({ ...post('new-one', 'new'), status: 'submitted' }),
  ],
  ['withdraw their draft', () => voice().doc('posts/mine-draft').delete()],
  ['propose a banned book', () => counted.proposal.doc('voice', 'bannedBooks/new').set(proposal())],
  ['withdraw their proposal', () => voice().doc('bannedBooks/mine').delete()],
];

describe('a suspended member', () => {
  it.each(writes)('cannot %s, and can once reinstated', async (_what, write) => {
    await assertFails(write());
    await setStatus('active');
    await assertSucceeds(write());
  });

  it('cannot edit or resubmit their application, and can once reinstated to pending', async () => {
    const application = {
      displayName: 'Chiamaka Eze',
      memberKind: 'voice',
      country: 'Nigeria',
      bio: 'Novelist from Onitsha, writing about rain and memory.',
      guidelinesAccepted: true,
      status: 'pending',
      applied: serverTimestamp(),
    };
    // Applying needs a verified address: this voice has verified theirs.
    const verified = () =>
      getEnv().authenticatedContext('voice', { email: 'voice@example.com', email_verified: true }).firestore();
    await assertFails(verified().doc('users/voice').update(application));
    await setStatus('pending', null);
    await assertSucceeds(verified().doc('users/voice').update(application));
  });

  it('cannot lift the suspension or touch the suspension fields themselves', async () => {
    await assertFails(voice().doc('users/voice').update({ status: 'active' }));
    await assertFails(voice().doc('users/voice').update({ suspendedFrom: 'pending' }));
    await assertFails(voice().doc('users/voice').update({ suspensionReason: 'None.' }));
    await assertFails(voice().doc('users/voice').update({ suspended: serverTimestamp() }));
    await assertFails(voice().doc('users/voice').set(profile('', null)));
  });

  it('can still read their own profile, with the admin’s reason (My account shows it); no one else can', async () => {
    await assertSucceeds(voice().doc('users/voice').get());
    for (const actor of allBut('admin', 'voice')) await assertFails(db(actor).doc('users/voice').get());
    await assertSucceeds(db('admin').doc('users/voice').get());
  });
});

describe('heldCards/{uid}: a card held out of the directories, written by the functions only', () => {
  const heldCard = {
    displayName: 'Ama Voice',
    type: 'voice',
    country: 'Ghana',
    bio: 'Poet.',
    joined: past,
    held: past,
    reason: 'suspended',
  };

  it('lets its member read theirs (My account, their data’s copy), and nobody else, an admin included', async () => {
    await seed({ 'heldCards/voice': heldCard });
    await assertSucceeds(voice().doc('heldCards/voice').get());
    for (const actor of allBut('voice')) {
      await assertFails(db(actor).doc('heldCards/voice').get());
    }
  });

  it('lets a member ask for theirs when they have none: My account asks for every member', async () => {
    await assertSucceeds(voice().doc('heldCards/voice').get());
  });

  it('refuses every client a list, a write and a delete, the member and admins included', async () => {
    await seed({ 'heldCards/voice': heldCard });
    for (const actor of everyone) {
      const client = db(actor);
      await assertFails(client.collection('heldCards').limit(1).get());
      await assertFails(client.doc('heldCards/voice').set(heldCard));
      await assertFails(client.doc('heldCards/voice').update({ reason: 'removed' }));
      await assertFails(client.doc('heldCards/voice').delete());
    }
  });

  it('is there, so the denial is the rules and not an empty collection', async () => {
    await seed({ 'heldCards/voice': heldCard });
    await getEnv().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc('heldCards/voice').get());
    });
  });
});
