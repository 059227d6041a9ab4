import { describe, expect, it } from 'vitest';
import { repoRoot } from '../emulators/config.ts';
import { isPortFree } from '../emulators/ports.ts';
import { freePort } from './emulator.ts';
import {
  exactNamePattern,
  failedTestsOf,
  failuresOf,
  kebabCase,
  killerFileOf,
  listRulesTestFiles,
  orderTestFiles,
  testGroups,
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

type FileResult = Parameters<typeof failuresOf>[0]['testResults'][number];

/** A failed run's JSON report (Vitest's json reporter): each file a failed rules test file. */
const failedRun = (...files: ({ file: string } & Omit<FileResult, 'name' | 'status'>)[]) => ({
  success: false,
  testResults: files.map(({ file, ...result }) => ({
    name: `${repoRoot}/tests/rules/${file}`,
    status: 'failed',
    ...result,
  })),
});

describe('failuresOf', () => {
  it('names each failed test by file and title, or the file and its error when a hook failed, and skips cancelled files', () => {
    const report = failedRun(
      {
        file: 'posts.test.ts',
        assertionResults: [
          { fullName: 'posts: get lets anyone read a published post', status: 'passed' },
          { fullName: 'posts: create refuses a wrong shape', status: 'failed' },
        ],
      },
      {
        file: 'users.test.ts',
        message: 'ENOENT: no such file\n    at stack',
        assertionResults: [{ fullName: 'users: get', status: 'skipped' }],
      },
      // Cancelled by --bail before it ran: marked failed, with no message and no results.
      { file: 'albums.test.ts', message: '', assertionResults: [] },
    );
    expect(failuresOf(report, repoRoot)).toEqual([
      'tests/rules/posts.test.ts > posts: create refuses a wrong shape',
      'tests/rules/users.test.ts: ENOENT: no such file',
    ]);
  });
});

describe('freePort', () => {
  it('gives a port the OS chose, free to listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree({ host: '127.0.0.1', port })).toBe(true);
  });
});

describe('confirming a kill', () => {
  it('names each failed test by file and its suites and title as -t reads them, and matches it alone', () => {
    const report = failedRun({
      file: 'posts.test.ts',
      assertionResults: [
        {
          fullName: 'posts (a+b) refuses [x] $1',
          ancestorTitles: ['posts (a+b)'],
          title: 'refuses [x] $1',
          status: 'failed',
        },
        { fullName: 'posts allows', status: 'passed' },
      ],
    });
    const [failure] = failedTestsOf(report, repoRoot);
    expect(failure).toEqual({ file: 'tests/rules/posts.test.ts', name: 'posts (a+b) > refuses [x] $1' });
    const pattern = new RegExp(exactNamePattern(failure?.name ?? ''));
    expect(pattern.test('posts (a+b) > refuses [x] $1')).toBe(true);
    expect(pattern.test('posts (a+b) > refuses [x] $1 and more')).toBe(false);
    expect(pattern.test('posts (aab) > refuses x $1')).toBe(false);
  });
});

describe('testGroups', () => {
  const ordered = {
    first: ['tests/rules/posts.test.ts', 'tests/rules/users.test.ts'],
    rest: ['tests/rules/anonymous-sessions.test.ts', 'tests/rules/stats.test.ts'],
  };

  it('runs the last killer of the scope alone first, then the others in their order, every file once', () => {
    expect(testGroups(ordered, 'tests/rules/anonymous-sessions.test.ts')).toEqual([
      ['tests/rules/anonymous-sessions.test.ts'],
      ['tests/rules/posts.test.ts', 'tests/rules/users.test.ts'],
      ['tests/rules/stats.test.ts'],
    ]);
    expect(testGroups(ordered, 'tests/rules/users.test.ts')).toEqual([
      ['tests/rules/users.test.ts'],
      ['tests/rules/posts.test.ts'],
      ['tests/rules/anonymous-sessions.test.ts', 'tests/rules/stats.test.ts'],
    ]);
  });

  it('keeps the collections’ order without a killer, or with one that is no rules test file any more', () => {
    expect(testGroups(ordered)).toEqual([ordered.first, ordered.rest]);
    expect(testGroups(ordered, 'tests/rules/gone.test.ts')).toEqual([ordered.first, ordered.rest]);
    expect(testGroups({ first: [], rest: ordered.rest })).toEqual([ordered.rest]);
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
