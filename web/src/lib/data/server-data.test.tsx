import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseServerData, ServerDataCache, ServerDataContext, serverDataScript, SERVER_DATA_ID } from './server-data';
import { useLoad } from './use-load';

interface Entry {
  name: string;
  joined: Date;
}

const board: Entry[] = [
  { name: 'Chimamanda </script><script>alert(1)</script>', joined: new Date('2024-03-01T10:00:00Z') },
  { name: 'Ngũgĩ', joined: new Date('2025-07-15T08:30:00Z') },
];

/** A list as the pages write them: loading, then its entries (a date read as a Date). */
function Board({ load }: { load: () => Promise<Entry[]> }) {
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

/** The server's render: the markup and the island it writes after it. */
async function renderOnServer(load: () => Promise<Entry[]>): Promise<{ markup: string; island: string }> {
  const cache = new ServerDataCache();
  const { prelude } = await prerender(
    <ServerDataContext value={cache}>
      <Suspense fallback={<p>loading</p>}>
        <Board load={load} />
      </Suspense>
    </ServerDataContext>,
  );
  const markup = await new Response(prelude).text();
  // React's server renderer leaves its last context value on the context object, which this realm's
  // browser renderer would read (a function's server entry has no browser renderer). A render with
  // no provider puts the default back.
  await prerender(<></>);
  return { markup, island: serverDataScript(cache) };
}

/** The roots a test hydrated, unmounted after it with the page it wrote. */
const roots: Root[] = [];
function hydrate(...args: Parameters<typeof hydrateRoot>): void {
  roots.push(hydrateRoot(...args));
}

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

describe('a list rendered with its data on the server', () => {
  it('waits for the load, starts it once, and writes the data after the markup with dates tagged', async () => {
    const load = vi.fn(async () => board);
    const { markup, island } = await renderOnServer(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(textOf(markup)).toBe(
      'Chimamanda </script><script>alert(1)</script>, since 2024-03-01Ngũgĩ, since 2025-07-15',
    );
    // No value can end the script element early.
    expect(island).not.toMatch(/<\/script>.*<\/script>/s);
    const text = island.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(parseServerData(text).get('advisory:board')).toEqual(board);
  });

  it('hydrates from the island without loading again, and a list mounted later loads as usual', async () => {
    const { markup, island } = await renderOnServer(async () => board);
    const container = pageWith(`<div id="root">${markup}</div>${island}`);
    const recoverable = vi.fn();
    const loadInBrowser = vi.fn(async () => board.slice(1));
    await act(async () => {
      hydrate(
        container,
        <Suspense fallback={<p>loading</p>}>
          <Board load={loadInBrowser} />
        </Suspense>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.textContent).toContain('Chimamanda </script><script>alert(1)</script>, since 2024-03-01');
    expect(loadInBrowser).not.toHaveBeenCalled();

    // Mounted after hydration (another page of the app): the island is not this list's data.
    render(<Board load={loadInBrowser} />);
    expect(await screen.findByText('Ngũgĩ, since 2025-07-15', { selector: 'body > div:not(#root) li' })).toBeVisible();
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
