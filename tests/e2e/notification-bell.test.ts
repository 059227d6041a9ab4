import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { updateDoc, waitForDoc } from './support/firestore.ts';
import { createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, reloadAtOnce, untilLoaded, viewports, visit } from './support/page.ts';

const browser = useBrowser();

/** The bell's code: its component and the module that counts (web/src/components/layout, lib/notices). */
const BELL_CODE = /\/assets\/(NoticesLink|unread-notices)-[\w-]+\.js$/;

/** A notice as the notify* functions write it (functions/src/notifications/mail.ts), unread. */
const unreadNotice = (subject: string, minutesAgo: number) => ({
  event: 'commentOnPost',
  subject,
  link: '/voa/blog',
  mailed: true,
  created: new Date(Date.now() - minutesAgo * 60_000),
  expiresAt: new Date(Date.now() + 90 * 86_400_000),
  read: false,
});

/** The header's bell, by the name that says the count. */
const bell = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

/** Every script the page asked for, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe('the notification bell (issue 56)', () => {
  it('counts a member’s unread notices at desktop and in the phone menu, and goes down as they are marked read', async () => {
    const member = await createMember('active', { label: 'bell' });
    await updateDoc(`users/${member.uid}/notifications/bell-first`, unreadNotice('Your first notice', 2));
    await updateDoc(`users/${member.uid}/notifications/bell-second`, unreadNotice('Your second notice', 1));
    const { page, problems, close } = await openWatchedPage(browser(), { viewport: viewports.desktop });
    try {
      const scripts = scriptsOf(page);
      await openSignedIn(page, member, '/voa/blog');
      await bell(page, 'Notifications, 2 unread').waitFor();
      expect(await bell(page, 'Notifications, 2 unread').textContent()).toBe('2');
      expect(
        scripts.filter((path) => BELL_CODE.test(path)),
        'the bell’s code, for a member',
      ).not.toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Notifications, 2 unread', exact: true }).click();
      await page.waitForURL('**/voa/notifications');
      await page.setViewportSize(viewports.desktop);
      await untilLoaded(page);

      const list = page.getByRole('main').getByRole('listitem');
      await expect.poll(() => list.count()).toBe(2);
      expect(await list.first().textContent()).toContain('Your second notice');
      await page.getByRole('button', { name: 'Mark as read: Your first notice' }).click();
      await bell(page, 'Notifications, 1 unread').waitFor();
      await waitForDoc(`users/${member.uid}/notifications/bell-first`, (stored) => stored.read === true);

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await bell(page, 'Notifications').waitFor();
      expect(await bell(page, 'Notifications').textContent()).toBe('');
      await page.getByText('No new notices.').waitFor();

      await reloadAtOnce(page);
      await untilLoaded(page);
      await expect.poll(() => list.count()).toBe(2);
      expect(await page.getByRole('main').getByText('New', { exact: true }).count()).toBe(0);
      await bell(page, 'Notifications').waitFor();
      expect(await bell(page, 'Notifications').textContent()).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('loads none of its code on a signed-out visit to a public page', async () => {
    const { page, problems, close } = await openWatchedPage(browser(), { viewport: viewports.mobile });
    try {
      const scripts = scriptsOf(page);
      await visit(page, '/voa/blog');
      // A reader stays a while: whatever waits for the page to be idle has had its turn.
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Sign in' }).waitFor();
      expect(scripts.length, 'the page’s own scripts were seen').toBeGreaterThan(0);
      expect(scripts.filter((path) => BELL_CODE.test(path))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
