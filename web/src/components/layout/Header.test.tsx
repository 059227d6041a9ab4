import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { renderApp } from '@/test/render-app';

const mainHost = site.mainHosts[0] ?? 'sankofaeditorial.com';

/**
 * The page's banner: the site header. jsdom's role mapping also calls a page's <header> band inside
 * <main> a banner, which browsers do not (a header is a landmark only outside main and sections).
 */
function siteBanner(): HTMLElement {
  const banners = screen.getAllByRole('banner').filter((element) => !element.closest('main'));
  if (banners.length !== 1 || !banners[0]) throw new Error(`expected one banner outside main, found ${banners.length}`);
  return banners[0];
}

async function renderHeader(options?: { hostname?: string }) {
  const view = renderApp('/home/', options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const submenuOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  const list = id ? document.getElementById(id) : null;
  if (!list) throw new Error('the toggle controls no element');
  return list;
};
const linkTexts = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('link', { hidden: true })
    .map((a) => a.textContent);

function scrollTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('header navigation by host', () => {
  it('on localhost (any non-main host) offers the community extras, search, practices, profiles and admin', async () => {
    await renderHeader();
    const nav = desktopNav();
    const voa = submenuOf(within(nav).getByRole('button', { name: 'Voices Of Africa submenu' }));
    expect(linkTexts(voa)).toEqual(['VOA Blog', 'Library', 'Advisory Board', 'Photos', 'Banned Books', 'Search']);
    const practices = submenuOf(within(nav).getByRole('button', { name: 'VOA Practices submenu' }));
    expect(linkTexts(practices)).toHaveLength(15);
    expect(
      within(practices).getByRole('link', { name: 'Booster Marketing & Advertising', hidden: true }),
    ).toHaveAttribute('href', '/practices/bma');
    const profiles = submenuOf(within(nav).getByRole('button', { name: 'VOA Profiles' }));
    expect(linkTexts(profiles)).toEqual(['Voice', 'Auntie', 'Peer']);
    expect(within(profiles).getByRole('link', { name: 'Peer', hidden: true })).toHaveAttribute(
      'href',
      '/voa/profiles/peer',
    );
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/voa/admin');
  });

  it('on the main company domain shows only the advisory board extra and hides practices, profiles and admin', async () => {
    await renderHeader({ hostname: mainHost });
    const nav = desktopNav();
    const voa = submenuOf(within(nav).getByRole('button', { name: 'Voices Of Africa submenu' }));
    expect(linkTexts(voa)).toEqual(['VOA Blog', 'Advisory Board']);
    expect(within(nav).queryByRole('button', { name: /VOA Practices|VOA Profiles/ })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('hides the same items in the mobile menu on the main domain', async () => {
    const user = userEvent.setup();
    await renderHeader({ hostname: mainHost });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    await within(menu).findByRole('link', { name: 'VOA Blog' });
    expect(within(menu).getByRole('link', { name: 'Advisory Board' })).toBeInTheDocument();
    for (const hidden of [
      'Library',
      'Photos',
      'Banned Books',
      'Search',
      'Admin',
      'VOA Practices',
      'Voice',
      'Practice Events',
    ]) {
      expect(within(menu).queryByRole('link', { name: hidden })).toBeNull();
    }
  });

  it('shows the header logo at 65x60 and the socials', async () => {
    await renderHeader();
    const banner = siteBanner();
    const logo = within(banner)
      .getByRole('link', { name: `${site.name} home` })
      .querySelector('svg');
    expect(logo).toHaveAttribute('width', '65');
    expect(logo).toHaveAttribute('height', '60');
    expect(within(banner).getByRole('list', { name: 'Social media' })).toBeInTheDocument();
  });
});

describe('sticky header', () => {
  it('turns sticky at 350 px of scrolling, not at 349, and back when scrolled up', async () => {
    await renderHeader();
    // Queried afresh each time: a late re-render (a namespace arriving) may replace the element.
    const header = () => siteBanner();
    const sticky = (value: 'true' | 'false') => waitFor(() => expect(header()).toHaveAttribute('data-sticky', value));
    expect(header()).toHaveAttribute('data-sticky', 'false');
    // Each step waits for the header to follow, so a step back proves the threshold from both sides.
    scrollTo(350);
    await sticky('true');
    scrollTo(349);
    await sticky('false');
    scrollTo(350);
    await sticky('true');
    scrollTo(10);
    await sticky('false');
  });
});

describe('desktop drop-downs by keyboard', () => {
  it('opens with ArrowDown, moves with the arrows, closes with Escape back on the button', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const button = within(desktopNav()).getByRole('button', { name: 'About submenu' });
    const menu = submenuOf(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Company History' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Diversity & Inclusion' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Company History' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('link', { name: 'Diversity & Inclusion' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('toggles with Enter, keeps one drop-down open at a time, and closes when Tab leaves it', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const nav = desktopNav();
    const about = within(nav).getByRole('button', { name: 'About submenu' });
    const insights = within(nav).getByRole('button', { name: 'Insights & Ideas submenu' });

    about.focus();
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(insights);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(insights).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Enter}');
    expect(insights).toHaveAttribute('aria-expanded', 'false');

    about.focus();
    await user.keyboard('{Enter}');
    await user.tab(); // Company History
    await user.tab(); // Diversity & Inclusion
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // leaves the group
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open drop-down on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderHeader();
    const button = within(desktopNav()).getByRole('button', { name: 'About submenu' });
    await user.click(button);
    await user.click(within(submenuOf(button)).getByRole('link', { name: 'Company History' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/company-history'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('mobile menu', () => {
  const root = document.documentElement;

  async function openMenu() {
    const user = userEvent.setup();
    const view = await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Main menu' });
    return { user, toggle, menu, ...view };
  }

  it('shows logo, separator and socials at once and its items 100 ms after opening', async () => {
    await renderHeader();
    // Fake timers only once the page is in (Testing Library's async helpers need real ones),
    // and fireEvent rather than user-event, whose act wrapper waits on a real timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: `${site.name} home` })).toBeInTheDocument();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('list', { name: 'Social media' })).toBeInTheDocument();
    expect(screen.getByTestId('mobile-menu-overlay')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(99));
    expect(within(menu).queryByRole('link', { name: 'Contact' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(menu).getByRole('link', { name: 'Contact' })).toBeInTheDocument();
  });

  it('moves focus into the menu, keeps Tab inside it, and returns focus to the toggle on Escape', async () => {
    const { user, toggle, menu } = await openMenu();
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await within(menu).findByRole('link', { name: 'Contact' });

    const links = within(menu).getAllByRole('link');
    const [first, last] = [links[0], links.at(-1)];
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(first).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('locks page scrolling while open and releases it on close, on Escape, on the overlay and on route change', async () => {
    root.style.overflow = 'auto';
    const { user, menu, router } = await openMenu();
    expect(root.style.overflow).toBe('hidden');
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(root.style.overflow).toBe('auto');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(root.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(root.style.overflow).toBe('auto');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('mobile-menu-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.style.overflow).toBe('auto');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(root.style.overflow).toBe('hidden');
    await act(() => router.navigate('/nowhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.style.overflow).toBe('auto');
    root.style.overflow = '';
  });

  it('puts the door first: "Sign in" before the menu’s links', async () => {
    const { menu } = await openMenu();
    const signIn = await within(menu).findByRole('link', { name: 'Sign in' });
    const firstItem = within(within(menu).getByRole('navigation')).getAllByRole('link')[0];
    expect(firstItem).toBeDefined();
    expect(signIn.compareDocumentPosition(firstItem as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves focus on the new page’s heading when a navigation closes it (Back), not on the toggle', async () => {
    const { router } = await openMenu();
    await act(() => router.navigate('/policies/privacy'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = await screen.findByRole('heading', { level: 1, name: /Privacy/ });
    expect(heading).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const { user, menu, router } = await openMenu();
    await user.click(await within(menu).findByRole('link', { name: 'Company History' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/company-history'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
