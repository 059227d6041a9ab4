import { describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';
import { isPortFree } from '../emulators/ports.ts';
import { freePort } from './emulator.ts';
import {
  kebabCase,
  killerFileOf,
  listRulesTestFiles,
  namesPattern,
  orderTestFiles,
  rankTestFiles,
  suspectsOf,
} from './run-tests.ts';

describe('orderTestFiles', () => {
  const all = [
    'tests/rules/banned-books.test.ts',
    'tests/rules/contact-messages.test.ts',
    'tests/rules/posts.test.ts',
    'tests/rules/users.test.ts',
  ];

  it('runs the files named after the collections first, and always keeps every file', () => {
    expect(orderTestFiles(['contactMessages', 'posts'], all)).toEqual({
      first: ['tests/rules/contact-messages.test.ts', 'tests/rules/posts.test.ts'],
      rest: ['tests/rules/banned-books.test.ts', 'tests/rules/users.test.ts'],
    });
  });

  it('also runs first the files whose text names a path or the constant of the collections', () => {
    const sources: Record<string, string> = {
      'tests/rules/banned-books.test.ts': "doc('bannedBooks/one')",
      'tests/rules/contact-messages.test.ts': "doc('contactMessages/one')",
      'tests/rules/member-mail.test.ts': "setDoc(doc(db, 'mailPreferences/voice'), {})",
      'tests/rules/posts.test.ts': 'doc(db, `users/${uid}/notifications/one`)',
      'tests/rules/users.test.ts': 'doc(db, COLLECTIONS.users, uid); // mailPreferencesLike',
      'tests/rules/stats.test.ts': 'doc(db, COLLECTIONS.mailPreferences, uid)',
    };
    const files = Object.keys(sources);
    const sourceOf = (file: string) => sources[file] ?? '';
    expect(orderTestFiles(['mailPreferences'], files, sourceOf)).toEqual({
      first: ['tests/rules/member-mail.test.ts', 'tests/rules/stats.test.ts'],
      rest: files.slice(0, 2).concat(files.slice(3, 5)),
    });
    expect(orderTestFiles(['users'], files, sourceOf).first).toEqual([
      'tests/rules/posts.test.ts',
      'tests/rules/users.test.ts',
    ]);
    // A name that only begins like the collection's is not a mention of it.
    expect(orderTestFiles(['banned'], files, sourceOf).first).toEqual([]);
  });

  it('runs everything at once when no file is named after the collections', () => {
    expect(orderTestFiles([], all)).toEqual({ first: [], rest: all });
    expect(orderTestFiles(['comments'], all)).toEqual({ first: [], rest: all });
  });

  it('finds the repository’s rules test files, one per collection', () => {
    const files = listRulesTestFiles(repoRoot);
    expect(files).toContain('tests/rules/posts.test.ts');
    expect(files).toContain('tests/rules/advisory-members.test.ts');
    expect(kebabCase('advisoryMembers')).toBe('advisory-members');
  });
});

describe('freePort', () => {
  it('gives a port the OS chose, free to listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree({ host: '127.0.0.1', port })).toBe(true);
  });
});

describe('the order a mutant’s tests run in', () => {
  const posts = 'tests/rules/posts.test.ts';
  const users = 'tests/rules/users.test.ts';
  const sessions = 'tests/rules/anonymous-sessions.test.ts';
  const stats = 'tests/rules/stats.test.ts';
  const ordered = { first: [posts, users], rest: [sessions, stats] };
  const mutant = { scope: 'function isOwner', collections: ['posts', 'users'] };
  const kill = (scope: string, collections: string[], killedBy: string) => ({ scope, collections, killedBy });

  it('keeps the collections’ order, every file once, when nothing was killed yet', () => {
    expect(rankTestFiles(mutant, ordered, [])).toEqual([posts, users, sessions, stats]);
  });

  it('runs first the files that killed most of the scope’s mutants, then the collections’ by their kills', () => {
    const earlier = [
      kill('function isOwner', ['posts'], `${sessions} > a`),
      kill('function isOwner', ['posts'], `${stats} > b`),
      kill('function isOwner', ['posts'], `${stats}: Error: hook timed out`),
      kill('function other', ['users'], `${users} > c`),
      kill('function other', ['albums'], `${sessions} > d`),
    ];
    expect(rankTestFiles(mutant, ordered, earlier)).toEqual([stats, sessions, users, posts]);
  });

  it('tries first the tests that killed the scope’s latest mutants, newest first, each once', () => {
    const earlier = [
      kill('function isOwner', ['posts'], `${posts} > posts > refuses a stranger`),
      kill('function other', ['posts'], `${users} > users > other scope`),
      kill('function isOwner', ['posts'], `${stats}: Error: a file’s error names no test`),
      kill('function isOwner', ['posts'], `${users} > users > refuses an edit`),
      kill('function isOwner', ['posts'], `${posts} > posts > refuses a stranger`),
    ];
    expect(suspectsOf(mutant, earlier)).toEqual([
      { file: posts, name: 'posts > refuses a stranger' },
      { file: users, name: 'users > refuses an edit' },
    ]);
    const many = Array.from({ length: 9 }, (_, index) => kill('function isOwner', [], `${posts} > test ${index}`));
    expect(suspectsOf(mutant, many).map(({ name }) => name)).toEqual([
      'test 8',
      'test 7',
      'test 6',
      'test 5',
      'test 4',
      'test 3',
    ]);
  });

  it('matches each named test alone, as Vitest names it now or as the journal’s older kills wrote it', () => {
    const pattern = namesPattern(['posts (a+b) > refuses [x] $1', 'users list']);
    expect(pattern.test('posts (a+b) > refuses [x] $1')).toBe(true);
    expect(pattern.test('users > list')).toBe(true);
    expect(pattern.test('users list')).toBe(true);
    expect(pattern.test('posts (a+b) > refuses [x] $1 and more')).toBe(false);
    expect(pattern.test('posts (aab) > refuses x $1')).toBe(false);
    expect(pattern.test('users > lists')).toBe(false);
  });
});

describe('killerFileOf', () => {
  it('reads the file of a failed test and of a failed file', () => {
    expect(killerFileOf('tests/rules/posts.test.ts > posts: get > shows an unpublished post')).toBe(
      'tests/rules/posts.test.ts',
    );
    expect(killerFileOf('tests/rules/users.test.ts: Error: beforeAll hook timed out')).toBe(
      'tests/rules/users.test.ts',
    );
    expect(killerFileOf(undefined)).toBeUndefined();
    expect(killerFileOf('a failing test')).toBeUndefined();
  });
});
