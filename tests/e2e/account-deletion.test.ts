import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountByEmail, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { serveGapiStandIn } from './support/gapi-stand-in.ts';
import { signInThroughForm } from './support/forms.ts';
import { createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();

/**
 * Through the header's account menu, as a member on a wide screen does. Right after a first sign-in
 * the app reads the profile again behind `loading...`, which closes an open menu: open it again,
 * as the member would, until the link is followed.
 */
async function openMyAccount(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const link = banner.getByRole('link', { name: 'My account' });
  await expect
    .poll(
      async () => {
        if (!(await link.isVisible())) await banner.getByRole('button', { name: 'Account' }).click({ timeout: 5_000 });
        await link.click({ timeout: 2_000 }).catch(() => {});
        return new URL(page.url()).pathname;
      },
      { timeout: 30_000 },
    )
    .toBe('/voa/account');
}

describe('My account: a member downloads their data, deletes their account, and can no longer sign in', () => {
  it('saves a JSON file of everything that is theirs (comments included), then deletes it all after the password', async () => {
    const member = await createMember('active', { label: 'leaving', displayName: 'Kofi Leaving' });
    const draft = `kofi-draft-${member.uid.slice(0, 6).toLowerCase()}`;
    const proposal = `kofi-proposal-${member.uid.slice(0, 6)}`;
    const comment = `posts/kofi-read-${member.uid.slice(0, 6).toLowerCase()}/comments/kofi-comment`;
    // What reviewMember and the member's own writing would have left, written as an admin.
    await updateDoc(`members/${member.uid}`, {
      displayName: 'Kofi Leaving',
      type: 'voice',
      country: 'Ghana',
      bio: 'Essayist from Kumasi, writing about trains.',
      joined: new Date(),
    });
    await updateDoc(`posts/${draft}`, { title: 'Unfinished trains', authorUid: member.uid, status: 'draft' });
    await updateDoc(comment, { authorUid: member.uid, body: 'Trains, again.', created: new Date() });
    await updateDoc(`bannedBooks/${proposal}`, {
      title: 'Petals of Blood',
      proposedBy: member.uid,
      status: 'proposed',
    });
    // What names the member elsewhere: a contact message from their address (typed in capitals),
    // the admins' copy of it, and a request for a new name.
    const contact = `contactMessages/kofi-${member.uid.slice(0, 6)}`;
    await updateDoc(contact, {
      name: 'Kofi',
      email: member.email.toUpperCase(),
      topic: 'general',
      message: 'A question before I leave.',
    });
    await updateDoc(`mail/contact-kofi-${member.uid.slice(0, 6)}`, {
      to: ['admin@voices.test'],
      event: 'contactMessage',
    });
    await updateDoc(`nameRequests/${member.uid}`, { displayName: 'Kofi L.', status: 'pending', requested: new Date() });

    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await openSignedIn(page, member, '/voa/voices-of-africa');
      await openMyAccount(page);
      await page.waitForURL('**/voa/account');
      await page.getByText('Your public card: Kofi Leaving, Ghana.').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^voices-of-africa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
      expect(saved).toMatchObject({
        account: { uid: member.uid, email: member.email },
        profile: { email: member.email, status: 'active', type: 'voice', displayName: 'Kofi Leaving' },
        card: { displayName: 'Kofi Leaving', country: 'Ghana' },
        posts: [{ id: draft, title: 'Unfinished trains', status: 'draft' }],
        proposals: [{ id: proposal, title: 'Petals of Blood', status: 'proposed' }],
        comments: [{ id: 'kofi-comment', body: 'Trains, again.' }],
      });

      await page.getByLabel('Your password').fill(member.password);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL('**/home/');
      await page.getByText('Your account and everything in it were deleted.', { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Account' }).count()).toBe(0);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).waitFor();
      expect(problems).toEqual([]);

      for (const path of [
        `users/${member.uid}`,
        `members/${member.uid}`,
        `posts/${draft}`,
        `bannedBooks/${proposal}`,
        comment,
        contact,
        `mail/contact-kofi-${member.uid.slice(0, 6)}`,
        `nameRequests/${member.uid}`,
      ]) {
        expect(await readDoc(path), path).toBeUndefined();
      }
      await expect(accountByEmail(member.email)).rejects.toThrow(/no account/);

      await visit(page, '/voa/_auth_');
      await signInThroughForm(page, member.email, member.password);
      await page.getByText('The e-mail or password is not correct. Try again, or reset your password.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/voa/_auth_');
      // Nothing brought the profile back (no trigger, no healing sign-in).
      expect(await readDoc(`users/${member.uid}`)).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('a Google account confirms in the Google popup, and is deleted', async () => {
    const email = uniqueEmail('google-leaving');
    const { context, page, problems, close } = await openWatchedPage(browser());
    await serveGapiStandIn(context);
    try {
      await visit(page, '/voa/_auth_');
      const [signInPopup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Continue with Google' }).click(),
      ]);
      await signInPopup.getByText('Add new account').click();
      await signInPopup.locator('#email-input').fill(email);
      await signInPopup.locator('#display-name-input').fill('Esi Leaving');
      await Promise.all([
        signInPopup.waitForEvent('close'),
        signInPopup.getByRole('button', { name: /Sign in with Google/i }).click(),
      ]);
      await page.waitForURL('**/voa/onboard');
      const { localId: uid } = await accountByEmail(email);
      await waitForDoc(`users/${uid}`);

      await openMyAccount(page);
      await page.getByText('You sign in with Google: a Google window opens to confirm it is you.').waitFor();
      expect(await page.getByLabel('Your password').count(), 'no password to ask for').toBe(0);
      const [confirmPopup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Delete my account' }).click(),
      ]);
      // The emulator's provider page lists the accounts it knows: the member picks their own.
      await Promise.all([confirmPopup.waitForEvent('close'), confirmPopup.getByText(email).click()]);

      await page.waitForURL('**/home/');
      await page.getByText('Your account and everything in it were deleted.', { exact: true }).waitFor();
      await expect(accountByEmail(email)).rejects.toThrow(/no account/);
      expect(await readDoc(`users/${uid}`)).toBeUndefined();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
