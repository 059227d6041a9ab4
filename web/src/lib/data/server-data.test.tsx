import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hydrateFromIsland,
  parseServerData,
  ServerDataCache,
  ServerDataContext,
  serverDataScript,
  SERVER_DATA_ID,
  useServerNotFound,
} from './server-data';
import { fetchPage, loadFirestore, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { COLLECTIONS } from '@/lib/model';
import { deleteDoc, resetEmulators, seedDocs } from '@/test/emulators';
import { many, postDoc } from '@/test/fixtures/community';
import { useLoad } from './use-load';
import { usePagedList } from './use-paged-list';

interface Entry {
  name: string;
  joined: Date;
}

const board: Entry[] = [
  { name: 'Chimamanda </script><script>alert(1)</script>', joined: new Date('2024-03-01T10:00:00Z') },
  { name: 'Ngũgĩ', joined: new Date('2025-07-15T08:30:00Z') },
];

/** A list as the pages write them: loading, then its entries (a date read as a Date). */
function Board({ load, onRender }: { load: () => Promise<Entry[]>; onRender?: () => void }) {
  onRender?.();
  const result = useLoad('board', load, { server: 'advisory' });
  if (result.status !== 'ready') return <p>{result.status}</p>;
  return (
    <ul>
      {result.data.map((entry) => (
        <li key={entry.name}>
          {entry.name}, since {entry.joined.toISOString().slice(0, 10)}
        </li>
      ))}
    </ul>
  );
}

/** The server's render of `page`: the markup and the island it writes after it. */
async function renderOnServer(page: ReactNode): Promise<{ markup: string; island: string; notFound: boolean }> {
  const cache = new ServerDataCache();
  const { prelude } = await prerender(
    <ServerDataContext value={cache}>
      <Suspense fallback={<p>loading</p>}>{page}</Suspense>
    </ServerDataContext>,
  );
  const markup = await new Response(prelude).text();
  // React's server renderer leaves its last context value on the context object, which this realm's
  // browser renderer would read (a function's server entry has no browser renderer). A render with
  // no provider puts the default back.
  await prerender(<></>);
  return { markup, island: serverDataScript(cache), notFound: cache.notFound };
}

/** The roots a test hydrated, unmounted after it with the page it wrote. */
const roots: Root[] = [];
/** Hydrates as main.tsx does: the page's island first, then React. */
function hydrate(...args: Parameters<typeof hydrateRoot>): void {
  hydrateFromIsland(window.location.pathname);
  roots.push(hydrateRoot(...args));
}

/** Hydrates what renderOnServer rendered: `page` in the same Suspense boundary. */
async function hydrateServerRender(container: HTMLElement, page: ReactNode, onRecoverableError = vi.fn()) {
  await act(async () => {
    hydrate(container, <Suspense fallback={<p>loading</p>}>{page}</Suspense>, { onRecoverableError });
  });
}

/** The data an island carries. */
const islandData = (island: string) => parseServerData(island.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** Writes the page's body; returns its #root. */
function pageWith(html: string): HTMLElement {
  document.body.innerHTML = html;
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root');
  return root;
}

/** The text a browser shows for `markup`. */
function textOf(markup: string): string {
  const element = document.createElement('div');
  element.innerHTML = markup;
  return element.textContent;
}

/** A page of one document, as the album's: "not found" when its load finds nothing. */
function OneDocument({ load }: { load: () => Promise<Entry | null> }) {
  const result = useLoad('one', load, { server: 'entry' });
  useServerNotFound(result.status === 'ready' && result.data === null);
  return <p>{result.status === 'ready' ? (result.data?.name ?? 'not found') : result.status}</p>;
}

describe('a page whose load finds nothing at its address', () => {
  it('says so to the server render (the answer is a 404), and only when its load found nothing', async () => {
    const missing = await renderOnServer(<OneDocument load={async () => null} />);
    expect(textOf(missing.markup)).toBe('not found');
    expect(missing.notFound).toBe(true);
    const found = await renderOnServer(<OneDocument load={async () => board[1] ?? null} />);
    expect(textOf(found.markup)).toBe('Ngũgĩ');
    expect(found.notFound).toBe(false);
  });
});

describe('a list rendered with its data on the server', () => {
  it('waits for the load, starts it once, and writes the data after the markup with dates tagged', async () => {
    const load = vi.fn(async () => board);
    const { markup, island } = await renderOnServer(<Board load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(textOf(markup)).toBe(
      'Chimamanda </script><script>alert(1)</script>, since 2024-03-01Ngũgĩ, since 2025-07-15',
    );
    // No value can end the script element early.
    expect(island).not.toMatch(/<\/script>.*<\/script>/s);
    expect(islandData(island).get('advisory:board')).toEqual(board);
  });

  it('hydrates from the island without loading again, and a list mounted later loads as usual', async () => {
    const { markup, island } = await renderOnServer(<Board load={async () => board} />);
    const container = pageWith(`<div id="root">${markup}</div>${island}`);
    const recoverable = vi.fn();
    const loadInBrowser = vi.fn(async () => board.slice(1));
    await hydrateServerRender(container, <Board load={loadInBrowser} />, recoverable);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.textContent).toContain('Chimamanda </script><script>alert(1)</script>, since 2024-03-01');
    expect(loadInBrowser).not.toHaveBeenCalled();

    // Mounted after hydration (another page of the app): the island is not this list's data.
    render(<Board load={loadInBrowser} />);
    expect(await screen.findByText('Ngũgĩ, since 2025-07-15', { selector: 'body > div:not(#root) li' })).toBeVisible();
    expect(loadInBrowser).toHaveBeenCalledTimes(1);
  });

  it('hydrates a list in one render: no second render of the whole list once hydration ends', async () => {
    const { markup, island } = await renderOnServer(<Board load={async () => board} />);
    const container = pageWith(`<div id="root">${markup}</div>${island}`);
    let renders = 0;
    await hydrateServerRender(container, <Board load={async () => board} onRender={() => (renders += 1)} />);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(renders).toBe(1);
  });

  it('takes no data from the island once the address has changed (a page mounted by in-app navigation)', async () => {
    const { markup, island } = await renderOnServer(<Board load={async () => board} />);
    pageWith(`<div id="root">${markup}</div>${island}`);
    hydrateFromIsland('/an-earlier-page');
    const loadInBrowser = vi.fn(async () => board.slice(1));
    render(<Board load={loadInBrowser} />);
    expect(await screen.findByText('Ngũgĩ, since 2025-07-15')).toBeVisible();
    expect(loadInBrowser).toHaveBeenCalledTimes(1);
  });

  it('without an island, a hydrated list loads in the browser, as a prerendered page does today', async () => {
    const container = pageWith(`<div id="root"><p>loading</p></div>`);
    expect(document.getElementById(SERVER_DATA_ID)).toBeNull();
    const load = vi.fn(async () => board);
    const recoverable = vi.fn();
    await act(async () => {
      hydrate(container, <Board load={load} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });
});

/** The published posts' titles, newest first, ten a page: the blog's query, as a visitor may run it. */
async function publishedTitles(after: Cursor | null): Promise<Page<{ title: string }>> {
  const sdk = await loadFirestore();
  const { collection, db, orderBy, query, where } = sdk;
  const base = query(
    collection(db, COLLECTIONS.posts),
    where('status', '==', 'published'),
    orderBy('published', 'desc'),
  );
  return fetchPage(sdk, base, 10, after, (snapshot) => ({ title: String(snapshot.get('title')) }));
}

/** A paged list as the blog writes it, with "Load more". */
function Posts<T extends { title: string }>({ fetch }: { fetch: (after: Cursor | null) => Promise<Page<T>> }) {
  const list = usePagedList('all', fetch, { server: 'posts' });
  if (list.status !== 'ready') return <p>{list.status}</p>;
  return (
    <>
      <ul>
        {list.items.map((post) => (
          <li key={post.title}>{post.title}</li>
        ))}
      </ul>
      {list.hasMore && (
        <button type="button" onClick={list.loadMore}>
          Load more
        </button>
      )}
      {list.moreFailed && <p role="alert">Loading more failed</p>}
    </>
  );
}

describe('a paged list rendered with its first page on the server', () => {
  it('hydrates from the first page, then loads the next one after it on "Load more"', async () => {
    await resetEmulators();
    await seedDocs(many('posts', 13, postDoc));
    const { markup, island } = await renderOnServer(<Posts fetch={(after) => publishedTitles(after)} />);
    expect(textOf(markup)).toContain('Post number 13');
    expect(textOf(markup)).toContain('Load more');
    // The cursor travels as the path of the page's last post (newest first: 13 to 4).
    const first = islandData(island).get('posts:all');
    expect(first).toMatchObject({ next: 'posts/posts-4' });

    const container = pageWith(`<div id="root">${markup}</div>${island}`);
    const fetchInBrowser = vi.fn((after: Cursor | null) => publishedTitles(after));
    const recoverable = vi.fn();
    await hydrateServerRender(container, <Posts fetch={fetchInBrowser} />, recoverable);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('li')).toHaveLength(10);
    expect(fetchInBrowser).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Post number 1');
    expect(container.querySelectorAll('li')).toHaveLength(13);
    expect(fetchInBrowser).toHaveBeenCalledTimes(1);
    expect(fetchInBrowser.mock.calls[0]?.[0]?.ref.path).toBe('posts/posts-4');
  });

  it('says "Load more" failed when the page\u2019s last post is gone since the render, and keeps the posts shown', async () => {
    await resetEmulators();
    await seedDocs(many('posts', 13, postDoc));
    const { markup, island } = await renderOnServer(<Posts fetch={(after) => publishedTitles(after)} />);
    await deleteDoc('posts/posts-4');
    const container = pageWith(`<div id="root">${markup}</div>${island}`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await hydrateServerRender(container, <Posts fetch={(after) => publishedTitles(after)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByRole('alert');
      expect(container.querySelectorAll('li')).toHaveLength(10);
      expect(logged).toHaveBeenCalledWith('Loading more failed', expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });
});
