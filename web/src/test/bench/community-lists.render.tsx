import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchApprovedBannedBooks } from '@/features/banned-books/api/banned-books';
import { fetchPublishedPosts } from '@/features/blog/api/posts';
import { advisoryDoc, albumDoc, bannedBookDoc, libraryDoc, many, postDoc } from '@/test/fixtures/community';
import { fetchLibrary } from '@/features/library/api/library';
import { fetchPublishedAlbums } from '@/features/photos/api/albums';
import { fetchAdvisoryBoard } from '@/features/advisory/api/advisory';
import { resetEmulators, seedDocs } from '@/test/emulators';
import { renderApp, signOutEverywhere } from '@/test/render-app';

const N = 1000;
const results: { list: string; query: string; render: string }[] = [];

const time = async <T,>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Median of three runs: the first includes loading the SDK. */
async function median(work: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push((await time(work))[1]);
  return runs.sort((a, b) => a - b)[1] ?? 0;
}

/** Time until the first page is on screen; `then` runs (and is timed) before unmounting. */
async function renderTime(
  path: string,
  expected: () => number,
  count: number,
  then?: () => Promise<unknown>,
): Promise<number> {
  const start = performance.now();
  const view = renderApp(path);
  await waitFor(() => expect(expected()).toBe(count), { timeout: 60_000 });
  const elapsed = performance.now() - start;
  if (then) {
    await then();
    lastThen = performance.now() - start;
  }
  view.unmount();
  return elapsed;
}
let lastThen = 0;

const level2 = (prefix: string) => () =>
  screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.textContent?.startsWith(prefix)).length;

beforeAll(async () => {
  await signOutEverywhere();
  await resetEmulators();
  await seedDocs({
    ...many('posts', N, postDoc, (i) => `post-${i}`),
    ...many('libraryItems', N, libraryDoc),
    ...many('bannedBooks', N, bannedBookDoc),
    ...many('albums', N, albumDoc),
    ...many('advisoryMembers', N, advisoryDoc),
  });
});

describe(`community lists with ${N} documents each`, () => {
  it('blog posts: first page of 10', async () => {
    const query = await median(() => fetchPublishedPosts(null));
    const render = await renderTime('/voa/blog/posts', level2('Post number'), 10);
    results.push({ list: '/voa/blog/posts', query: ms(query), render: ms(render) });
  });

  it('banned books: first page of 12', async () => {
    const query = await median(() => fetchApprovedBannedBooks(null));
    const render = await renderTime('/voa/library/bannedbooks', level2('Banned book'), 12);
    results.push({ list: '/voa/library/bannedbooks', query: ms(query), render: ms(render) });
  });

  it('albums: first page of 12', async () => {
    const query = await median(() => fetchPublishedAlbums(null));
    const render = await renderTime('/voa/photos', level2('Album '), 12);
    results.push({ list: '/voa/photos', query: ms(query), render: ms(render) });
  });

  it('library: whole catalogue in pages of 250 (client search), 24 drawn', async () => {
    const [first, firstBatch] = await time(() => fetchLibrary(() => undefined, { batch: 250, cap: 250 }));
    expect(first.items).toHaveLength(250);
    const all = await median(() => fetchLibrary(() => undefined));
    const render = await renderTime('/voa/library', level2('Book '), 24, () =>
      screen.findByText(`${N} of ${N} items`, undefined, { timeout: 60_000 }),
    );
    results.push({
      list: '/voa/library',
      query: `${ms(firstBatch)} first 250; ${ms(all)} all ${N}`,
      render: `${ms(render)} first 24; ${ms(lastThen)} all ${N} searchable`,
    });
  });

  it('advisory board: capped at 100', async () => {
    const query = await median(() => fetchAdvisoryBoard());
    const render = await renderTime('/voa/advisory', level2('Advisor '), 100);
    results.push({ list: '/voa/advisory', query: ms(query), render: ms(render) });
    console.table(results);
  });
});
