import { beforeEach, describe, expect, it } from 'vitest';
import {
  advisoryMemberDocument,
  bannedBookDocument,
  loadProjectRules,
  resetEmulators,
  seedDocs,
} from '@/test/emulators';
import { COLLECTIONS } from '@/lib/model';
import { fetchPage, loadFirestore, orderedBy, queryPage, textsOf, type Cursor, type Sdk } from './load-firestore';

/** Ten approved banned books, banned 2000 to 2009: book-2009 is the newest. */
const YEARS = Array.from({ length: 10 }, (_, index) => 2000 + index);

beforeEach(async () => {
  await resetEmulators();
  await loadProjectRules();
  await seedDocs(
    Object.fromEntries(
      YEARS.map((year) => [
        `${COLLECTIONS.bannedBooks}/book-${year}`,
        bannedBookDocument(new Date('2026-01-01T00:00:00Z'), { title: `Book ${year}`, year }),
      ]),
    ),
  );
});

/** The public list, newest ban first: the query the rules allow a visitor. */
const approved = ({ collection, db, orderBy, query, where }: Sdk) =>
  query(collection(db, COLLECTIONS.bannedBooks), where('status', '==', 'approved'), orderBy('year', 'desc'));
const titleOf = (snapshot: Cursor) => String(snapshot.get('title'));

describe('fetchPage', () => {
  it('gives a page and a cursor while more remain, and no cursor on the last page', async () => {
    const sdk = await loadFirestore();
    const first = await fetchPage(sdk, approved(sdk), 4, null, titleOf);
    expect(first.items).toEqual(['Book 2009', 'Book 2008', 'Book 2007', 'Book 2006']);
    expect(first.next?.id).toBe('book-2006');

    const second = await fetchPage(sdk, approved(sdk), 4, first.next, titleOf);
    expect(second.items).toEqual(['Book 2005', 'Book 2004', 'Book 2003', 'Book 2002']);
    const last = await fetchPage(sdk, approved(sdk), 4, second.next, titleOf);
    expect(last).toEqual({ items: ['Book 2001', 'Book 2000'], next: null });
  });

  it('with a filter, reads batch after batch until the page is full of kept documents, and goes on after the last kept', async () => {
    const sdk = await loadFirestore();
    // Odd years only, in batches of 3: the page of 2 needs the first two batches (2009…2004).
    const filter = { keep: (snapshot: Cursor) => Number(snapshot.get('year')) % 2 === 1, batch: 3 };
    const first = await fetchPage(sdk, approved(sdk), 2, null, titleOf, filter);
    expect(first.items).toEqual(['Book 2009', 'Book 2007']);
    expect(first.next?.id).toBe('book-2007');

    const second = await fetchPage(sdk, approved(sdk), 2, first.next, titleOf, filter);
    expect(second.items).toEqual(['Book 2005', 'Book 2003']);
    const last = await fetchPage(sdk, approved(sdk), 2, second.next, titleOf, filter);
    expect(last).toEqual({ items: ['Book 2001'], next: null });
  });

  it('with a budget of batches, stops there with what it kept and goes on after the last document read', async () => {
    const sdk = await loadFirestore();
    // Keeps 2001 alone: one batch of 3 (2009…2007) keeps nothing, and the page says where the next starts.
    const filter = { keep: (snapshot: Cursor) => snapshot.get('year') === 2001, batch: 3, batches: 1 };
    const first = await fetchPage(sdk, approved(sdk), 2, null, titleOf, filter);
    expect(first.items).toEqual([]);
    expect(first.next?.id).toBe('book-2007');
    const rest = await fetchPage(sdk, approved(sdk), 2, first.next, titleOf, { ...filter, batches: 5 });
    expect(rest).toEqual({ items: ['Book 2001'], next: null });
  });

  it('with a filter that keeps nothing, reads to the end and gives an empty last page', async () => {
    const sdk = await loadFirestore();
    const page = await fetchPage(sdk, approved(sdk), 2, null, titleOf, { keep: () => false, batch: 3 });
    expect(page).toEqual({ items: [], next: null });
  });
});

describe('queryPage with orderedBy', () => {
  it('reads a whole collection in the order asked, page by page', async () => {
    const at = new Date('2026-01-01T00:00:00Z');
    await seedDocs({
      [`${COLLECTIONS.advisoryMembers}/b`]: advisoryMemberDocument(at, { name: 'Second', order: 2 }),
      [`${COLLECTIONS.advisoryMembers}/c`]: advisoryMemberDocument(at, { name: 'Third', order: 3 }),
      [`${COLLECTIONS.advisoryMembers}/a`]: advisoryMemberDocument(at, { name: 'First', order: 1 }),
    });
    const nameOf = (snapshot: Cursor) => String(snapshot.get('name'));

    const first = await queryPage(orderedBy(COLLECTIONS.advisoryMembers, 'order'), 2, null, nameOf);
    expect(first.items).toEqual(['First', 'Second']);
    await expect(queryPage(orderedBy(COLLECTIONS.advisoryMembers, 'order'), 2, first.next, nameOf)).resolves.toEqual({
      items: ['Third'],
      next: null,
    });
    const newestFirst = await queryPage(orderedBy(COLLECTIONS.advisoryMembers, 'order', 'desc'), 3, null, nameOf);
    expect(newestFirst.items).toEqual(['Third', 'Second', 'First']);
  });
});

describe('textsOf', () => {
  it('reads the named fields of a stored document as text, absent ones as empty, and no others', async () => {
    const { db, doc, getDoc } = await loadFirestore();
    const stored = await getDoc(doc(db, COLLECTIONS.bannedBooks, 'book-2003'));
    const texts = textsOf(stored.data() ?? {}, ['title', 'year', 'declineReason']);
    expect(texts).toEqual({ title: 'Book 2003', year: '2003', declineReason: '' });
  });
});
