import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, NavigationType, Route, Routes, useNavigate, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollTarget, SETTLE_MS, useNavigationScroll } from './navigation-scroll';

const at = (path: string, key = 'k') => {
  const url = new URL(path, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
};

describe('scrollTarget: where a location change scrolls to', () => {
  it.each([
    [
      'a link to another page opens it at its top',
      at('/home/'),
      at('/home/team', 'b'),
      NavigationType.Push,
      { to: 'top' },
    ],
    [
      "a link to another page's #fragment opens it there",
      at('/home/'),
      at('/policies/privacy#cookies', 'b'),
      NavigationType.Push,
      { to: 'fragment', id: 'cookies' },
    ],
    [
      'a link to the same page with another query opens it at its top',
      at('/voa/blog/posts'),
      at('/voa/blog/posts?tag=poetry', 'b'),
      NavigationType.Push,
      { to: 'top' },
    ],
    [
      'a redirect (REPLACE) to another page opens it at its top',
      at('/voa/_auth_'),
      at('/voa/account', 'b'),
      NavigationType.Replace,
      { to: 'top' },
    ],
    [
      'a search box rewriting the query (REPLACE) stays where the reader is',
      at('/voa/library?q=a'),
      at('/voa/library?q=ab', 'b'),
      NavigationType.Replace,
      null,
    ],
    [
      'a link to a #fragment of the page scrolls to it',
      at('/home/about-us'),
      at('/home/about-us#story', 'b'),
      NavigationType.Push,
      { to: 'fragment', id: 'story' },
    ],
    ['a link to the very same address does not scroll', at('/home/'), at('/home/', 'b'), NavigationType.Replace, null],
  ] as const)('%s', (_, from, to, type, target) => {
    expect(scrollTarget(from, to, type)).toEqual(target);
  });

  it('Back or Forward returns to the position saved for the entry, whatever its fragment', () => {
    expect(scrollTarget(at('/home/team', 'b'), at('/home/#x', 'a'), NavigationType.Pop, 1340)).toEqual({
      to: 'saved',
      y: 1340,
    });
  });

  it('Back or Forward to an entry with no saved position opens another page at its top, or at its fragment', () => {
    expect(scrollTarget(at('/home/team', 'b'), at('/home/', 'a'), NavigationType.Pop)).toEqual({ to: 'top' });
    expect(scrollTarget(at('/home/team', 'b'), at('/home/#x', 'a'), NavigationType.Pop)).toEqual({
      to: 'fragment',
      id: 'x',
    });
    expect(scrollTarget(at('/home/#x', 'b'), at('/home/', 'a'), NavigationType.Pop)).toBeNull();
  });

  it("a fragment link the browser followed itself (no state: key 'default') goes to its fragment, not to the first entry's place", () => {
    expect(scrollTarget(at('/home/', 'a'), at('/home/#main', 'default'), NavigationType.Pop, 900)).toEqual({
      to: 'fragment',
      id: 'main',
    });
  });

  it('the first page stays where the browser put it, but for a saved position (a reload) or a fragment', () => {
    expect(scrollTarget(undefined, at('/home/'), NavigationType.Pop)).toBeNull();
    expect(scrollTarget(undefined, at('/home/'), NavigationType.Pop, 700)).toEqual({ to: 'saved', y: 700 });
    expect(scrollTarget(undefined, at('/home/#x'), NavigationType.Pop)).toEqual({ to: 'fragment', id: 'x' });
  });
});

/**
 * A window whose page is `height` px tall in a viewport of 800 px: scrollTo moves scrollY (clamped),
 * a reader's scroll fires the event, and the page grows when the test says (ResizeObserver).
 */
function fakeWindow() {
  const state = { y: 0, height: 5_000 };
  const maxY = () => Math.max(0, state.height - 800);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => state.y);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    if (typeof options === 'object') state.y = Math.min(maxY(), options.top ?? state.y);
  });
  const resized = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        resized.add(this.callback);
      }
      disconnect() {
        resized.delete(this.callback);
      }
    },
  );
  return {
    state,
    scrollTo,
    /** The reader scrolls to `y`. */
    readerScrollsTo(y: number) {
      state.y = Math.min(maxY(), y);
      window.dispatchEvent(new Event('scroll'));
    },
    /** The page's data arrives: it is `height` px tall now. */
    grow(height: number) {
      state.height = height;
      act(() => resized.forEach((callback) => callback()));
    },
    /**
     * The page's data arrives above the place shown: it is `height` px tall now, and the browser's
     * scroll anchoring has moved the window down by as much, to keep what was shown in view.
     */
    growAbove(height: number) {
      state.y += height - state.height;
      state.height = height;
      act(() => resized.forEach((callback) => callback()));
    },
    isSettling: () => resized.size > 0,
  };
}

/** Two pages, links between them and Back; `useScroll` is the hook under test. */
function Pages({ useScroll = useNavigationScroll }: { useScroll?: () => void }) {
  useScroll();
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/list" element={<h1>List</h1>} />
        <Route path="/post" element={<h1>Post</h1>} />
      </Routes>
      <Link to="/post">Post</Link>
      <Link to="/list#end">End of the list</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(entries: InitialEntry[], index?: number) {
  return render(
    <MemoryRouter initialEntries={entries} {...(index === undefined ? {} : { initialIndex: index })}>
      <Pages />
    </MemoryRouter>,
  );
}

describe('useNavigationScroll', () => {
  let restoration: ScrollRestoration;
  beforeEach(() => {
    restoration = history.scrollRestoration;
  });
  afterEach(() => {
    history.scrollRestoration = restoration;
    sessionStorage.clear();
  });

  it('takes scroll restoration from the browser and leaves the first page where it is', () => {
    const page = fakeWindow();
    page.state.y = 300;
    renderAt(['/list']);
    expect(history.scrollRestoration).toBe('manual');
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page a link leads to at its top, though the reader was far down', async () => {
    const user = userEvent.setup();
    const page = fakeWindow();
    renderAt(['/list']);
    page.readerScrollsTo(1_340);
    await user.click(screen.getByRole('link', { name: 'Post' }));
    await screen.findByRole('heading', { name: 'Post' });
    expect(page.state.y).toBe(0);
  });

  it("opens a link to another page's #fragment at its element, once the element is there", async () => {
    const user = userEvent.setup();
    const page = fakeWindow();
    renderAt(['/post']);
    page.readerScrollsTo(900);
    const scrolledIntoView = vi.fn();
    // jsdom lays nothing out and has no scrollIntoView: a stand-in records which element was asked.
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scrolledIntoView;
    try {
      await user.click(screen.getByRole('link', { name: 'End of the list' }));
      await screen.findByRole('heading', { name: 'List' });
      // Not there yet: the page opens at its top meanwhile.
      expect(page.state.y).toBe(0);
      expect(scrolledIntoView).not.toHaveBeenCalled();
      const end = document.createElement('p');
      end.id = 'end';
      document.body.append(end);
      page.grow(6_000);
      expect(scrolledIntoView.mock.contexts).toEqual([end]);
      end.remove();
    } finally {
      if (own) Object.defineProperty(Element.prototype, 'scrollIntoView', own);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('returns to the place on Back, waiting for the page to grow tall enough', async () => {
    const user = userEvent.setup();
    const page = fakeWindow();
    renderAt(['/list']);
    page.readerScrollsTo(2_690);
    await user.click(screen.getByRole('link', { name: 'Post' }));
    page.readerScrollsTo(400);

    // Back to the list, whose posts have not arrived: the page is 1,500 px tall.
    page.state.height = 1_500;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'List' });
    expect(page.state.y).toBe(700);
    page.grow(2_000);
    expect(page.state.y).toBe(1_200);
    page.grow(4_000);
    expect(page.state.y).toBe(2_690);
  });

  it('keeps the place on Back while lists above it arrive after it was reached (scroll anchoring would carry it down)', async () => {
    const user = userEvent.setup();
    const page = fakeWindow();
    renderAt(['/list']);
    page.state.height = 5_600;
    page.readerScrollsTo(2_580);
    await user.click(screen.getByRole('link', { name: 'Post' }));

    // Back to a page whose lists arrive one by one, as /voa/voices-of-africa's do.
    page.state.height = 3_000;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'List' });
    page.grow(4_200);
    expect(page.state.y).toBe(2_580);
    page.growAbove(5_600);
    expect(page.state.y).toBe(2_580);
  });

  it('stops holding the place once something else scrolls the window away from it (a script, find in page), and keeps the new place for Back', async () => {
    const user = userEvent.setup();
    const page = fakeWindow();
    renderAt(['/list']);
    page.state.height = 5_000;
    page.readerScrollsTo(2_690);
    await user.click(screen.getByRole('link', { name: 'Post' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'List' });
    expect(page.state.y).toBe(2_690);

    page.readerScrollsTo(1_000);
    expect(page.isSettling()).toBe(false);
    page.grow(5_500);
    expect(page.state.y).toBe(1_000);
    await user.click(screen.getByRole('link', { name: 'Post' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'List' });
    expect(page.state.y).toBe(1_000);
  });

  it('stops putting the page back as soon as the reader scrolls, taps or types', async () => {
    const user = userEvent.setup();
    const page = fakeWindow();
    for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      const view = renderAt(['/list']);
      page.state.height = 5_000;
      page.readerScrollsTo(2_690);
      await user.click(screen.getByRole('link', { name: 'Post' }));
      page.state.height = 1_000;
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await screen.findByRole('heading', { name: 'List' });
      expect(page.isSettling(), input).toBe(true);
      window.dispatchEvent(new Event(input));
      expect(page.isSettling(), input).toBe(false);
      page.grow(5_000);
      expect(page.state.y, input).toBe(200);
      view.unmount();
    }
  });

  it(`gives up putting the page back after ${SETTLE_MS / 1000} s`, async () => {
    const user = userEvent.setup();
    const page = fakeWindow();
    renderAt(['/list']);
    page.readerScrollsTo(2_690);
    await user.click(screen.getByRole('link', { name: 'Post' }));
    page.state.height = 1_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => void screen.getByRole('button', { name: 'Back' }).click());
      expect(page.isSettling()).toBe(true);
      act(() => vi.advanceTimersByTime(SETTLE_MS));
      expect(page.isSettling()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands scroll restoration back to the browser on leaving, so a reload is put back before the app starts, and takes it again on return', () => {
    fakeWindow();
    renderAt(['/list']);
    window.dispatchEvent(new Event('pagehide'));
    expect(history.scrollRestoration).toBe('auto');
    window.dispatchEvent(new Event('pageshow'));
    expect(history.scrollRestoration).toBe('manual');
  });

  it('keeps each entry’s place through a reload of the page (sessionStorage, written on leaving)', async () => {
    const page = fakeWindow();
    const entries = [
      { pathname: '/list', key: 'list-entry' },
      { pathname: '/post', key: 'post-entry' },
    ];
    const first = renderAt(entries, 0);
    page.readerScrollsTo(2_690);
    first.unmount();
    const second = renderAt(entries, 1);
    page.readerScrollsTo(1_000);
    window.dispatchEvent(new Event('pagehide'));
    second.unmount();

    // The reloaded document: a module of its own (the query), which reads the positions back.
    const reloaded = './navigation-scroll.ts?reloaded';
    const fresh = (await import(/* @vite-ignore */ reloaded)) as typeof import('./navigation-scroll');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    page.state.y = 0;
    const reloadedView = render(
      <MemoryRouter initialEntries={entries} initialIndex={1}>
        <Pages useScroll={fresh.useNavigationScroll} />
      </MemoryRouter>,
    );
    expect(page.state.y).toBe(1_000);
    reloadedView.unmount();

    // Where the browser has put the page back itself (or the reader has scrolled since), it stays.
    page.state.y = 400;
    render(
      <MemoryRouter initialEntries={entries} initialIndex={1}>
        <Pages useScroll={fresh.useNavigationScroll} />
      </MemoryRouter>,
    );
    expect(page.state.y).toBe(400);
  });
});
