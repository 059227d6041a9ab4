import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import firebase from 'firebase/compat/app';
import { INSIGHT_KINDS, LIMITS } from '#shared/model/index.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { insightDocument } from '#shared/testing/documents.ts';

const { db, audited, seed } = useContentRules(() => ({
  'insights/live': insightDocument(past),
  'insights/hidden': insightDocument(past, { published: false, title: 'A draft of our news' }),
}));

/** An admin's writes of one insight, each with its audit entry. */
const adminInsight = (id: string) => {
  const admin = audited();
  const path = `insights/${id}`;
  return {
    set: (data: Record<string, unknown>) => admin.set(path, data, 'createInsight'),
    update: (change: Record<string, unknown>) => admin.update(path, change, 'editInsight'),
    delete: () => admin.delete(path, 'deleteInsight'),
  };
};

const insight = (overrides: Record<string, unknown> = {}) => ({
  ...insightDocument(serverTimestamp()),
  date: past,
  ...overrides,
});

/** A kind's page as the web app asks for it. */
const kindPage = (actor: Parameters<typeof db>[0], limit: number = LIMITS.query.insights) =>
  db(actor)
    .collection('insights')
    .where('kind', '==', 'press')
    .where('published', '==', true)
    .orderBy('date', 'desc')
    .limit(limit);

describe('insights: reads', () => {
  it('show published items to everyone, a kind’s page in one query of up to 100', async () => {
    for (const actor of everyone) {
      await assertSucceeds(db(actor).doc('insights/live').get());
      await assertSucceeds(kindPage(actor).get());
    }
  });

  it('refuse a page of 101, and a list without a limit, to all but admins', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(kindPage(actor, LIMITS.query.insights + 1).get());
      await assertFails(db(actor).collection('insights').where('published', '==', true).orderBy('date', 'desc').get());
    }
  });

  it('hide an unpublished item, and a list that could hold one, from all but admins', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('insights/hidden').get());
      await assertFails(db(actor).collection('insights').limit(LIMITS.query.insights).get());
    }
    await assertSucceeds(db('admin').doc('insights/hidden').get());
    await assertSucceeds(db('admin').collection('insights').orderBy('date', 'desc').get());
  });
});

describe('insights: writes', () => {
  it('are an admin’s alone: create, update, delete', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('insights/new').set(insight()));
      await assertFails(db(actor).doc('insights/live').update({ published: false, updated: serverTimestamp() }));
      await assertFails(db(actor).doc('insights/live').delete());
    }
    await assertSucceeds(adminInsight('new').set(insight()));
    await assertSucceeds(adminInsight('live').update({ published: false, updated: serverTimestamp() }));
    await assertSucceeds(adminInsight('live').delete());
  });

  it('are refused without their audit entry', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('insights/new').set(insight()));
    await assertFails(admin.doc('insights/live').update({ published: false, updated: serverTimestamp() }));
    await assertFails(admin.doc('insights/live').delete());
  });

  it('take every kind of the pages, and refuse another', async () => {
    for (const kind of INSIGHT_KINDS) await assertSucceeds(adminInsight(`new-${kind}`).set(insight({ kind })));
    await assertFails(adminInsight('new').set(insight({ kind: 'gossip' })));
  });

  // Each attempt creates a document of its own: a set over an existing one would be an update.
  it('refuse an invalid item, one field at a time, even from an admin', async () => {
    await assertSucceeds(
      adminInsight('shortest').set(insight({ title: 'Abc', byline: 'Ab', summary: 'Ten chars.', body: 'x' })),
    );
    for (const [index, wrong] of [
      { title: 'Ab' },
      { title: ' Padded title ' },
      { title: 'x'.repeat(LIMITS.insight.title.max + 1) },
      { byline: 'A' },
      { summary: 'Too short' },
      { summary: 'x'.repeat(LIMITS.insight.summary.max + 1) },
      { body: '' },
      { body: 'x'.repeat(LIMITS.insight.body.max + 1) },
      { date: '2026-01-01' },
      { published: 'yes' },
      { tags: 'Profile' },
      // A map of one has size 1, inside the limit: only the clause that topics are a list refuses it.
      { tags: { first: 'Profile' } },
      { tags: Array(LIMITS.insight.tags + 1).fill('Profile') },
      { tags: ['Profile', ' Padded '] },
      { tags: ['x'.repeat(LIMITS.insight.tag.max + 1)] },
      { author: 'Someone' },
      { created: past },
    ].entries()) {
      await assertFails(adminInsight(`wrong-${index}`).set(insight(wrong)));
    }
    await assertSucceeds(
      adminInsight('longest').set(
        insight({ tags: Array(LIMITS.insight.tags).fill('x'.repeat(LIMITS.insight.tag.max)) }),
      ),
    );
  });

  it('accept from none to six topics', async () => {
    const tags = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    for (let count = 0; count <= tags.length; count += 1) {
      await assertSucceeds(adminInsight(`topics-${count}`).set(insight({ tags: tags.slice(0, count) })));
    }
  });

  it('check each of six topics: an empty one at any place is refused', async () => {
    const tags = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    await assertSucceeds(adminInsight('six').set(insight({ tags })));
    for (let index = 0; index < tags.length; index += 1) {
      const blank = tags.map((tag, at) => (at === index ? '' : tag));
      await assertFails(adminInsight(`blank-${index}`).set(insight({ tags: blank })));
    }
  });

  it('refuse an update without the server time, or changing the creation date', async () => {
    const doc = adminInsight('live');
    await assertFails(doc.update({ published: false }));
    await assertFails(doc.update({ published: false, updated: serverTimestamp(), created: serverTimestamp() }));
    await assertSucceeds(doc.update({ published: false, updated: serverTimestamp() }));
  });

  it('refuse an update of an item whose stored date is text, until it is a timestamp', async () => {
    await seed({ 'insights/live': { ...insightDocument(past), date: '2026-01-01' } });
    await assertFails(adminInsight('live').update({ title: 'A new title', updated: serverTimestamp() }));
    await seed({ 'insights/live': insightDocument(past) });
    await assertSucceeds(adminInsight('live').update({ title: 'A new title', updated: serverTimestamp() }));
  });

  it('refuse an update of an item whose stored creation date is not a timestamp', async () => {
    await seed({ 'insights/live': { ...insightDocument(past), created: '2026-01-01' } });
    await assertFails(adminInsight('live').update({ title: 'A new title', updated: serverTimestamp() }));
  });
});

describe('insights: searchWords are the indexing trigger’s alone', () => {
  const change = { summary: 'A profile of the company, revised.', updated: serverTimestamp() };

  beforeEach(() => seed({ 'insights/indexed': { ...insightDocument(past), searchWords: ['local', 'editors'] } }));

  it('refuses an admin’s new item that carries searchWords; the same without is accepted', async () => {
    await assertFails(adminInsight('new').set(insight({ searchWords: ['local'] })));
    await assertSucceeds(adminInsight('new').set(insight()));
  });

  it('lets an admin edit an item that has them, leaving them as they are, and refuses changing, removing or adding them', async () => {
    await assertSucceeds(adminInsight('indexed').update(change));
    await assertFails(adminInsight('indexed').update({ ...change, searchWords: ['made', 'up'] }));
    await assertFails(
      adminInsight('indexed').update({ ...change, searchWords: firebase.firestore.FieldValue.delete() }),
    );
    await assertFails(adminInsight('live').update({ ...change, searchWords: ['local'] }));
    await assertSucceeds(adminInsight('live').update(change));
  });
});
