import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS, MEDIA_COLLECTION, mediaAddress, type ImagePurpose, type MediaRecord } from '#shared/model/index.ts';
import { ADMIN_UID, REVOKED_ADMIN_UID } from './audited-writes';
import { allBut, everyone, past, serverTimestamp, uidOf, useContentRules } from './content-actors';
import { teamMemberDocument } from '#shared/testing/documents.ts';

/** An upload as uploadImage records it (media/{id}), unattached: its address and its record's path and data. */
const upload = (name: string, purpose: ImagePurpose, owner: string) => {
  const id = name.padEnd(20, '0');
  const address = mediaAddress({ purpose, id, width: 512, height: 512, placeholder: '#7a3b69' });
  const record: MediaRecord<Date> = {
    owner,
    purpose,
    address,
    created: past,
    expireAt: new Date(past.getTime() + 24 * 3600_000),
    usedBy: [],
  };
  return { address, path: `${MEDIA_COLLECTION}/${id}`, record };
};

/** Portraits uploaded for the team (and others), by an admin, a revoked admin while they were one, a voice. */
const portraits = {
  team: upload('teamPortrait', 'team-portrait', ADMIN_UID),
  otherTeam: upload('otherTeamPortrait', 'team-portrait', ADMIN_UID),
  revokedAdminsTeam: upload('revokedTeamPortrait', 'team-portrait', REVOKED_ADMIN_UID),
  board: upload('boardPortrait', 'advisory-portrait', ADMIN_UID),
  voiceOwn: upload('voicePortrait', 'portrait', 'voice'),
  /** No record: never uploaded, expired, or deleted since. */
  missing: upload('missingPortrait', 'team-portrait', ADMIN_UID),
};

const { db, audited, seed } = useContentRules(() => ({
  'teamMembers/live': teamMemberDocument(past),
  'teamMembers/hidden': teamMemberDocument(past, { published: false, name: 'A new editor' }),
  ...Object.fromEntries(
    Object.values(portraits)
      .filter((portrait) => portrait !== portraits.missing)
      .map(({ path, record }) => [path, record]),
  ),
}));

/** An admin's writes of one team member, each with its audit entry. */
const adminMember = (id: string) => {
  const admin = audited();
  const path = `teamMembers/${id}`;
  return {
    set: (data: Record<string, unknown>) => admin.set(path, data, 'createTeamMember'),
    update: (change: Record<string, unknown>) => admin.update(path, change, 'editTeamMember'),
    delete: () => admin.delete(path, 'deleteTeamMember'),
  };
};

const member = (overrides: Record<string, unknown> = {}) => ({
  ...teamMemberDocument(serverTimestamp()),
  ...overrides,
});

/** The team page as the web app asks for it. */
const teamPage = (actor: Parameters<typeof db>[0], limit: number = LIMITS.query.teamMembers) =>
  db(actor).collection('teamMembers').where('published', '==', true).orderBy('order').limit(limit);

describe('team members: reads', () => {
  it('show published members to everyone, the page in one query of up to 100', async () => {
    for (const actor of everyone) {
      await assertSucceeds(db(actor).doc('teamMembers/live').get());
      await assertSucceeds(teamPage(actor).get());
    }
  });

  it('refuse a page of 101, and a list without a limit, to all but admins', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(teamPage(actor, LIMITS.query.teamMembers + 1).get());
      await assertFails(db(actor).collection('teamMembers').where('published', '==', true).orderBy('order').get());
    }
  });

  it('hide an unpublished member, and a list that could hold one, from all but admins', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('teamMembers/hidden').get());
      await assertFails(db(actor).collection('teamMembers').limit(LIMITS.query.teamMembers).get());
    }
    await assertSucceeds(db('admin').doc('teamMembers/hidden').get());
    await assertSucceeds(db('admin').collection('teamMembers').orderBy('order').get());
  });
});

describe('team members: writes', () => {
  it('are an admin’s alone: create, update, delete', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('teamMembers/new').set(member()));
      await assertFails(db(actor).doc('teamMembers/live').update({ published: false, updated: serverTimestamp() }));
      await assertFails(db(actor).doc('teamMembers/live').delete());
    }
    await assertSucceeds(adminMember('new').set(member()));
    await assertSucceeds(adminMember('live').update({ published: false, updated: serverTimestamp() }));
    await assertSucceeds(adminMember('live').delete());
  });

  it('are refused without their audit entry', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('teamMembers/new').set(member()));
    await assertFails(admin.doc('teamMembers/live').update({ published: false, updated: serverTimestamp() }));
    await assertFails(admin.doc('teamMembers/live').delete());
  });

  // Each attempt creates a document of its own: a set over an existing one would be an update.
  it('refuse an invalid member, one field at a time, even from an admin', async () => {
    await assertSucceeds(
      adminMember('shortest').set(member({ name: 'Ab', role: 'Ed', bio: 'Ten chars.', languages: [], order: 0 })),
    );
    for (const [index, wrong] of [
      { name: 'A' },
      { name: ' Padded name ' },
      { name: 'x'.repeat(LIMITS.teamMember.name.max + 1) },
      { role: 'E' },
      { role: 'x'.repeat(LIMITS.teamMember.role.max + 1) },
      { bio: 'Too short' },
      { bio: 'x'.repeat(LIMITS.teamMember.bio.max + 1) },
      { languages: 'Igbo' },
      // A map of one has size 1, inside the limit: only the clause that languages are a list refuses it.
      { languages: { first: 'Igbo' } },
      { languages: Array(LIMITS.teamMember.languages + 1).fill('Igbo') },
      { languages: ['Igbo', ' Twi '] },
      { languages: ['x'.repeat(LIMITS.teamMember.language.max + 1)] },
      { order: -1 },
      { order: LIMITS.teamMember.order.max + 1 },
      { order: 1.5 },
      { order: '1' },
      { published: 'yes' },
      { photoUrl: 'https://example.org/portrait.jpg' },
      { photoUrl: 42 },
      { created: past },
    ].entries()) {
      await assertFails(adminMember(`wrong-${index}`).set(member(wrong)));
    }
    await assertSucceeds(
      adminMember('longest').set(
        member({
          name: 'x'.repeat(LIMITS.teamMember.name.max),
          role: 'x'.repeat(LIMITS.teamMember.role.max),
          bio: 'x'.repeat(LIMITS.teamMember.bio.max),
          languages: Array(LIMITS.teamMember.languages).fill('x'.repeat(LIMITS.teamMember.language.max)),
          order: LIMITS.teamMember.order.max,
        }),
      ),
    );
  });

  it('accept from none to six languages, and check each: an empty one at any place is refused', async () => {
    const languages = ['Igbo', 'Twi', 'French', 'Shona', 'Somali', 'Arabic'];
    for (let count = 0; count <= languages.length; count += 1) {
      await assertSucceeds(adminMember(`languages-${count}`).set(member({ languages: languages.slice(0, count) })));
    }
    for (let index = 0; index < languages.length; index += 1) {
      const blank = languages.map((language, at) => (at === index ? '' : language));
      await assertFails(adminMember(`blank-${index}`).set(member({ languages: blank })));
    }
  });

  it('refuse an update without the server time, or changing the creation date', async () => {
    const doc = adminMember('live');
    await assertFails(doc.update({ order: 2 }));
    await assertFails(doc.update({ order: 2, updated: serverTimestamp(), created: serverTimestamp() }));
    await assertSucceeds(doc.update({ order: 2, updated: serverTimestamp() }));
  });

  it('refuse an update of a member whose stored order is text, until it is a number', async () => {
    await seed({ 'teamMembers/live': { ...teamMemberDocument(past), order: '1' } });
    await assertFails(adminMember('live').update({ role: 'Editor', updated: serverTimestamp() }));
    await seed({ 'teamMembers/live': teamMemberDocument(past) });
    await assertSucceeds(adminMember('live').update({ role: 'Editor', updated: serverTimestamp() }));
  });

  it('refuse an update of a member whose stored creation date is not a timestamp', async () => {
    await seed({ 'teamMembers/live': { ...teamMemberDocument(past), created: '2026-01-01' } });
    await assertFails(adminMember('live').update({ role: 'Editor', updated: serverTimestamp() }));
  });
});

describe('team members: portraits (team-portrait uploads, as the board’s)', () => {
  const portraitEdit = (actor: Parameters<typeof audited>[0], photoUrl: unknown) =>
    audited(actor).update('teamMembers/live', { photoUrl, updated: serverTimestamp() }, 'editTeamMember');

  it('an admin puts a team-portrait upload on a new member and on an edit, replaces it, and takes it off', async () => {
    await assertSucceeds(adminMember('new').set(member({ photoUrl: portraits.team.address })));
    await assertSucceeds(portraitEdit('admin', portraits.otherTeam.address));
    await assertSucceeds(portraitEdit('admin', portraits.team.address));
    await assertSucceeds(portraitEdit('admin', ''));
  });

  it('an admin may use another admin’s team portrait: the purpose is the admins’ (adminPurposes)', async () => {
    await assertSucceeds(portraitEdit('admin', portraits.revokedAdminsTeam.address));
  });

  it('refuses a portrait that is no team-portrait upload, even from an admin: a board portrait, a member’s own, a missing one', async () => {
    await assertFails(adminMember('board').set(member({ photoUrl: portraits.board.address })));
    await assertFails(portraitEdit('admin', portraits.board.address));
    await assertFails(portraitEdit('admin', portraits.voiceOwn.address));
    await assertFails(portraitEdit('admin', portraits.missing.address));
    // The record's id with another size: not the address uploadImage made.
    await assertFails(portraitEdit('admin', portraits.team.address.replace('_512x512_', '_512x513_')));
    await assertSucceeds(portraitEdit('admin', portraits.team.address));
  });

  it('refuses an address that is not one of the site’s images, even from an admin', async () => {
    for (const photoUrl of ['https://example.org/adaeze.jpg', 'javascript:alert(1)', '//evil.example/a.jpg', 42]) {
      await assertFails(portraitEdit('admin', photoUrl));
    }
    await assertSucceeds(portraitEdit('admin', '/community/team/adaeze.png'));
  });

  it('refuses a portrait from everyone but admins, a revoked admin’s own upload and their audit entry included', async () => {
    for (const actor of allBut('admin')) {
      const own = actor === 'revokedAdmin' ? portraits.revokedAdminsTeam : portraits.team;
      await assertFails(portraitEdit(actor, own.address));
      await assertFails(
        audited(actor).set(
          `teamMembers/of-${uidOf[actor] ?? 'nobody'}`,
          member({ photoUrl: own.address }),
          'createTeamMember',
        ),
      );
    }
    await assertSucceeds(portraitEdit('admin', portraits.team.address));
  });

  it('keeps a portrait as it was on an edit of another field, though its upload’s record has gone', async () => {
    await seed({ 'teamMembers/live': teamMemberDocument(past, { photoUrl: portraits.missing.address }) });
    await assertSucceeds(adminMember('live').update({ role: 'Editor', updated: serverTimestamp() }));
  });
});
