import { describe, expect, it } from 'vitest';
import { siteOrigin } from '#tools/e2e/site.ts';
import { accountByEmail, oobCodes, signIn, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { waitForDoc } from './support/firestore.ts';
import { serveGapiStandIn } from './support/gapi-stand-in.ts';
import { createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage } from './support/page.ts';

const browser = useBrowser();

/** My account → "How you sign in": a password, an e-mail address, a linked Google account. */
describe('My account: how a member signs in', () => {
  it('links a Google account to a password account through the popup', async () => {
    const member = await createMember('active', { label: 'linker', displayName: 'Esi Mensah' });
    const { context, page, problems, close } = await openWatchedPage(browser());
    await serveGapiStandIn(context);
    try {
      await openSignedIn(page, member, '/voa/account');
      const section = page.getByRole('region', { name: 'How you sign in' });
      await expect.poll(() => section.innerText()).toContain('You sign in with your e-mail and password.');

      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        section.getByRole('button', { name: 'Link a Google account' }).click(),
      ]);
      await popup.waitForLoadState('domcontentloaded');
      await popup.getByText('Add new account').click();
      await popup.locator('#email-input').fill(member.email);
      await popup.locator('#display-name-input').fill('Esi Mensah');
      await Promise.all([
        popup.waitForEvent('close'),
        popup.getByRole('button', { name: /Sign in with Google/i }).click(),
      ]);

      await page.getByText('Your Google account is linked: you can now sign in with Google too.').waitFor();
      await expect.poll(() => section.innerText()).toContain('You sign in with your e-mail and password or Google.');
      expect(await section.getByRole('button', { name: 'Link a Google account' }).count()).toBe(0);
      const account = await accountByEmail(member.email);
      expect(account.localId).toBe(member.uid);
      expect(account.providerUserInfo?.map((provider) => provider.providerId).sort()).toEqual([
        'google.com',
        'password',
      ]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('changes the password, then the address, each confirmed by the password; the address only by its link', async () => {
    const member = await createMember('active', { label: 'mover', displayName: 'Kojo Antwi' });
    const newPassword = 'a much better password';
    const newEmail = uniqueEmail('moved');
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await openSignedIn(page, member, '/voa/account');
      const section = page.getByRole('region', { name: 'How you sign in' });
      await expect.poll(() => section.innerText()).toContain(`Your e-mail address is ${member.email}. It is verified.`);

      await section.getByText('Choose a new password').click();
      const passwordForm = page.getByRole('form', { name: 'Choose a new password' });
      await passwordForm.getByLabel('Current password').fill(member.password);
      await passwordForm.getByLabel('New password').fill(newPassword);
      await passwordForm.getByRole('button', { name: 'Change my password' }).click();
      await page.getByText('Your password was changed. Use the new one from now on.').waitFor();
      await expect(signIn(member.email, member.password)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
      expect((await signIn(member.email, newPassword)).uid).toBe(member.uid);

      await section.getByText('Change your e-mail address').click();
      const emailForm = page.getByRole('form', { name: 'Change your e-mail address' });
      await emailForm.getByLabel('New e-mail address').fill(newEmail);
      await emailForm.getByLabel('Current password').fill(newPassword);
      await emailForm.getByRole('button', { name: 'Send the link to the new address' }).click();
      await expect
        .poll(() => emailForm.getByRole('status').innerText())
        .toContain(`A link is on its way to ${newEmail}. Until it is opened you keep signing in with ${member.email}`);
      // Nothing has changed yet: the old address still signs in, the profile keeps it.
      expect((await accountByEmail(member.email)).localId).toBe(member.uid);
      expect((await waitForDoc(`users/${member.uid}`)).email).toBe(member.email);

      // The link, from the mail sent to the new address, applied in another tab.
      const code = (await oobCodes(member.email)).find((each) => each.requestType === 'VERIFY_AND_CHANGE_EMAIL');
      expect(code?.newEmail).toBe(newEmail);
      expect(new URL(code?.oobLink ?? '').searchParams.get('continueUrl')).toBe(`${siteOrigin}/voa/account`);
      const tab = await page.context().newPage();
      await tab.goto(code?.oobLink ?? '', { waitUntil: 'networkidle' });
      expect(new URL(tab.url()).pathname).toBe('/voa/account');
      await expect
        .poll(() => tab.getByRole('region', { name: 'How you sign in' }).innerText())
        .toContain(`Your e-mail address is ${newEmail}. It is verified.`);
      await tab.close();

      // The account, the profile and the sign-in all follow the new address.
      expect((await accountByEmail(newEmail)).localId).toBe(member.uid);
      await waitForDoc(`users/${member.uid}`, (profile) => profile.email === newEmail);
      expect((await signIn(newEmail, newPassword)).uid).toBe(member.uid);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
