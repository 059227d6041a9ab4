import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAsAdmin, signInAsMember, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);

/** The site header (a page's own <header> inside main is no banner in browsers, only in jsdom). */
function siteBanner(): HTMLElement {
  const banner = screen.getAllByRole('banner').find((element) => !element.closest('main'));
  if (!banner) throw new Error('no site banner');
  return banner;
}

/** Once the page is on screen (after the auth gate's `loading...`), opens the header's account menu. */
async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1 });
  await user.click(within(siteBanner()).getByRole('button', { name: 'Account' }));
}

describe('the header door (issue 27)', () => {
  it('offers a visitor "Sign in", back to the community page they were on', async () => {
    renderApp('/voa/blog');
    await screen.findByRole('heading', { level: 1 });
    expect(within(siteBanner()).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/voa/_auth_?next=%2Fvoa%2Fblog',
    );
    expect(within(siteBanner()).queryByRole('button', { name: 'Account' })).toBeNull();
  });

  it('sends a visitor from a company page to the plain sign-in page (it returns only to community pages)', async () => {
    renderApp('/home/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(siteBanner()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/voa/_auth_');
  });

  it('gives a member an account menu with My account and Sign out, without the admin area', async () => {
    const user = userEvent.setup();
    await signInAsMember('member@example.com', { status: 'active', type: 'peer' });
    renderApp('/home/');
    await openAccountMenu(user);
    const banner = siteBanner();
    expect(within(banner).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/voa/account');
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Admin area' })).toBeNull();
  });

  it('adds the admin area for an admin', async () => {
    const user = userEvent.setup();
    await signInAsAdmin();
    renderApp('/home/');
    await openAccountMenu(user);
    expect(await within(siteBanner()).findByRole('link', { name: 'Admin area' })).toHaveAttribute('href', '/voa/admin');
  });

  it('signs a member out from the menu: the door turns back into "Sign in"', async () => {
    const user = userEvent.setup();
    await signInAsMember('member@example.com', { status: 'active', type: 'peer' });
    renderApp('/home/');
    await openAccountMenu(user);
    await user.click(within(siteBanner()).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    await waitFor(() => expect(within(siteBanner()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument());
  });

  it('puts the door in the mobile menu too', async () => {
    const user = userEvent.setup();
    renderApp('/voa/blog');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const visitorMenu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(await within(visitorMenu).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/voa/_auth_?next=%2Fvoa%2Fblog',
    );
  });

  it('lists a member’s pages and Sign out in the mobile menu, and signing out there closes it', async () => {
    const user = userEvent.setup();
    await signInAsMember('member@example.com', { status: 'active', type: 'peer' });
    renderApp('/home/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/voa/account');
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
  });
});
