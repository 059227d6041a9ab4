import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { updateDoc } from './support/firestore.ts';
import { createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();

describe("a member's session: refresh and sign-out", () => {
  it('"Check my status" re-reads the profile: once approved, the member lands on the community home', async () => {
    const member = await createMember('pending');
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await openSignedIn(page, member, '/voa/onboard');
      await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();
      await page.getByRole('button', { name: 'Check my status' }).click();
      await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();
      expect(new URL(page.url()).pathname, 'still pending: the page stays').toBe('/voa/onboard');

      // What reviewMember writes on approval, done here as an admin (the admin UI has its own journey).
      await updateDoc(`users/${member.uid}`, { status: 'active', type: 'voice' });
      await page.getByRole('button', { name: 'Check my status' }).click();

      await page.waitForURL('**/voa/voices-of-africa');
      await expect
        .poll(() => page.getByRole('complementary', { name: 'Your membership' }).innerText())
        .toContain('You are a member of the community as a voice.');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('"Sign out" shows the toast "Successfully logged out" (bottom right, gone after 4 s) and ends the session', async () => {
    const member = await createMember('active');
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await openSignedIn(page, member, '/voa/voices-of-africa');
      const panel = page.getByRole('complementary', { name: 'Your membership' });
      await page.getByRole('button', { name: 'Sign out' }).click();

      const toast = page.getByText('Successfully logged out', { exact: true });
      await toast.waitFor();
      const shownAt = Date.now();
      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x + box.width > viewport.width / 2, 'on the right').toBe(true);
      expect(box && viewport && box.y + box.height > viewport.height / 2, 'at the bottom').toBe(true);
      await expect
        .poll(() => panel.innerText())
        .toContain('Members join the directories, and voices write for the blog.');

      await toast.waitFor({ state: 'detached', timeout: 8_000 });
      expect(Date.now() - shownAt, 'the toast stays about 4000 ms').toBeGreaterThanOrEqual(3_500);

      await visit(page, '/voa/onboard');
      await page.waitForURL('**/voa/_auth_'); // signed out: onboarding sends to sign-in
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
