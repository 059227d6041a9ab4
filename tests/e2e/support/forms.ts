import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestOobCode } from './auth.ts';
import type { Application } from './members.ts';

/** Steps through the app's own forms, by their visible labels, as a member would. */

const KIND_LABELS: Record<Application['memberKind'], string> = {
  voice: 'A voice',
  auntie: 'An auntie',
  peer: 'A peer',
};

/** On /voa/_auth_: switches to "I'm new here" and creates an account. */
export async function signUpThroughForm(page: Page, email: string, password = 'correct-horse-battery'): Promise<void> {
  await page.getByRole('button', { name: "I'm new here" }).click();
  // The first "E-mail" field is the sign-in form's (the reset and look-up forms come after it).
  await page.getByLabel('E-mail').first().fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** On /voa/_auth_: signs in with an existing account's e-mail and password. */
export async function signInThroughForm(page: Page, email: string, password = 'correct-horse-battery'): Promise<void> {
  await page.getByLabel('E-mail').first().fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** On /voa/onboard: fills in the membership application and sends it. */
export async function applyThroughForm(page: Page, application: Application): Promise<void> {
  await page.getByLabel('Name to show other members').fill(application.displayName);
  await page.getByRole('radio', { name: new RegExp(`^${KIND_LABELS[application.memberKind]} `) }).check();
  await page.getByLabel('Country').fill(application.country);
  await page.getByLabel('A short bio').fill(application.bio);
  await page.getByRole('checkbox', { name: 'I have read and agree to the community guidelines.' }).check();
  await page.getByRole('button', { name: 'Send my application' }).click();
}

/** On /voa/onboard: sends the application (applyThroughForm), then waits for "under review". */
export async function applyAndAwaitReview(page: Page, application: Application): Promise<void> {
  await applyThroughForm(page, application);
  await expect.poll(() => page.getByRole('heading', { name: 'Your application is under review' }).count()).toBe(1);
}

/**
 * What a member does with the verification mail: opens its link (the latest VERIFY_EMAIL code the
 * Auth emulator recorded for `email`) in another tab of the same browser, or, with `sameTab`, in
 * `page` itself (a page of another browser context: a phone's mail app opening its own browser),
 * where the emulator applies it and sends the tab on to the continue URL on the site. Returns that
 * tab, on the page the link led to, and the link itself.
 */
export async function openVerificationLink(
  page: Page,
  email: string,
  { sameTab = false } = {},
): Promise<{ tab: Page; link: URL }> {
  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  const tab = sameTab ? page : await page.context().newPage();
  await tab.goto(code.oobLink, { waitUntil: 'networkidle' });
  return { tab, link: new URL(code.oobLink) };
}

/**
 * On /voa/onboard or /voa/account, once the link is followed: waits for the notice to go, pressing
 * "I've verified it" unless the notice noticed by itself first (it looks every few seconds).
 */
export async function confirmVerified(page: Page): Promise<void> {
  const notice = page.getByRole('region', { name: 'Verify your e-mail address' });
  const gone = notice.waitFor({ state: 'detached' });
  // A click on a notice that went meanwhile fails: the notice's going is what counts.
  await Promise.race([
    gone,
    notice
      .getByRole('button', { name: 'I’ve verified it' })
      .click()
      .catch(() => gone),
  ]);
  await gone;
}
