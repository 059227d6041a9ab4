import { describe, expect, it } from 'vitest';
import { hostPort, loadSuiteConfig } from '#tools/emulators/config.ts';
import { accountByEmail, oobCodes, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { waitForDoc } from './support/firestore.ts';
import { serveGapiStandIn } from './support/gapi-stand-in.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();
const authEmulatorHost = hostPort(loadSuiteConfig().auth);

describe('sign-in with the Google popup (the Auth emulator serves the provider page)', () => {
  it('a new Google account is signed in, gets its profile and lands on onboarding', async () => {
    const email = uniqueEmail('google');
    const { context, page, problems, close } = await openWatchedPage(browser());
    await serveGapiStandIn(context);
    try {
      await visit(page, '/voa/_auth_');
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Continue with Google' }).click(),
      ]);
      await popup.waitForLoadState('domcontentloaded');
      expect(new URL(popup.url()).host).toBe(authEmulatorHost);

      await popup.getByText('Add new account').click();
      await popup.locator('#email-input').fill(email);
      await popup.locator('#display-name-input').fill('Adjoa Badu');
      await Promise.all([
        popup.waitForEvent('close'),
        popup.getByRole('button', { name: /Sign in with Google/i }).click(),
      ]);

      await page.waitForURL('**/voa/onboard');
      await expect.poll(() => page.locator('main').innerText()).toContain(`Signed in as ${email}`);
      // A Google account arrives verified: no "Verify your e-mail address", no mail sent.
      expect(await page.getByRole('region', { name: 'Verify your e-mail address' }).count()).toBe(0);
      expect(await oobCodes(email)).toEqual([]);
      const account = await accountByEmail(email);
      expect(account.providerUserInfo?.map((provider) => provider.providerId)).toContain('google.com');
      expect(await waitForDoc(`users/${account.localId}`)).toMatchObject({ email, status: '', type: null });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
