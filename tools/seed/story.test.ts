import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '#functions/src/media/store.ts';
import { demoDocuments } from './seed.ts';
import { STORY_TODAY, storyClock } from './story.ts';
import { SeededUploads, type SeedDocument } from './uploads.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A seeded document's fields, with its path. */
type Fields = Record<string, unknown> & { path: string };
const COMPANY = 'Sankofa Editorial';
const COMMUNITY = 'Voices of Africa';

describe('storyClock', () => {
  it('dates the story as written on its last day, and on a later day moves every date by the same whole days', () => {
    const onTheDay = storyClock(new Date(`${STORY_TODAY}T15:00:00Z`));
    expect(onTheDay.at('2021-03-06').toDate().toISOString()).toBe('2021-03-06T12:00:00.000Z');
    expect(onTheDay.at('2026-11-18T09:00:00Z').toDate().toISOString()).toBe('2026-11-18T09:00:00.000Z');
    expect(onTheDay.before('2026-11-18T09:00:00Z', 3).toDate().toISOString()).toBe('2026-11-15T09:00:00.000Z');

    const later = storyClock(new Date('2029-02-01T06:00:00Z'));
    const moved = (date: string) => later.at(date).toMillis() - onTheDay.at(date).toMillis();
    expect(moved('2021-03-06') / DAY).toBe(787);
    expect(moved('2026-12-06T23:59:00Z')).toBe(moved('2021-03-06'));
  });

  it('refuses a story date on or after the story’s last day, which could come after now', () => {
    const clock = storyClock(new Date(`${STORY_TODAY}T00:00:30Z`));
    expect(() => clock.at(STORY_TODAY)).toThrow(/not before the story's last day/);
    expect(() => clock.at('2026-12-09T08:00:00Z')).toThrow(/not before the story's last day/);
    expect(clock.at('2026-12-06T23:59:59Z').toMillis()).toBeLessThan(clock.now.toMillis());
  });
});

/** The demo's documents as the seed writes them on two days far apart: today, and a day years from the story's. */
const NOWS = [new Date(), new Date('2031-02-03T05:00:00Z')];

/** One store for both: the second seed finds the images the first made. */
let store: LocalMediaStore;

beforeAll(() => {
  store = new LocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'voa-story-')));
});

afterAll(() => {
  rmSync(store.folder, { recursive: true, force: true });
});

describe.each(NOWS)('the demo tells one story, seeded at %s', (now) => {
  let documents: SeedDocument[];
  const docs = (collection: string) =>
    documents
      .filter(([documentPath]) => documentPath.split('/').at(-2) === collection)
      .map(([documentPath, data]): Fields => ({ ...(data as Record<string, unknown>), path: documentPath }));
  const time = (value: unknown) => (value as Timestamp).toMillis();
  const daysBeforeNow = (value: unknown) => (now.getTime() - time(value)) / DAY;
  const names = (collection: string, field = 'name') => new Set(docs(collection).map((data) => String(data[field])));

  beforeAll(async () => {
    const uploads = new SeededUploads(store);
    documents = await demoDocuments(uploads, now);
    await uploads.noteAddresses();
  });

  it('gives no one two roles: one account per name, and an applicant or a visitor who wrote is nobody else in it', () => {
    const accounts = docs('users').filter((user) => user.displayName);
    const accountNames = accounts.map((user) => String(user.displayName));
    expect(new Set(accountNames).size, 'two accounts with one name').toBe(accountNames.length);

    const elsewhere = new Set([...names('teamMembers'), ...names('advisoryMembers'), ...names('insights', 'byline')]);
    for (const applicant of accounts.filter((user) => user.status !== 'active')) {
      expect(elsewhere.has(String(applicant.displayName)), `${String(applicant.displayName)}, an applicant`).toBe(
        false,
      );
    }
    for (const visitor of names('contactMessages')) {
      expect(elsewhere.has(visitor) || accountNames.includes(visitor), `${visitor}, who wrote to the company`).toBe(
        false,
      );
    }
  });

  it('puts the company’s people on the Team page: advisers and members it employs, and every author of its insights', () => {
    const team = names('teamMembers');
    for (const adviser of docs('advisoryMembers').filter((data) => String(data.role).includes(COMPANY))) {
      expect(team.has(String(adviser.name)), `${String(adviser.name)}: ${String(adviser.role)}`).toBe(true);
    }
    for (const card of docs('members').filter((data) => String(data.bio).includes(COMPANY))) {
      expect(team.has(String(card.displayName)), `${String(card.displayName)}: ${String(card.bio)}`).toBe(true);
    }
    const companyWritten = docs('insights').filter((item) => item.kind !== 'press');
    for (const { byline } of companyWritten) {
      const person = String(byline).replace(/^Edited by /, '');
      if (person === COMPANY || person.includes(COMMUNITY)) continue;
      expect(team.has(person), `the byline ${String(byline)}`).toBe(true);
    }
  });

  it('has every author, commenter and proposer an active member, named as their card names them, who joined before', () => {
    const cards = new Map(docs('members').map((card) => [card.path.split('/')[1], card]));
    const written = [
      ...docs('posts').map((post) => ({ what: post.path, uid: post.authorUid, author: post.author, at: post.created })),
      ...docs('comments').map((comment) => ({
        what: comment.path,
        uid: comment.authorUid,
        author: comment.author,
        at: comment.created,
      })),
      ...docs('bannedBooks').map((book) => ({ what: book.path, uid: book.proposedBy, author: null, at: book.created })),
    ];
    expect(written.length).toBeGreaterThan(15);
    for (const { what, uid, author, at } of written) {
      const card = cards.get(String(uid));
      expect(card, `${what}: ${String(uid)} has no card`).toBeDefined();
      if (author) expect(author, what).toEqual({ displayName: card?.displayName, type: card?.type });
      expect(time(card?.joined), `${what}: written before its author joined`).toBeLessThan(time(at));
    }
  });

  it('dates nothing after now but when a contact message is due to be deleted', () => {
    const late: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (value instanceof Timestamp) {
        if (value.toMillis() > now.getTime()) late.push(`${where}: ${value.toDate().toISOString()}`);
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) if (key !== 'expiresAt') visit(inner, `${where}.${key}`);
      }
    };
    for (const [documentPath, data] of documents) visit(data, documentPath);
    expect(late).toEqual([]);
  });

  it('has members join on days spread over the community’s years, no two on one day, up to the past months', () => {
    const joined = docs('members').map((card) => time(card.joined));
    expect(new Set(joined).size, 'two members joined on one day').toBe(joined.length);
    expect((Math.max(...joined) - Math.min(...joined)) / DAY / 365).toBeGreaterThan(5);
    expect(daysBeforeNow(Timestamp.fromMillis(Math.max(...joined)))).toBeLessThan(90);
    for (const applicant of docs('users').filter((user) => user.status === 'pending')) {
      expect(daysBeforeNow(applicant.applied), `${String(applicant.displayName)} applied`).toBeLessThan(30);
    }
  });

  it('spreads the blog’s posts over years up to the past weeks, and the company’s news up to the past months', () => {
    const published = docs('posts')
      .filter((post) => post.status === 'published')
      .map((post) => time(post.published));
    expect((Math.max(...published) - Math.min(...published)) / DAY / 365).toBeGreaterThan(4);
    expect(daysBeforeNow(Timestamp.fromMillis(Math.max(...published)))).toBeLessThan(31);

    const news = docs('insights')
      .filter((item) => item.kind === 'news')
      .map((item) => time(item.date));
    expect((Math.max(...news) - Math.min(...news)) / DAY / 365).toBeGreaterThan(3);
    expect(daysBeforeNow(Timestamp.fromMillis(Math.max(...news)))).toBeLessThan(92);
  });
});
