import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_RECOUNT_MS } from '@/lib/notices/unread-notices';
import { seedDocs, writeDoc } from '@/test/emulators';
import { renderApp, signInAsMember, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);

/** The site header (a page's own <header> inside main is no banner in browsers, only in jsdom). */
function siteBanner(): HTMLElement {
  const banner = screen.getAllByRole('banner').find((element) => !element.closest('main'));
  if (!banner) throw new Error('no site banner');
  return banner;
}

/** A notice as the functions write it (functions/src/notifications/mail.ts). */
const notice = (day: number, read: boolean) => ({
  event: 'commentOnPost',
  subject: `Notice ${day}`,
  link: '',
  mailed: true,
  created: new Date(`2026-03-${String(day).padStart(2, '0')}T10:00:00Z`),
  expiresAt: new Date('2026-06-01T00:00:00Z'),
  read,
});

/** A signed-in member with `unread` unread notices and one read one, on the company home page. */
async function memberWith(unread: number): Promise<string> {
  const uid = await signInAsMember('member@example.com', { status: 'active', type: 'peer' });
  const docs: Parameters<typeof seedDocs>[0] = { [`users/${uid}/notifications/read`]: notice(28, true) };
  for (let day = 1; day <= unread; day += 1) docs[`users/${uid}/notifications/n${day}`] = notice(day, false);
  await seedDocs(docs);
  renderApp('/home/');
  await screen.findByRole('heading', { level: 1 });
  return uid;
}

/** The bell's badge: the text of the link, its name aside. */
const badge = (bell: HTMLElement) => bell.textContent;

describe('the notification bell', () => {
  it('shows a member the unread count, says it in its name, and links to the notifications page', async () => {
    await memberWith(2);
    const bell = await within(siteBanner()).findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/voa/notifications');
    expect(badge(bell)).toBe('2');
  });

  it('counts a notice that arrived meanwhile when the member comes back to the page', async () => {
    const uid = await memberWith(1);
    await within(siteBanner()).findByRole('link', { name: 'Notifications, 1 unread' });
    await writeDoc(`users/${uid}/notifications/n2`, notice(2, false));
    window.dispatchEvent(new FocusEvent('focus'));
    const bell = await within(siteBanner()).findByRole('link', { name: 'Notifications, 2 unread' });
    expect(badge(bell)).toBe('2');
  });

  it('counts again every minute while the page is open, so a notice that arrives shows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const uid = await memberWith(1);
      await within(siteBanner()).findByRole('link', { name: 'Notifications, 1 unread' });
      await writeDoc(`users/${uid}/notifications/n2`, notice(2, false));
      vi.advanceTimersByTime(UNREAD_RECOUNT_MS);
      const bell = await within(siteBanner()).findByRole('link', { name: 'Notifications, 2 unread' });
      expect(badge(bell)).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no count once nothing is unread, and is named "Notifications" alone', async () => {
    const uid = await memberWith(1);
    await within(siteBanner()).findByRole('link', { name: 'Notifications, 1 unread' });
    await writeDoc(`users/${uid}/notifications/n1`, { read: true });
    window.dispatchEvent(new FocusEvent('focus'));
    const bell = await within(siteBanner()).findByRole('link', { name: 'Notifications' });
    expect(badge(bell)).toBe('');
  });

  it('caps the count at "9+" past nine, and says "more than 9" in its name', async () => {
    await memberWith(12);
    const bell = await within(siteBanner()).findByRole('link', { name: 'Notifications, more than 9 unread' });
    expect(badge(bell)).toBe('9+');
  });

  it('is in the phone menu too, with the same count', async () => {
    const user = userEvent.setup();
    await memberWith(3);
    await within(siteBanner()).findByRole('link', { name: 'Notifications, 3 unread' });
    await user.click(within(siteBanner()).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    const item = await within(menu).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(item).toHaveTextContent('Notifications3');
    expect(item).toHaveAttribute('href', '/voa/notifications');
  });

  it('is not there for a visitor', async () => {
    renderApp('/home/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(siteBanner()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(siteBanner()).queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });
});
