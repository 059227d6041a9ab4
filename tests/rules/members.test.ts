import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  LIMITS,
  MEMBER_LINKS,
  MEDIA_COLLECTION,
  mediaAddress,
  type ImagePurpose,
  type MediaRecord,
  type MemberStatus,
  type MemberType,
} from '#shared/model/index.ts';
import { countedWrites } from './counted-writes';
import { actors, seed, useRulesEnv } from './rules-env';
import { memberCardDocument, userProfileDocument } from '#shared/testing/documents.ts';

const limits = LIMITS.card;

const joined = new Date('2026-01-01T00:00:00Z');

const card = memberCardDocument(joined, {
  displayName: 'Amara Okafor',
  bio: 'Poet and essayist writing about Lagos, memory and migration.',
});
const edit = { country: 'Ghana', bio: 'Poet and essayist, now writing from Accra.' };
const user = (email: string, status: MemberStatus, type: MemberType | null) =>
  userProfileDocument(email, joined, { status, type });

/** An upload (media/{id}) as uploadImage records it, unattached; ids are 20 letters and digits. */
const upload = (name: string, purpose: ImagePurpose, owner: string) => {
  const id = name.padEnd(20, '0');
  const address = mediaAddress({ purpose, id, width: 384, height: 384, placeholder: '#8a6a50' });
  const record: MediaRecord<Date> = {
    owner,
    purpose,
    address,
    created: joined,
    expireAt: new Date(joined.getTime() + 24 * 3600_000),
    usedBy: [],
  };
  return { address, path: `${MEDIA_COLLECTION}/${id}`, record };
};
const portraits = {
  own: upload('ownPortrait', 'portrait', 'owner'),
  others: upload('otherPortrait', 'portrait', 'other'),
  ownCover: upload('ownCover', 'post-cover', 'owner'),
};

const getEnv = useRulesEnv(() => ({
  ...Object.fromEntries(Object.values(portraits).map(({ path, record }) => [path, record])),
  'users/owner': user('owner@example.com', 'active', 'voice'),
  'users/other': user('other@example.com', 'active', 'peer'),
  'users/pending': user('pending@example.com', 'pending', null),
  'members/owner': card,
  'members/other': { ...card, displayName: 'Kofi Boateng', type: 'peer' },
}));

const counted = countedWrites(getEnv);
/** A card as `actor` writes it: each edit with the actor's counter step (rate-limits.test.ts). */
const cardOf = (actor: keyof typeof actors, uid: string) => {
  const context = actors[actor](getEnv());
  const db = context.firestore();
  const ref = db.doc(`members/${uid}`);
  const edit = counted.doc({ db, uid: actorUid[actor], action: 'cardEdit' }, ref.path);
  return { get: () => ref.get(), set: edit.set, update: edit.update, delete: () => ref.delete() };
};
const actorUid: Record<keyof typeof actors, string> = {
  signedOut: 'nobody',
  owner: 'owner',
  unverifiedOwner: 'owner',
  otherMember: 'other',
  pendingMember: 'pending',
  admin: 'admin',
  revokedAdmin: 'revoked',
};

describe('members/{uid}: read', () => {
  it('lets anyone, signed out included, read a card and list a directory by type', async () => {
    for (const actor of ['signedOut', 'owner', 'pendingMember', 'admin'] as const) {
      const db = actors[actor](getEnv()).firestore();
      await assertSucceeds(db.doc('members/other').get());
      await assertSucceeds(
        db.collection('members').where('type', '==', 'voice').orderBy('displayName').limit(24).get(),
      );
    }
  });
});

describe('members/{uid}: the owner edits the words on their card', () => {
  it('lets an active owner change country and bio', async () => {
    await assertSucceeds(cardOf('owner', 'owner').update(edit));
    await assertSucceeds(cardOf('owner', 'owner').update({ bio: 'A bio that is long enough to pass.' }));
  });

  it('refuses a change of type or joined date, or any new field', async () => {
    await assertFails(cardOf('owner', 'owner').update({ type: 'auntie' }));
    await assertFails(cardOf('owner', 'owner').update({ ...edit, type: 'advisory' }));
    await assertFails(cardOf('owner', 'owner').update({ joined: new Date('2026-02-02T00:00:00Z') }));
    await assertFails(cardOf('owner', 'owner').update({ ...edit, email: 'owner@example.com' }));
    await assertFails(cardOf('owner', 'owner').update({ admin: true }));
  });

  it('refuses values outside the onboarding limits', async () => {
    const doc = cardOf('owner', 'owner');
    await assertFails(doc.update({ displayName: 'A' }));
    await assertFails(doc.update({ displayName: 'x'.repeat(limits.displayName.max + 1) }));
    await assertFails(doc.update({ country: 'X' }));
    await assertFails(doc.update({ country: 'x'.repeat(limits.country.max + 1) }));
    await assertFails(doc.update({ bio: 'too short' }));
    await assertFails(doc.update({ bio: 'x'.repeat(limits.bio.max + 1) }));
    await assertFails(doc.update({ displayName: 42 }));
    await assertFails(doc.update({ bio: null }));
  });

  it('refuses words that are not text, even of an allowed length, and accepts the same as text', async () => {
    // A list of two has size 2, inside the country's limits: only the clause that it is text refuses it.
    await assertFails(cardOf('owner', 'owner').update({ country: ['Ghana', 'Togo'] }));
    await assertSucceeds(cardOf('owner', 'owner').update({ country: 'Ghana, Togo' }));
  });

  it('accepts the limits themselves', async () => {
    const doc = cardOf('owner', 'owner');
    await assertSucceeds(doc.update({ country: 'x'.repeat(limits.country.max), bio: 'x'.repeat(limits.bio.min) }));
    await assertSucceeds(doc.update({ country: 'Ab', bio: 'x'.repeat(limits.bio.max) }));
  });

  it('refuses an owner who is no longer active', async () => {
    await seed(getEnv(), { 'users/owner': user('owner@example.com', 'pending', null) });
    await assertFails(cardOf('owner', 'owner').update(edit));
  });

  it('refuses the owner of a card who has no profile at all, and accepts them once it is active', async () => {
    // Behind an equivalent mutant (tools/rules-mutations/equivalent.ts): reading a missing profile
    // denies, with or without the exists() check.
    await getEnv().clearFirestore();
    await seed(getEnv(), { 'members/owner': card });
    await assertFails(cardOf('owner', 'owner').update(edit));
    await seed(getEnv(), { 'users/owner': user('owner@example.com', 'active', 'voice') });
    await assertSucceeds(cardOf('owner', 'owner').update(edit));
  });

  it('refuses replacing the whole card through set()', async () => {
    await assertFails(cardOf('owner', 'owner').set({ ...edit }));
  });
});

describe('members/{uid}: nobody else writes a card', () => {
  it('refuses edits of someone else’s card, signed out, pending and from an admin client', async () => {
    await assertFails(cardOf('otherMember', 'owner').update(edit));
    await assertFails(cardOf('signedOut', 'owner').update(edit));
    await assertFails(cardOf('pendingMember', 'owner').update(edit));
    // Cards change type only through reviewMember (Admin SDK), never from an admin's browser.
    await assertFails(cardOf('admin', 'owner').update(edit));
    await assertFails(cardOf('admin', 'owner').update({ type: 'advisory' }));
  });

  it('refuses creating a card to everyone, the would-be owner and admins included', async () => {
    await assertFails(cardOf('pendingMember', 'pending').set({ ...card, displayName: 'Pending Person' }));
    await assertFails(cardOf('signedOut', 'new').set(card));
    await assertFails(cardOf('admin', 'pending').set(card));
    await getEnv().clearFirestore();
    await seed(getEnv(), { 'users/owner': user('owner@example.com', 'active', 'voice') });
    await assertFails(cardOf('owner', 'owner').set(card));
  });

  it('refuses deleting a card to everyone, the owner and admins included', async () => {
    for (const actor of ['signedOut', 'owner', 'otherMember', 'pendingMember', 'admin'] as const) {
      await assertFails(cardOf(actor, 'owner').delete());
    }
  });
});

describe('members/{uid}: the card’s names are trimmed text, never only spaces', () => {
  it('refuses every new display name from the owner, valid or not: it changes through a name request', async () => {
    const doc = cardOf('owner', 'owner');
    await assertFails(doc.update({ displayName: ' '.repeat(limits.displayName.min) }));
    await assertFails(doc.update({ displayName: ' Amara ' }));
    await assertFails(doc.update({ displayName: 'Ab' }));
    await assertFails(doc.update({ ...edit, displayName: 'Amara O.' }));
    await assertSucceeds(doc.update({ ...edit, displayName: card.displayName }));
  });

  it('refuses a country of only spaces, and accepts a two-letter one', async () => {
    const doc = cardOf('owner', 'owner');
    await assertFails(doc.update({ country: ' '.repeat(limits.country.min) }));
    await assertSucceeds(doc.update({ country: 'GH' }));
  });
});

describe('members/{uid}: the owner’s portrait (portraitUrl, IMAGE_FIELDS.members)', () => {
  it('takes their own portrait upload, and the portrait taken off again', async () => {
    await assertSucceeds(cardOf('owner', 'owner').update({ portraitUrl: portraits.own.address }));
    await assertSucceeds(cardOf('owner', 'owner').update({ ...edit, portraitUrl: '' }));
  });

  it('refuses another member’s portrait, their own upload of another purpose and a missing upload', async () => {
    await assertFails(cardOf('owner', 'owner').update({ portraitUrl: portraits.others.address }));
    await assertFails(cardOf('owner', 'owner').update({ portraitUrl: portraits.ownCover.address }));
    await assertFails(
      cardOf('owner', 'owner').update({ portraitUrl: portraits.own.address.replace('ownPortrait', 'noUpload000') }),
    );
    // The other member may use theirs on their own card.
    await assertSucceeds(cardOf('otherMember', 'other').update({ portraitUrl: portraits.others.address }));
  });

  it('takes a seeded /community/ image as the other image fields do, and no other path or value', async () => {
    await assertSucceeds(cardOf('owner', 'owner').update({ portraitUrl: '/community/portraits/amara.webp' }));
    await assertFails(cardOf('owner', 'owner').update({ portraitUrl: '/media/portraits/amara.webp' }));
    await assertFails(cardOf('owner', 'owner').update({ portraitUrl: 'https://example.com/amara.jpg' }));
    await assertFails(cardOf('owner', 'owner').update({ portraitUrl: 42 }));
    await assertFails(cardOf('owner', 'owner').update({ portraitUrl: null }));
  });

  it('keeps an edit of the words passing when the card’s portrait has lost its upload record', async () => {
    await seed(getEnv(), { 'members/owner': { ...card, portraitUrl: portraits.own.address } });
    await getEnv().withSecurityRulesDisabled((context) => context.firestore().doc(portraits.own.path).delete());
    await assertSucceeds(cardOf('owner', 'owner').update(edit));
  });

  it('counts a change of portrait as a card edit: none without its step, none past the day’s limit', async () => {
    const db = actors.owner(getEnv()).firestore();
    await assertFails(db.doc('members/owner').update({ portraitUrl: portraits.own.address }));
    const { max } = LIMITS.rate.cardEdit;
    await seed(getEnv(), {
      'rateLimits/owner': {
        cardEdit: { windowStart: new Date(), count: max, last: new Date(), target: 'members/owner' },
      },
    });
    await assertFails(cardOf('owner', 'owner').update({ portraitUrl: portraits.own.address }));
  });

  it('refuses the portrait to anyone but the card’s owner, an admin’s client included', async () => {
    await assertFails(cardOf('otherMember', 'owner').update({ portraitUrl: portraits.others.address }));
    await assertFails(cardOf('admin', 'owner').update({ portraitUrl: '' }));
    await assertFails(cardOf('signedOut', 'owner').update({ portraitUrl: '' }));
  });
});

describe('members/{uid}: the owner’s links (MEMBER_LINKS)', () => {
  const three = ['https://amara.example.com', 'https://www.instagram.com/amara.writes/', 'https://substack.com/@amara'];

  it('takes one, two or three https addresses of a named host, and none again', async () => {
    await assertSucceeds(cardOf('owner', 'owner').update({ links: three }));
    await assertSucceeds(cardOf('owner', 'owner').update({ links: three.slice(0, 2) }));
    await assertSucceeds(cardOf('owner', 'owner').update({ ...edit, links: three.slice(0, 1) }));
    await assertSucceeds(cardOf('owner', 'owner').update({ links: [] }));
  });

  it('checks the last link of a shorter list too', async () => {
    await assertFails(cardOf('owner', 'owner').update({ links: ['http://amara.example.com'] }));
    await assertFails(cardOf('owner', 'owner').update({ links: [three[0], 'http://amara.example.com'] }));
  });

  it('refuses a fourth link, and a list that is not a list of text', async () => {
    await assertFails(cardOf('owner', 'owner').update({ links: [...three, 'https://amara.example.org'] }));
    await assertFails(cardOf('owner', 'owner').update({ links: 'https://amara.example.com' }));
    await assertFails(cardOf('owner', 'owner').update({ links: { 0: 'https://amara.example.com' } }));
    // Empty, so no place is checked: only the clause that it is a list refuses them.
    await assertFails(cardOf('owner', 'owner').update({ links: '' }));
    await assertFails(cardOf('owner', 'owner').update({ links: {} }));
    await assertFails(cardOf('owner', 'owner').update({ links: ['https://amara.example.com', 42] }));
  });

  it.each([0, 1, 2])('checks the link at place %i as well as the others', async (place) => {
    for (const bad of [
      'http://amara.example.com',
      'javascript:alert(1)',
      '/voa/members/amara',
      'https://bank.example@evil.test',
      'https://localhost/amara',
      'https://amara.example.com/a b',
      'https://.example.com',
      'https://amara./page',
      'https://amara.example.com:',
      'https://amara.example.com:443a',
      `https://amara.example.com/${'a'.repeat(MEMBER_LINKS.length)}`,
    ]) {
      const links = [...three];
      links[place] = bad;
      await assertFails(cardOf('owner', 'owner').update({ links }));
    }
  });

  it('takes a link of MEMBER_LINKS.length characters, the most, and not one longer', async () => {
    const longest = `https://amara.example.com/${'a'.repeat(MEMBER_LINKS.length - 'https://amara.example.com/'.length)}`;
    await assertSucceeds(cardOf('owner', 'owner').update({ links: [longest] }));
    await assertFails(cardOf('owner', 'owner').update({ links: [`${longest}a`] }));
  });

  it('refuses links to anyone but the card’s owner, an admin’s client included', async () => {
    await assertFails(cardOf('otherMember', 'owner').update({ links: three }));
    await assertFails(cardOf('admin', 'owner').update({ links: three }));
    await assertFails(cardOf('signedOut', 'owner').update({ links: three }));
  });
});
