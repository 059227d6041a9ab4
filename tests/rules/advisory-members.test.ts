import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { allBut, dbOf, everyone, past, seedActors, serverTimestamp, type ContentActor } from './content-actors';
import { seed, useRulesEnv } from './rules-env';

const getEnv = useRulesEnv();
const db = (actor: ContentActor) => dbOf(getEnv(), actor);

const advisor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Efua Asante',
  role: 'Chair of the advisory board',
  bio: 'Editor-in-chief at Sankofa Editorial.',
  photoUrl: '/community/advisory/efua.png',
  links: [{ label: 'Website', url: 'https://example.com' }],
  order: 1,
  created: serverTimestamp(),
  updated: serverTimestamp(),
  ...overrides,
});

beforeEach(async () => {
  await seedActors(getEnv());
  await seed(getEnv(), { 'advisoryMembers/efua': { ...advisor(), created: past, updated: past } });
});

describe('advisoryMembers', () => {
  it('can be read and listed by everyone', async () => {
    for (const actor of everyone) {
      await assertSucceeds(db(actor).doc('advisoryMembers/efua').get());
      await assertSucceeds(db(actor).collection('advisoryMembers').orderBy('order').get());
    }
  });

  it('is written by admins only: create, update, delete', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('advisoryMembers/new').set(advisor()));
      await assertFails(db(actor).doc('advisoryMembers/efua').update({ order: 2, updated: serverTimestamp() }));
      await assertFails(db(actor).doc('advisoryMembers/efua').delete());
    }
    await assertSucceeds(
      db('admin')
        .doc('advisoryMembers/new')
        .set(advisor({ links: [], photoUrl: '' })),
    );
    await assertSucceeds(db('admin').doc('advisoryMembers/efua').update({ order: 2, updated: serverTimestamp() }));
    await assertSucceeds(db('admin').doc('advisoryMembers/efua').delete());
  });

  it('refuses an invalid entry, even from an admin', async () => {
    const doc = db('admin').doc('advisoryMembers/new');
    await assertFails(doc.set(advisor({ name: 'E' })));
    await assertFails(doc.set(advisor({ bio: 'short' })));
    await assertFails(doc.set(advisor({ links: Array(6).fill({ label: 'x', url: 'https://example.com' }) })));
    await assertFails(doc.set(advisor({ links: 'https://example.com' })));
    await assertFails(doc.set(advisor({ order: '1' })));
    await assertFails(doc.set(advisor({ photoUrl: 'javascript:void(0)' })));
    await assertFails(doc.set(advisor({ email: 'efua@example.com' })));
    await assertFails(doc.set(advisor({ created: past })));
  });
});
