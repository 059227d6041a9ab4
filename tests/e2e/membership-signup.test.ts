import { describe, expect, it } from 'vitest';
import { accountByEmail, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, waitForDoc } from './support/firestore.ts';
import {
  applyAndAwaitReview,
  applyThroughForm,
  confirmVerified,
  openVerificationLink,
  signUpThroughForm,
} from './support/forms.ts';
import { sampleApplication } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();

describe('membership: sign-up with e-mail and password, then the application', () => {
  it('creates the profile server-side, logs no error, redirects to onboarding and shows the application as under review', async () => {
    const email = uniqueEmail('applicant');
    const application = sampleApplication('Kwame Boateng');
    const { page, problems, close } = await openWatchedPage(browser());
    // The client also creates a profile the trigger has not written within its wait (spec operation
    // 9), so a lost trigger call still leaves the member one. To see the server's write alone,
    // the browser's write of a profile is held until that profile exists, and dropped if it never
    // does: any profile found below was written by the auth trigger. The route stays in place to
    // the end and lets everything through once the profile is there: removing it mid-journey
    // (page.unroute) switches Chromium's request interception off while the next page's chunks
    // are on their way, and those requests then never finished (seen in CI: an empty onboarding page).
    let holdProfileWrites = true;
    await page.route('**/documents:commit*', async (route) => {
      const uid = /documents\/users\/([^"/]+)"/.exec(route.request().postData() ?? '')?.[1];
      if (!uid || !holdProfileWrites) return route.continue();
      const profileAppeared = await waitForDoc(`users/${uid}`, () => true, 15_000).then(
        () => true,
        () => false,
      );
      // While the write was held the browser may have given up on it (the page moved on, or the
      // SDK cancelled the request); Playwright then cannot resume it, and that is fine: the
      // assertions below are about the server's write only.
      await (profileAppeared ? route.continue() : route.abort()).catch(() => undefined);
    });
    try {
      await visit(page, '/voa/_auth_');
      await signUpThroughForm(page, email);

      await page.waitForURL('**/voa/onboard');
      const { localId: uid } = await accountByEmail(email);
      // Spec section 3: the initial profile, from the auth trigger.
      const profile = await waitForDoc(`users/${uid}`);
      holdProfileWrites = false;
      expect(profile).toMatchObject({ email, status: '', type: null });
      expect(Date.now() - Date.parse(String(profile.created))).toBeLessThan(120_000);

      // Applying needs the address verified: the link of the mail sent at sign-up.
      await page.getByRole('region', { name: 'Verify your e-mail address' }).waitFor();
      await (await openVerificationLink(page, email)).tab.close();
      await confirmVerified(page);
      await applyAndAwaitReview(page, application);
      expect(new URL(page.url()).pathname).toBe('/voa/onboard');
      expect(await page.locator('main').innerText()).toContain(application.bio);
      expect(await readDoc(`users/${uid}`)).toMatchObject({ ...application, email, status: 'pending', type: null });
      // The app waited for the trigger's profile rather than racing it: no "No profile record", no 409.
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps what was typed and says why when the bio is too short', async () => {
    const email = uniqueEmail('short-bio');
    const { page, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/_auth_');
      await signUpThroughForm(page, email);
      await page.waitForURL('**/voa/onboard');

      await applyThroughForm(page, { ...sampleApplication('Kofi Owusu'), bio: 'Too short.' });

      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toContain('Write at least 20 characters about yourself.');
      expect(await page.getByLabel('A short bio').inputValue()).toBe('Too short.');
      expect(await page.getByLabel('Name to show other members').inputValue()).toBe('Kofi Owusu');
      const { localId: uid } = await accountByEmail(email);
      expect(await waitForDoc(`users/${uid}`)).toMatchObject({ status: '' });
    } finally {
      await close();
    }
  });
});
