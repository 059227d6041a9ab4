import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { oobCodes, signUp, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
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

describe('sign-in page: password reset and sign-in methods look-up', () => {
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

  it('names the sign-in methods of an account, and says when there are none', async () => {
    const { email } = await signUp(uniqueEmail('lookup'));
    const unknown = uniqueEmail('unknown');
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/_auth_');
      const found = await runEmailAction(page, 'Not sure how you signed up?', 'Look up sign-in methods', email);
      expect(found).toBe(`${email} signs in with: e-mail and password.`);

      const form = page.locator('form', { has: page.getByRole('button', { name: 'Look up sign-in methods' }) });
      await form.getByLabel('E-mail').fill(unknown);
      await form.getByRole('button', { name: 'Look up sign-in methods' }).click();
      await expect
        .poll(() => form.getByRole('status').innerText())
        .toBe(`No password or Google sign-in is registered for ${unknown}. You can create an account with it.`);
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
