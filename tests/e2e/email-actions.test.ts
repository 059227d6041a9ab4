import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInMethodsMailId } from '#functions/src/sign-in-methods/mail-id.ts';
import { oobCodes, signUp, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';

const browser = useBrowser();

/** Opens one of the sign-in page's disclosures and runs its one-field form for `email`. */
async function runEmailAction(page: Page, toggle: string, submit: string, email: string): Promise<string> {
  await page.getByText(toggle, { exact: true }).click();
  const form = page.locator('form', { has: page.getByRole('button', { name: submit }) });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: submit }).click();
  const outcome = form.getByRole('status');
  await outcome.waitFor();
  return outcome.innerText();
}

describe('sign-in page: password reset and sign-in methods look-up, the same answer for members and strangers', () => {
  it('sends a reset link for an existing account: the message, and the Auth emulator recorded the code', async () => {
    const { email } = await signUp(uniqueEmail('reset'));
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/_auth_');
      const message = await runEmailAction(page, 'Forgot your password?', 'Send reset link', email);

      expect(message).toBe(
        `If an account exists for ${email}, a link to reset its password is on its way. Check your inbox.`,
      );
      const codes = await oobCodes(email);
      expect(codes.map((code) => code.requestType)).toEqual(['PASSWORD_RESET']);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the same sentence for an unknown e-mail, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { page, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/_auth_');
      const message = await runEmailAction(page, 'Forgot your password?', 'Send reset link', email);

      expect(message).toBe(
        `If an account exists for ${email}, a link to reset its password is on its way. Check your inbox.`,
      );
      expect(await oobCodes(email)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('e-mails an account the ways it signs in, and shows the same sentence as for an unknown e-mail', async () => {
    const { email } = await signUp(uniqueEmail('lookup'));
    const unknown = uniqueEmail('unknown');
    const sentence = (address: string) =>
      `If an account exists for ${address}, we have e-mailed that address the ways it can sign in (one such e-mail an hour at most). Check your inbox.`;
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      // Auth's own look-up (fetchSignInMethodsForEmail) would answer the page itself: never asked.
      const authLookups: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('accounts:createAuthUri')) authLookups.push(request.url());
      });
      await visit(page, '/voa/_auth_');
      const startedAt = Date.now();
      const found = await runEmailAction(page, 'Not sure how you signed up?', 'E-mail me my sign-in methods', email);
      expect(found).toBe(sentence(email));
      // Queued under the address's id for this hour (the hour may have turned during the call).
      const ids = new Set([signInMethodsMailId(email, startedAt), signInMethodsMailId(email, Date.now())]);
      const mails = (await Promise.all([...ids].map((id) => readDoc(`mail/${id}`)))).filter(Boolean);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: [email], event: 'signInMethods' });
      expect(JSON.stringify(mails[0]?.message)).toContain('It signs in with: e-mail and password.');

      const form = page.locator('form', { has: page.getByRole('button', { name: 'E-mail me my sign-in methods' }) });
      await form.getByLabel('E-mail').fill(unknown);
      const unknownAt = Date.now();
      await form.getByRole('button', { name: 'E-mail me my sign-in methods' }).click();
      await expect.poll(() => form.getByRole('status').innerText()).toBe(sentence(unknown));
      for (const at of [unknownAt, Date.now()])
        expect(await readDoc(`mail/${signInMethodsMailId(unknown, at)}`)).toBeUndefined();
      expect(authLookups).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says what is wrong with a malformed e-mail and keeps it in the field', async () => {
    const { page, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/_auth_');
      await page.getByText('Forgot your password?', { exact: true }).click();
      const form = page.locator('form', { has: page.getByRole('button', { name: 'Send reset link' }) });
      await form.getByLabel('E-mail').fill('not-an-address');
      await form.getByRole('button', { name: 'Send reset link' }).click();

      await expect
        .poll(() => form.getByRole('alert').innerText())
        .toBe('Enter an e-mail address like name@example.com.');
      expect(await form.getByLabel('E-mail').inputValue()).toBe('not-an-address');
    } finally {
      await close();
    }
  });
});
