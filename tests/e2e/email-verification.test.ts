import { describe, expect, it } from 'vitest';
import { hostPort, loadSuiteConfig } from '#tools/emulators/config.ts';
import { siteOrigin } from '#tools/e2e/site.ts';
import { demoMembers } from '#tools/seed/members.ts';
import { accountByEmail, latestOobCode, oobCodes, signIn, tokenClaims, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, waitForDoc } from './support/firestore.ts';
import {
  applyAndAwaitReview,
  confirmVerified,
  openVerificationLink,
  signInThroughForm,
  signUpThroughForm,
} from './support/forms.ts';
import { createAdmin, openApplication, sampleApplication } from './support/members.ts';
import { openWatchedPage, untilLoaded, visit } from './support/page.ts';

const browser = useBrowser();
const authEmulatorHost = hostPort(loadSuiteConfig().auth);

/**
 * Issue 23: an address is verified before it counts. A password account gets the verification mail
 * at sign-up; its link, taken here from the Auth emulator's out-of-band codes, verifies it; only
 * then can the member apply, be approved and be made an admin from the members screen.
 */
describe('e-mail verification: from sign-up to admin rights', () => {
  it('sign up, "verify your e-mail", follow the link, apply, get approved, become admin from the members screen', async () => {
    const email = uniqueEmail('verified');
    const password = 'correct-horse-battery';
    const application = sampleApplication('Akosua Frimpong');
    const admin = await createAdmin();
    const member = await openWatchedPage(browser());
    const reviewer = await openWatchedPage(browser());
    try {
      await visit(member.page, '/voa/_auth_');
      await signUpThroughForm(member.page, email, password);
      await member.page.waitForURL('**/voa/onboard');

      // The mail went out at sign-up; the page says so and why it matters.
      const notice = member.page.getByRole('region', { name: 'Verify your e-mail address' });
      await expect.poll(() => notice.innerText()).toContain(`We sent a link to ${email}.`);
      expect(await notice.innerText()).toContain('An application can be sent only from a verified address');
      await latestOobCode(email, 'VERIFY_EMAIL');
      expect((await oobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
      expect((await accountByEmail(email)).emailVerified).toBe(false);

      // The member opens the mail's link: the emulator verifies the address and sends the tab back to the site.
      const { tab, link } = await openVerificationLink(member.page, email);
      expect(link.host).toBe(authEmulatorHost);
      // Through the sign-in page, which sends a signed-in member on to onboarding.
      expect(link.searchParams.get('continueUrl')).toBe(`${siteOrigin}/voa/_auth_?verified=1`);
      await tab.waitForURL('**/voa/onboard');
      await tab.getByLabel('Name to show other members').waitFor();
      expect(await tab.getByRole('region', { name: 'Verify your e-mail address' }).count()).toBe(0);
      await tab.close();
      expect((await accountByEmail(email)).emailVerified).toBe(true);

      // Back in the first tab, without signing out.
      await member.page.bringToFront();
      await confirmVerified(member.page);
      await applyAndAwaitReview(member.page, application);
      const { localId: uid } = await accountByEmail(email);

      // The admin sees the address is verified, and approves.
      const card = await openApplication(reviewer.page, admin, application.displayName);
      await expect.poll(() => card.innerText()).toMatch(/E-mail verified\s*Yes/);
      await card.getByRole('button', { name: 'Approve', exact: true }).click();
      await waitForDoc(`users/${uid}`, (profile) => profile.status === 'active');
      expect(await readDoc(`members/${uid}`)).toMatchObject({ displayName: application.displayName });

      // Then grants the member admin rights from the members screen: a password account, verified by its mail.
      await reviewer.page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Members' })
        .click();
      const row = reviewer.page.getByRole('row').filter({ hasText: email });
      await row.getByText('Manage').click();
      await row.getByRole('button', { name: 'Grant admin rights' }).click();
      await reviewer.page.getByText(`${application.displayName} has admin rights from their next sign-in`).waitFor();
      expect(tokenClaims((await signIn(email, password)).idToken)).toMatchObject({ admin: true, email_verified: true });
      expect(reviewer.problems).toEqual([]);

      // The member signs in again and reaches the admin area.
      await member.page.getByRole('button', { name: 'Check my status' }).click();
      await member.page.waitForURL('**/voa/voices-of-africa');
      await member.page.getByRole('button', { name: 'Sign out' }).first().click();
      // Signing out ends once its toast shows; a reload before it would find the session still there.
      await member.page.getByText('Successfully logged out').first().waitFor();
      await visit(member.page, '/voa/_auth_');
      await member.page.getByLabel('E-mail').first().fill(email);
      await member.page.getByLabel('Password').fill(password);
      await member.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await member.page.waitForURL('**/voa/voices-of-africa');
      // The community home, read before leaving it (its teasers' queries start once it shows).
      await member.page.getByRole('button', { name: 'Sign out' }).first().waitFor();
      await untilLoaded(member.page);
      await visit(member.page, '/voa/admin');
      await member.page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      expect(member.problems).toEqual([]);
    } finally {
      await member.close();
      await reviewer.close();
    }
    // Two people, two sign-ins each, two callables and a trigger: longer than one journey's minute.
  }, 150_000);

  it('the link opened in another browser (a phone’s mail app) says the address is verified and asks to sign in; the first tab notices by itself', async () => {
    const email = uniqueEmail('elsewhere');
    const password = 'correct-horse-battery';
    const member = await openWatchedPage(browser());
    const phone = await openWatchedPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await visit(member.page, '/voa/_auth_');
      await signUpThroughForm(member.page, email, password);
      await member.page.waitForURL('**/voa/onboard');
      const notice = member.page.getByRole('region', { name: 'Verify your e-mail address' });
      await notice.waitFor();

      // The phone's browser never signed in: the link verifies the address, then the site says so.
      const { tab } = await openVerificationLink(phone.page, email, { sameTab: true });
      await tab.waitForURL((url) => url.pathname === '/voa/_auth_' && url.searchParams.get('verified') === '1');
      await tab.getByText('Your e-mail address is verified. Sign in to continue.').waitFor();
      expect((await accountByEmail(email)).emailVerified).toBe(true);
      await signInThroughForm(tab, email, password);
      await tab.waitForURL('**/voa/onboard');
      await tab.getByLabel('Name to show other members').waitFor();
      expect(await tab.getByRole('region', { name: 'Verify your e-mail address' }).count()).toBe(0);

      // The first tab stayed in front all along (no focus, no visibility change): it looks by itself.
      await member.page.getByText(`Thank you: ${email} is verified.`).waitFor({ timeout: 30_000 });
      await notice.waitFor({ state: 'detached' });
      await applyAndAwaitReview(member.page, sampleApplication('Wanjiru Kamau'));
      expect(member.problems).toEqual([]);
      expect(phone.problems).toEqual([]);
    } finally {
      await member.close();
      await phone.close();
    }
  }, 120_000);

  it('the demo accounts of npm start are verified, so they apply, get approved and get mail as before', async () => {
    for (const demo of demoMembers) expect((await accountByEmail(demo.email)).emailVerified, demo.email).toBe(true);
  });
});
