import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { LIMITS } from '#shared/model/index.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import firebase from 'firebase/compat/app';
import { countedAs } from './counted-writes';
import { bannedBookDocument } from '#shared/testing/documents.ts';

const { getEnv, db, audited, seed } = useContentRules(() => ({
  'bannedBooks/approved': bannedBookDocument(past, { status: 'approved', proposedBy: 'admin' }),
  'bannedBooks/proposed': bannedBookDocument(past, { status: 'proposed', proposedBy: 'peer' }),
}));
/** A member's proposal carries their counter step (rate-limits.test.ts). */
const proposing = countedAs(getEnv, 'proposal');

type Data = Record<string, unknown>;
/** An admin's writes of one entry, each with its audit entry (editBannedBook unless named). */
const adminBook = (id: string) => {
  const admin = audited();
  return {
    set: (data: Data) => admin.set(`bannedBooks/${id}`, data, 'createBannedBook'),
    update: (change: Data, action = 'editBannedBook') => admin.update(`bannedBooks/${id}`, change, action),
    delete: () => admin.delete(`bannedBooks/${id}`, 'deleteBannedBook'),
  };
};

/** What a member sends to propose an entry (peer's, unless overridden). */
const entry = (overrides: Data = {}) => ({
  ...bannedBookDocument(serverTimestamp(), { status: 'proposed', proposedBy: 'peer' }),
  ...overrides,
});

describe('bannedBooks: get', () => {
  it('shows approved entries to everyone', async () => {
    for (const actor of everyone) await assertSucceeds(db(actor).doc('bannedBooks/approved').get());
  });

  it('shows a proposal only to its proposer and admins', async () => {
    await assertSucceeds(db('peer').doc('bannedBooks/proposed').get());
    await assertSucceeds(db('admin').doc('bannedBooks/proposed').get());
    for (const actor of allBut('peer', 'admin')) await assertFails(db(actor).doc('bannedBooks/proposed').get());
  });
});

describe('bannedBooks: list', () => {
  it('lets anyone list approved entries when the query asks only for them', async () => {
    for (const actor of everyone) {
      await assertSucceeds(
        db(actor)
          .collection('bannedBooks')
          .where('status', '==', 'approved')
          .orderBy('year', 'desc')
          .limit(LIMITS.query.bannedBooks)
          .get(),
      );
    }
  });

  it('refuses a public list above 13 or without a limit, and accepts exactly 13', async () => {
    for (const actor of allBut('admin')) {
      const approved = db(actor).collection('bannedBooks').where('status', '==', 'approved').orderBy('year', 'desc');
      await assertSucceeds(approved.limit(LIMITS.query.bannedBooks).get());
      await assertFails(approved.limit(LIMITS.query.bannedBooks + 1).get());
      await assertFails(approved.get());
    }
    const own = db('peer').collection('bannedBooks').where('proposedBy', '==', 'peer');
    await assertSucceeds(own.limit(LIMITS.query.bannedBooks).get());
    await assertFails(own.limit(LIMITS.query.bannedBooks + 1).get());
  });

  it('refuses an unfiltered list to all but admins; a proposer may list their own', async () => {
    await assertSucceeds(db('admin').collection('bannedBooks').get());
    const limit = LIMITS.query.bannedBooks;
    for (const actor of allBut('admin')) await assertFails(db(actor).collection('bannedBooks').limit(limit).get());
    await assertSucceeds(db('peer').collection('bannedBooks').where('proposedBy', '==', 'peer').limit(limit).get());
    await assertFails(db('auntie').collection('bannedBooks').where('proposedBy', '==', 'peer').limit(limit).get());
  });
});

describe('bannedBooks: create (propose)', () => {
  it('lets an active member of any type propose an entry as themselves', async () => {
    for (const actor of ['voice', 'auntie', 'peer'] as const) {
      const uid = actor;
      await assertSucceeds(proposing.doc(actor, `bannedBooks/by-${actor}`).set(entry({ proposedBy: uid })));
    }
  });

  it('refuses signed-out visitors and pending members', async () => {
    await assertFails(
      db('signedOut')
        .doc('bannedBooks/x')
        .set(entry({ proposedBy: 'nobody' })),
    );
    await assertFails(proposing.doc('pending', 'bannedBooks/x').set(entry({ proposedBy: 'pending' })));
  });

  it('refuses a member approving their own proposal or proposing in someone else’s name', async () => {
    await assertFails(proposing.doc('peer', 'bannedBooks/x').set(entry({ status: 'approved' })));
    await assertFails(proposing.doc('auntie', 'bannedBooks/x').set(entry({ proposedBy: 'peer' })));
  });

  it('refuses a wrong shape', async () => {
    const doc = proposing.doc('peer', 'bannedBooks/x');
    await assertFails(doc.set(entry({ sources: [] })));
    await assertFails(doc.set(entry({ sources: Array(6).fill('https://example.com') })));
    await assertFails(doc.set(entry({ sources: 'https://example.com' })));
    await assertFails(doc.set(entry({ year: 'the seventies' })));
    await assertFails(doc.set(entry({ reason: 'bad' })));
    await assertFails(doc.set(entry({ country: '' })));
    await assertFails(doc.set(entry({ votes: 3 })));
    await assertFails(doc.set(entry({ created: past })));
  });

  it('lets an admin add an approved entry directly', async () => {
    await assertSucceeds(adminBook('x').set(entry({ status: 'approved', proposedBy: 'admin' })));
  });
});

describe('bannedBooks: each field on its own', () => {
  it('refuses an empty title or author, and accepts one-letter ones', async () => {
    const doc = proposing.doc('peer', 'bannedBooks/x');
    await assertFails(doc.set(entry({ title: '' })));
    await assertFails(doc.set(entry({ author: '' })));
    await assertSucceeds(doc.set(entry({ title: 'X', author: 'Y' })));
  });

  it('takes sources as a list of one to five: refuses one source in a map, accepts five in a list', async () => {
    const doc = proposing.doc('peer', 'bannedBooks/x');
    // A map of one has size 1, inside the limits: only the clause that sources is a list refuses it.
    await assertFails(doc.set(entry({ sources: { first: 'https://example.com/a' } })));
    await assertSucceeds(doc.set(entry({ sources: Array(5).fill('https://example.com/a') })));
  });

  it('refuses an admin’s entry whose proposer is not text, and accepts it as text', async () => {
    const doc = adminBook('x');
    await assertFails(doc.set(entry({ status: 'approved', proposedBy: 42 })));
    await assertSucceeds(doc.set(entry({ status: 'approved', proposedBy: '42' })));
  });
});

describe('bannedBooks: an admin’s update keeps the dates right', () => {
  const approve = { status: 'approved', updated: serverTimestamp() };

  it('refuses an update without the server time in updated, and accepts it with', async () => {
    const doc = adminBook('proposed');
    await assertFails(doc.update({ status: 'approved' }, 'approveBannedBook'));
    await assertSucceeds(doc.update(approve, 'approveBannedBook'));
  });

  it('refuses changing the creation date, and accepts the same update without the change', async () => {
    const doc = adminBook('proposed');
    await assertFails(doc.update({ ...approve, created: serverTimestamp() }, 'approveBannedBook'));
    await assertSucceeds(doc.update(approve, 'approveBannedBook'));
  });

  it('refuses an update of an entry whose stored date is not a timestamp, until it is one', async () => {
    // Written around the rules (Admin SDK) with a date as text: the update must not keep it.
    await seed({
      'bannedBooks/proposed': { ...bannedBookDocument(past, { status: 'proposed' }), created: '2026-01-01' },
    });
    await assertFails(adminBook('proposed').update(approve, 'approveBannedBook'));
    await seed({ 'bannedBooks/proposed': bannedBookDocument(past, { status: 'proposed' }) });
    await assertSucceeds(adminBook('proposed').update(approve, 'approveBannedBook'));
  });
});

describe('bannedBooks: update and delete', () => {
  const approve = { status: 'approved', updated: serverTimestamp() };

  it('lets an admin approve and edit, keeping the proposer', async () => {
    await assertSucceeds(adminBook('proposed').update(approve, 'approveBannedBook'));
    await assertSucceeds(adminBook('approved').update({ year: 1978, updated: serverTimestamp() }));
    await assertFails(adminBook('proposed').update({ proposedBy: 'admin', updated: serverTimestamp() }));
    await assertFails(adminBook('proposed').update({ status: 'banned', updated: serverTimestamp() }));
  });

  it('refuses every member an edit, the proposer included', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('bannedBooks/proposed').update(approve));
      await assertFails(db(actor).doc('bannedBooks/proposed').update({ year: 1978, updated: serverTimestamp() }));
    }
  });

  it('refuses a delete to everyone but the proposer and admins', async () => {
    for (const actor of allBut('admin', 'peer')) {
      await assertFails(db(actor).doc('bannedBooks/proposed').delete());
      await assertFails(db(actor).doc('bannedBooks/approved').delete());
    }
  });

  it('lets the proposer withdraw their own proposal while it waits for review', async () => {
    await assertSucceeds(db('peer').doc('bannedBooks/proposed').delete());
  });

  it('refuses the proposer once their proposal is approved', async () => {
    await seed({
      'bannedBooks/peers-approved': bannedBookDocument(past, { status: 'approved', proposedBy: 'peer' }),
    });
    await assertFails(db('peer').doc('bannedBooks/peers-approved').delete());
    await assertSucceeds(adminBook('peers-approved').delete());
  });

  it('lets an admin delete', async () => {
    await assertSucceeds(adminBook('proposed').delete());
    await assertSucceeds(adminBook('approved').delete());
  });

  it('refuses an admin’s write without its entry, or with another action or title', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('bannedBooks/x').set(entry({ status: 'approved', proposedBy: 'admin' })));
    await assertFails(admin.doc('bannedBooks/proposed').update(approve));
    await assertFails(admin.doc('bannedBooks/proposed').delete());
    await assertFails(adminBook('proposed').update(approve, 'editBannedBook'));
    await assertFails(adminBook('approved').update({ year: 1978, updated: serverTimestamp() }, 'approveBannedBook'));
    await assertFails(audited().delete('bannedBooks/approved', 'deleteBannedBook', { details: { name: 'Another' } }));
  });

  it('records an approved entry put back to proposed as an edit', async () => {
    const back = { status: 'proposed', updated: serverTimestamp() };
    await assertFails(adminBook('approved').update(back, 'approveBannedBook'));
    await assertSucceeds(adminBook('approved').update(back, 'editBannedBook'));
  });
});

describe('bannedBooks: names are trimmed text, never only spaces', () => {
  it('refuses a title, author or country of only spaces, and accepts the shortest real ones', async () => {
    const doc = proposing.doc('peer', 'bannedBooks/x');
    await assertFails(doc.set(entry({ title: '   ' })));
    await assertFails(doc.set(entry({ author: '   ' })));
    await assertFails(doc.set(entry({ country: '   ' })));
    await assertFails(doc.set(entry({ country: ' Kenya ' })));
    await assertSucceeds(doc.set(entry({ title: 'X', author: 'Y', country: 'KE' })));
  });
});

describe('bannedBooks: each source is an address, checked one by one', () => {
  const source = (n: number) => `https://example.com/source-${n}`;
  const sources = (count: number) => Array.from({ length: count }, (_, n) => source(n));

  it('refuses a javascript: source, and accepts the same entry with an https one', async () => {
    const doc = proposing.doc('peer', 'bannedBooks/x');
    await assertFails(doc.set(entry({ sources: ['javascript:alert(1)'] })));
    await assertSucceeds(doc.set(entry({ sources: ['https://example.com/ngugi-detention'] })));
  });

  it('refuses a source that is not text, or longer than an address may be', async () => {
    const doc = proposing.doc('peer', 'bannedBooks/x');
    const address = (size: number) => `https://example.com/${'a'.repeat(size - 20)}`;
    await assertFails(doc.set(entry({ sources: [42] })));
    await assertFails(doc.set(entry({ sources: [{ url: source(0) }] })));
    await assertFails(doc.set(entry({ sources: [address(LIMITS.url.max + 1)] })));
    await assertSucceeds(doc.set(entry({ sources: [address(LIMITS.url.max)] })));
  });

  it('checks every position: one bad source last in a list of 1 to 5 is refused; 1 to 5 good ones pass', async () => {
    for (let count = 1; count <= LIMITS.bannedBook.sources.max; count++) {
      const doc = proposing.doc('peer', `bannedBooks/sources-${count}`);
      await assertFails(doc.set(entry({ sources: [...sources(count - 1), 'javascript:alert(1)'] })));
      await assertSucceeds(doc.set(entry({ sources: sources(count) })));
    }
  });

  it('refuses no sources, in a list or an empty map, and a source in a map under the key "0"', async () => {
    // Behind an equivalent mutant (tools/rules-mutations/equivalent.ts): only a list has sources[0].
    const doc = proposing.doc('peer', 'bannedBooks/x');
    await assertFails(doc.set(entry({ sources: [] })));
    await assertFails(doc.set(entry({ sources: {} })));
    await assertFails(doc.set(entry({ sources: { 0: source(0) } })));
    await assertSucceeds(doc.set(entry({ sources: sources(1) })));
  });
});

describe('bannedBooks: searchWords are the indexing trigger’s alone', () => {
  const words = ['petals', 'of', 'blood', 'ngugi', 'wa', 'thiong', 'o'];
  const edit = { year: 1978, updated: serverTimestamp() };

  beforeEach(() =>
    seed({
      'bannedBooks/indexed': {
        ...bannedBookDocument(past, { status: 'approved', proposedBy: 'peer' }),
        searchWords: words,
      },
    }),
  );

  it('refuses a proposal or an admin’s entry that carries searchWords; the same without is accepted', async () => {
    await assertFails(proposing.add('peer', 'bannedBooks', entry({ searchWords: ['petals'] })));
    await assertSucceeds(proposing.add('peer', 'bannedBooks', entry()));
    const direct = entry({ status: 'approved', proposedBy: 'admin' });
    await assertFails(adminBook('direct').set({ ...direct, searchWords: ['petals'] }));
    await assertSucceeds(adminBook('direct').set(direct));
  });

  it('lets an admin edit an entry that has them, leaving them as they are, and refuses changing, removing or adding them', async () => {
    const doc = adminBook('indexed');
    await assertSucceeds(doc.update(edit));
    await assertFails(doc.update({ ...edit, searchWords: ['made', 'up'] }));
    await assertFails(doc.update({ ...edit, searchWords: firebase.firestore.FieldValue.delete() }));
    await assertFails(adminBook('approved').update({ ...edit, searchWords: ['petals'] }));
    // Added as null to an entry the trigger has not reached: "absent" to get(), but the key is there.
    await assertFails(adminBook('approved').update({ ...edit, searchWords: null }));
    await assertSucceeds(adminBook('approved').update(edit));
  });
});

describe('bannedBooks: an admin declines a proposal with a reason (declineReason)', () => {
  const { max } = LIMITS.bannedBook.declineReason;
  const reason = 'We list books banned by a state; this one was withdrawn by its publisher.';
  const declining = (declineReason: unknown) => ({ status: 'declined', declineReason, updated: serverTimestamp() });
  const declined = (proposedBy = 'peer') => ({
    ...bannedBookDocument(past, { status: 'declined', proposedBy }),
    declineReason: reason,
  });

  it('lets an admin decline a proposal with a reason, recorded as declineBannedBook', async () => {
    await assertFails(adminBook('proposed').update(declining(reason)));
    await assertSucceeds(adminBook('proposed').update(declining(reason), 'declineBannedBook'));
  });

  it('asks for a reason of 1 to 2,000 trimmed characters', async () => {
    for (const bad of ['', '   ', ` ${reason}`, 'a'.repeat(max + 1), 42]) {
      await assertFails(adminBook('proposed').update(declining(bad), 'declineBannedBook'));
    }
    await assertFails(
      adminBook('proposed').update({ status: 'declined', updated: serverTimestamp() }, 'declineBannedBook'),
    );
    await assertSucceeds(adminBook('proposed').update(declining('a'.repeat(max)), 'declineBannedBook'));
  });

  it('declines only a proposal, not an approved entry; a reason goes with a decline only', async () => {
    await assertFails(adminBook('approved').update(declining(reason), 'declineBannedBook'));
    await assertFails(adminBook('approved').update(declining(reason), 'editBannedBook'));
    await assertFails(adminBook('proposed').update({ declineReason: reason, updated: serverTimestamp() }));
    await assertFails(adminBook('new').set(entry({ status: 'declined', declineReason: reason, proposedBy: 'admin' })));
  });

  it('refuses members declining, the proposer included', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('bannedBooks/proposed').update(declining(reason)));
      await assertFails(audited(actor).update('bannedBooks/proposed', declining(reason), 'declineBannedBook'));
    }
  });

  it('shows a declined proposal and its reason to its proposer and the admins only', async () => {
    await seed({ 'bannedBooks/declined': declined() });
    await assertSucceeds(db('peer').doc('bannedBooks/declined').get());
    await assertSucceeds(db('admin').doc('bannedBooks/declined').get());
    for (const actor of allBut('peer', 'admin')) await assertFails(db(actor).doc('bannedBooks/declined').get());
  });

  it('records a change to a declined proposal’s reason as an edit (editBannedBook), not a second decline', async () => {
    await seed({ 'bannedBooks/declined': declined() });
    const clearer = { declineReason: `${reason} Its ban was never enforced.`, updated: serverTimestamp() };
    await assertFails(adminBook('declined').update(clearer, 'declineBannedBook'));
    await assertSucceeds(adminBook('declined').update(clearer, 'editBannedBook'));
  });

  it('lets an admin approve it after all, without the reason (approveBannedBook)', async () => {
    await seed({ 'bannedBooks/declined': declined() });
    const approve = { status: 'approved', updated: serverTimestamp() };
    await assertFails(adminBook('declined').update(approve, 'approveBannedBook'));
    await assertSucceeds(
      adminBook('declined').update(
        { ...approve, declineReason: firebase.firestore.FieldValue.delete() },
        'approveBannedBook',
      ),
    );
  });

  it('lets the proposer remove their declined proposal, and no one else but the admins', async () => {
    await seed({ 'bannedBooks/declined': declined(), 'bannedBooks/theirs': declined('voice') });
    await assertFails(db('peer').doc('bannedBooks/theirs').delete());
    await assertSucceeds(db('peer').doc('bannedBooks/declined').delete());
  });
});
