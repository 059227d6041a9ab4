import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, LIMITS, USER_FIELDS, USER_INITIAL_FIELDS } from '#shared/model/index.ts';
import { adminRecord } from './audited-writes';
import { actors, seed, useRulesEnv } from './rules-env';
import { memberCardDocument, userProfileDocument } from '#shared/testing/documents.ts';

const { serverTimestamp } = firebase.firestore.FieldValue;
const past = new Date('2026-01-01T00:00:00Z');

const initialProfile = (email: string) => ({ email, status: '', type: null, created: serverTimestamp() });
const storedInitial = (email: string) => userProfileDocument(email, past, { status: '', type: null });
const application = {
  displayName: 'Amara Okafor',
  memberKind: 'voice',
  country: 'Nigeria',
  bio: 'Poet and essayist writing about Lagos, memory and migration.',
  guidelinesAccepted: true,
};
const submitApplication = () => ({ ...application, status: 'pending', applied: serverTimestamp() });
/** A value for each field a profile gains after its creation (the application, a review, a suspension). */
const laterFields: Record<Exclude<(typeof USER_FIELDS)[number], (typeof USER_INITIAL_FIELDS)[number]>, unknown> = {
  ...application,
  applied: serverTimestamp(),
  reviewed: serverTimestamp(),
  reviewedBy: 'admin',
  reviewNote: 'Welcome.',
  suspendedFrom: 'active',
  suspended: serverTimestamp(),
  suspensionReason: 'Spam links in three comments.',
  searchWords: ['amara', 'ama'],
};

const getEnv = useRulesEnv(() => ({
  'users/owner': storedInitial('owner@example.com'),
  'users/other': userProfileDocument('other@example.com', past, { type: 'peer' }),
  'users/pending': { ...storedInitial('pending@example.com'), ...application, status: 'pending', applied: past },
}));

describe('users/{uid}: get', () => {
  it('lets the owner and an admin read the profile', async () => {
    await assertSucceeds(actors.owner(getEnv()).firestore().doc('users/owner').get());
    await assertSucceeds(actors.pendingMember(getEnv()).firestore().doc('users/pending').get());
    await assertSucceeds(actors.admin(getEnv()).firestore().doc('users/owner').get());
  });

  it('refuses everyone else, a revoked admin included', async () => {
    await assertFails(actors.revokedAdmin(getEnv()).firestore().doc('users/owner').get());
    await assertFails(actors.signedOut(getEnv()).firestore().doc('users/owner').get());
    await assertFails(actors.otherMember(getEnv()).firestore().doc('users/owner').get());
    await assertFails(actors.pendingMember(getEnv()).firestore().doc('users/owner').get());
  });

  it('does not treat an admin claim that is not exactly true as admin', async () => {
    // With the admins document, so the claim alone decides.
    await seed(getEnv(), { [`${COLLECTIONS.admins}/fake`]: adminRecord() });
    const fake = getEnv().authenticatedContext('fake', { email: 'fake@example.com', admin: 'yes' });
    await assertFails(fake.firestore().doc('users/owner').get());
  });
});

describe('users/{uid}: list', () => {
  it('is for admins only', async () => {
    await assertSucceeds(actors.admin(getEnv()).firestore().collection('users').get());
    for (const actor of [
      actors.signedOut,
      actors.owner,
      actors.otherMember,
      actors.pendingMember,
      actors.revokedAdmin,
    ]) {
      await assertFails(actor(getEnv()).firestore().collection('users').get());
    }
  });

  it('serves the admin area’s queries (pending queue, member list by status) to admins only', async () => {
    const queue = (db: ReturnType<ReturnType<typeof actors.admin>['firestore']>) =>
      db.collection('users').where('status', '==', 'pending').orderBy('applied').limit(25).get();
    const byStatus = (db: ReturnType<ReturnType<typeof actors.admin>['firestore']>) =>
      db.collection('users').where('status', '==', 'active').orderBy('created', 'desc').limit(25).get();
    const admin = actors.admin(getEnv()).firestore();
    await assertSucceeds(queue(admin));
    await assertSucceeds(byStatus(admin));
    for (const actor of [
      actors.signedOut,
      actors.owner,
      actors.otherMember,
      actors.pendingMember,
      actors.revokedAdmin,
    ]) {
      await assertFails(queue(actor(getEnv()).firestore()));
      await assertFails(byStatus(actor(getEnv()).firestore()));
    }
  });

  it('is refused even when a member filters to their own document', async () => {
    const db = actors.owner(getEnv()).firestore();
    await assertFails(db.collection('users').where('email', '==', 'owner@example.com').get());
  });
});

describe('users/{uid}: create', () => {
  const fresh = () => getEnv().authenticatedContext('fresh', { email: 'fresh@example.com' }).firestore();

  it('lets a new member create their own profile with exactly the initial fields', async () => {
    await assertSucceeds(fresh().doc('users/fresh').set(initialProfile('fresh@example.com')));
  });

  it('refuses a profile for someone else, or signed out', async () => {
    await assertFails(fresh().doc('users/someone').set(initialProfile('fresh@example.com')));
    await assertFails(
      actors.signedOut(getEnv()).firestore().doc('users/fresh').set(initialProfile('fresh@example.com')),
    );
  });

  it('refuses extra fields, missing fields and values other than the initial ones', async () => {
    const db = fresh().doc('users/fresh');
    await assertFails(db.set({ ...initialProfile('fresh@example.com'), admin: true }));
    await assertFails(db.set({ ...initialProfile('fresh@example.com'), displayName: 'Fresh' }));
    await assertFails(db.set({ email: 'fresh@example.com', status: '', type: null }));
    await assertFails(db.set({ ...initialProfile('fresh@example.com'), status: 'active' }));
    await assertFails(db.set({ ...initialProfile('fresh@example.com'), status: 'pending' }));
    await assertFails(db.set({ ...initialProfile('fresh@example.com'), type: 'admin' }));
    await assertFails(db.set({ ...initialProfile('fresh@example.com'), type: 'voice' }));
    await assertFails(db.set(initialProfile('someone-else@example.com')));
    await assertFails(db.set({ ...initialProfile('fresh@example.com'), created: past }));
  });

  it('refuses each field a profile gains later (the application, a review, a suspension) at creation', async () => {
    // Each with a value it may hold later: only its arrival at creation is wrong.
    const db = fresh().doc('users/fresh');
    for (const [field, value] of Object.entries(laterFields)) {
      await assertFails(db.set({ ...initialProfile('fresh@example.com'), [field]: value }));
    }
    await assertSucceeds(db.set(initialProfile('fresh@example.com')));
  });

  it('refuses an e-mail that is not text, even from an account without one, whose token it matches', async () => {
    // An account with no e-mail (phone sign-in): null equals the token's missing e-mail, so only
    // the clause that the e-mail is text refuses it. Such accounts get their profile from the
    // sign-up trigger (with an empty e-mail), never from the client.
    const noEmail = getEnv().authenticatedContext('no-email', {}).firestore();
    await assertFails(noEmail.doc('users/no-email').set({ ...initialProfile('x'), email: null }));
    await assertSucceeds(fresh().doc('users/fresh').set(initialProfile('fresh@example.com')));
  });

  it('refuses to overwrite an existing profile through create', async () => {
    await assertFails(actors.owner(getEnv()).firestore().doc('users/owner').set(initialProfile('owner@example.com')));
  });

  it('lets an admin create nothing from the client either', async () => {
    // The admin's own e-mail, so that only the owner clause refuses (not the e-mail check).
    await assertFails(actors.admin(getEnv()).firestore().doc('users/fresh').set(initialProfile('admin@example.com')));
    // The same profile is fine for the admin's own document: the claim grants nothing more.
    await assertSucceeds(
      actors.admin(getEnv()).firestore().doc('users/admin').set(initialProfile('admin@example.com')),
    );
  });
});

describe('users/{uid}: update (the onboarding application)', () => {
  it('lets the owner submit the application, moving status from "" to pending', async () => {
    await assertSucceeds(actors.owner(getEnv()).firestore().doc('users/owner').update(submitApplication()));
  });

  it('lets a pending member edit their application', async () => {
    const db = actors.pendingMember(getEnv()).firestore();
    await assertSucceeds(
      db.doc('users/pending').update({ ...submitApplication(), bio: 'A new bio of more than twenty characters.' }),
    );
  });

  it('refuses each escalation attempt', async () => {
    const doc = actors.owner(getEnv()).firestore().doc('users/owner');
    await assertFails(doc.update({ ...submitApplication(), type: 'admin' }));
    await assertFails(doc.update({ type: 'voice' }));
    await assertFails(doc.update({ ...submitApplication(), status: 'active' }));
    await assertFails(doc.update({ status: 'active' }));
    await assertFails(doc.update({ ...submitApplication(), email: 'new@example.com' }));
    await assertFails(doc.update({ ...submitApplication(), created: new Date('2026-02-02T00:00:00Z') }));
    await assertFails(doc.update({ ...submitApplication(), admin: true }));
  });

  it('refuses an incomplete or invalid application', async () => {
    const doc = actors.owner(getEnv()).firestore().doc('users/owner');
    await assertFails(doc.update({ status: 'pending' }));
    await assertFails(doc.update({ ...submitApplication(), guidelinesAccepted: false }));
    await assertFails(doc.update({ ...submitApplication(), memberKind: 'admin' }));
    await assertFails(doc.update({ ...submitApplication(), memberKind: 'advisory' }));
    // A post's author type, not a kind of member.
    await assertFails(doc.update({ ...submitApplication(), memberKind: 'editorial' }));
    await assertFails(doc.update({ ...submitApplication(), displayName: 'A' }));
    await assertFails(doc.update({ ...submitApplication(), displayName: 'x'.repeat(61) }));
    await assertFails(doc.update({ ...submitApplication(), bio: 'too short' }));
    await assertFails(doc.update({ ...submitApplication(), bio: 'x'.repeat(601) }));
    await assertFails(doc.update({ ...submitApplication(), country: 42 }));
    await assertFails(doc.update({ ...submitApplication(), applied: past }));
  });

  it('refuses an active member going back to pending', async () => {
    const db = actors.otherMember(getEnv()).firestore();
    await assertFails(db.doc('users/other').update(submitApplication()));
  });

  it('refuses changes to someone else’s profile, signed out, and from an admin client', async () => {
    await assertFails(actors.otherMember(getEnv()).firestore().doc('users/owner').update(submitApplication()));
    await assertFails(actors.signedOut(getEnv()).firestore().doc('users/owner').update(submitApplication()));
    // Admins approve through the reviewMember function, never by writing the document directly.
    await assertFails(actors.admin(getEnv()).firestore().doc('users/pending').update({ status: 'active' }));
  });
});

describe('users/{uid}: applying needs a verified address', () => {
  it('refuses the application from a token whose address is not verified, and accepts it once it is', async () => {
    const unverified = actors.unverifiedOwner(getEnv()).firestore().doc('users/owner');
    await assertFails(unverified.update(submitApplication()));
    // A token with no email_verified claim at all counts as unverified too.
    const noClaim = getEnv().authenticatedContext('owner', { email: 'owner@example.com' }).firestore();
    await assertFails(noClaim.doc('users/owner').update(submitApplication()));
    await assertSucceeds(actors.owner(getEnv()).firestore().doc('users/owner').update(submitApplication()));
  });

  it('refuses a pending member’s edit while their token is unverified', async () => {
    const unverified = getEnv().authenticatedContext('pending', {
      email: 'pending@example.com',
      email_verified: false,
    });
    const edit = { ...submitApplication(), bio: 'A new bio of more than twenty characters.' };
    await assertFails(unverified.firestore().doc('users/pending').update(edit));
    await assertSucceeds(actors.pendingMember(getEnv()).firestore().doc('users/pending').update(edit));
  });
});

describe('users/{uid}: the e-mail follows the account’s verified address', () => {
  // The owner after verifyBeforeUpdateEmail: the token carries the new address.
  const moved = (verified: boolean) =>
    getEnv()
      .authenticatedContext('owner', { email: 'new@example.com', email_verified: verified })
      .firestore()
      .doc('users/owner');

  it('lets the owner set the profile’s e-mail to their token’s verified address', async () => {
    await assertSucceeds(moved(true).update({ email: 'new@example.com' }));
  });

  it('refuses it while the token’s address is unverified', async () => {
    await assertFails(moved(false).update({ email: 'new@example.com' }));
  });

  it('refuses any other address than the token’s', async () => {
    await assertFails(moved(true).update({ email: 'someone-else@example.com' }));
  });

  it('refuses each other field of the profile beside it', async () => {
    // Each with a value it may hold: only its change beside the e-mail is wrong.
    const others: Record<Exclude<(typeof USER_FIELDS)[number], 'email'>, unknown> = {
      status: 'active',
      type: 'voice',
      created: serverTimestamp(),
      ...laterFields,
    };
    for (const [field, value] of Object.entries(others)) {
      await assertFails(moved(true).update({ email: 'new@example.com', [field]: value }));
    }
    await assertSucceeds(moved(true).update({ email: 'new@example.com' }));
  });

  it('refuses it on someone else’s profile, signed out, and from an admin client', async () => {
    const other = getEnv().authenticatedContext('other', { email: 'new@example.com', email_verified: true });
    await assertFails(other.firestore().doc('users/owner').update({ email: 'new@example.com' }));
    await assertFails(actors.signedOut(getEnv()).firestore().doc('users/owner').update({ email: 'new@example.com' }));
    await assertFails(actors.admin(getEnv()).firestore().doc('users/owner').update({ email: 'admin@example.com' }));
  });
});

describe('users/{uid}: delete', () => {
  it('is refused to everyone, the owner and admins included', async () => {
    for (const actor of [actors.signedOut, actors.owner, actors.otherMember, actors.admin]) {
      await assertFails(actor(getEnv()).firestore().doc('users/owner').delete());
    }
  });
});

describe('members/{uid} (public cards)', () => {
  beforeEach(() =>
    seed(getEnv(), {
      'members/other': memberCardDocument(past, {
        displayName: 'Kofi',
        type: 'peer',
        country: 'Ghana',
        bio: 'Editor.',
      }),
    }),
  );

  it('can be read and listed by anyone, signed in or not', async () => {
    await assertSucceeds(actors.signedOut(getEnv()).firestore().doc('members/other').get());
    const limit = LIMITS.query.members;
    await assertSucceeds(actors.signedOut(getEnv()).firestore().collection('members').limit(limit).get());
    await assertSucceeds(actors.owner(getEnv()).firestore().collection('members').limit(limit).get());
  });

  it('refuses a directory list above 25 (24 cards + 1) or without a limit, and accepts exactly 25', async () => {
    for (const actor of [actors.signedOut, actors.owner, actors.admin]) {
      const directory = actor(getEnv()).firestore().collection('members').where('type', '==', 'voice');
      await assertSucceeds(directory.limit(LIMITS.query.members).get());
      await assertFails(directory.limit(LIMITS.query.members + 1).get());
      await assertFails(directory.get());
    }
  });

  it('cannot be written from any client', async () => {
    for (const actor of [actors.signedOut, actors.owner, actors.otherMember, actors.admin]) {
      const db = actor(getEnv()).firestore();
      await assertFails(db.doc('members/owner').set({ displayName: 'Me', type: 'voice', country: 'Kenya', bio: 'x' }));
      await assertFails(db.doc('members/other').update({ type: 'advisory' }));
      await assertFails(db.doc('members/other').delete());
    }
  });
});

describe('users/{uid}: names in the application are trimmed text, never only spaces', () => {
  it('refuses an application whose display name is only spaces, and accepts it with a name', async () => {
    const doc = actors.owner(getEnv()).firestore().doc('users/owner');
    const spaces = ' '.repeat(LIMITS.application.displayName.min);
    await assertFails(doc.update({ ...submitApplication(), displayName: spaces }));
    await assertSucceeds(doc.update(submitApplication()));
  });

  it('refuses a display name or country with spaces around it, or a country of only spaces', async () => {
    const doc = actors.owner(getEnv()).firestore().doc('users/owner');
    await assertFails(doc.update({ ...submitApplication(), displayName: ' Amara Okafor ' }));
    await assertFails(doc.update({ ...submitApplication(), country: ' '.repeat(LIMITS.application.country.min) }));
    await assertFails(doc.update({ ...submitApplication(), country: 'Nigeria ' }));
    await assertSucceeds(doc.update({ ...submitApplication(), displayName: 'Ab', country: 'NG' }));
  });
});
