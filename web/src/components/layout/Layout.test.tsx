import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { trackPageLoad } from '@/lib/routing/page-loads';
import { memoryRouter } from '@/test/render-app';

/**
 * The page's banner: the site header. jsdom's role mapping also calls a page's <header> band inside
 * <main> a banner, which browsers do not (a header is a landmark only outside main and sections).
 */
function siteBanner(): HTMLElement {
  const banners = screen.getAllByRole('banner').filter((element) => !element.closest('main'));
  if (banners.length !== 1 || !banners[0]) throw new Error(`expected one banner outside main, found ${banners.length}`);
  return banners[0];
}

/** A promise and the functions that settle it, for a page load the test decides the end of. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

function renderAt(path: string) {
  const { router, element } = memoryRouter(path);
  render(element);
  return router;
}

describe('layout shell', () => {
  it('wraps a page in header, main and footer', async () => {
    renderAt('/home/');
    await screen.findByRole('heading', { level: 1 });
    expect(siteBanner()).toHaveTextContent(site.name);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${site.founded}–`);
  });

  it('sends / to /home/', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/'));
  });

  it('keeps the current page on screen while the next one loads', async () => {
    const user = userEvent.setup();
    const router = renderAt('/home/');
    const home = await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    let emptied = false;
    const observer = new MutationObserver(() => {
      if (!main.querySelector('h1')) emptied = true;
    });
    observer.observe(main, { childList: true, subtree: true });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policies/privacy'));
    observer.disconnect();
    expect(screen.getByRole('heading', { level: 1 })).not.toBe(home);
    expect(emptied).toBe(false);
  });

  it('shows a bar and marks main busy while a page is on its way, until it arrives or fails', async () => {
    renderAt('/home/');
    await screen.findByRole('heading', { level: 1 });
    const bar = () => screen.queryByRole('progressbar', { name: 'Loading the page' });
    expect(bar()).toBeNull();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');

    const arriving = deferred();
    const failing = deferred();
    await act(async () => {
      void trackPageLoad(arriving.promise);
      void trackPageLoad(failing.promise).catch(() => undefined);
    });
    expect(bar()).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    // One of two loads settled: still loading.
    await act(async () => arriving.resolve());
    expect(bar()).toBeInTheDocument();
    // A page whose code failed to arrive ends the wait too (the page boundary says so).
    await act(async () => failing.reject(new Error('chunk failed')));
    expect(bar()).toBeNull();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });
});
