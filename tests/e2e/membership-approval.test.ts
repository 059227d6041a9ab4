import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountByEmail, uniqueEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, waitForDoc } from './support/firestore.ts';
import { applyAndAwaitReview, confirmVerified, openVerificationLink, signUpThroughForm } from './support/forms.ts';
import { createAdmin, createMember, openApplication, openSignedIn, sampleApplication } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

/**
 * The admin half of the membership journey, against the admin area's contract: each pending
 * application is an <article> named by the applicant's display name, with a <select> labelled
 * "Approve as", an "Approve" button, and "Decline" (revealing "Reason for declining" and
 * "Send decline"); an approval shows the toast "<name> approved as <type>".
 */
const browser = useBrowser();

/** Picks the <option> of "Approve as" whose text names the kind (its value is the app's business). */
async function chooseApprovalType(application: Locator, kind: RegExp): Promise<void> {
  const select = application.getByLabel('Approve as');
  const option = select.locator('option', { hasText: kind }).first();
  await select.selectOption((await option.getAttribute('value')) ?? (await option.innerText()));
}

describe('membership: an admin reviews the application', () => {
  it('sign-up, application, approval in /voa/admin; "Check my status" opens the community; sign-out toasts', async () => {
    const email = uniqueEmail('approved');
    const application = sampleApplication('Ama Serwaa');
    const admin = await createAdmin();
    const member = await openWatchedPage(browser());
    const reviewer = await openWatchedPage(browser());
    try {
      await visit(member.page, '/voa/_auth_');
      await signUpThroughForm(member.page, email);
      await member.page.waitForURL('**/voa/onboard');
      // Applying and approval need the address verified: the link of the mail sent at sign-up.
      await (await openVerificationLink(member.page, email)).tab.close();
      await confirmVerified(member.page);
      await applyAndAwaitReview(member.page, application);
      const { localId: uid } = await accountByEmail(email);

      const card = await openApplication(reviewer.page, admin, application.displayName);
      await card.waitFor();
      await chooseApprovalType(card, /voice/i);
      await card.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect
        .poll(() => reviewer.page.getByText(new RegExp(`${application.displayName} approved as .*voice`, 'i')).count())
        .toBeGreaterThan(0);
      // reviewMember's writes: the profile is active with its type, and the public card exists.
      expect(await waitForDoc(`users/${uid}`, (profile) => profile.status === 'active')).toMatchObject({
        type: 'voice',
      });
      expect(await readDoc(`members/${uid}`)).toMatchObject({
        displayName: application.displayName,
        type: 'voice',
        country: application.country,
      });
      expect(reviewer.problems).toEqual([]);

      // The member's refresh re-reads the profile, and the onboarding page sends them on.
      await member.page.getByRole('button', { name: 'Check my status' }).click();
      await member.page.waitForURL('**/voa/voices-of-africa');
      await member.page.getByRole('button', { name: 'Sign out' }).click();
      await expect.poll(() => member.page.getByText('Successfully logged out').count()).toBeGreaterThan(0);
      expect(member.problems).toEqual([]);
    } finally {
      await member.close();
      await reviewer.close();
    }
  });

  it('a declined applicant is sent back to the form with the reason', async () => {
    const displayName = 'Nana Adjei';
    const reason = 'Please tell us more about the stories you write.';
    const [admin, applicant] = await Promise.all([createAdmin(), createMember('pending', { displayName })]);
    const reviewer = await openWatchedPage(browser());
    const member = await openWatchedPage(browser());
    try {
      const card = await openApplication(reviewer.page, admin, displayName);
      await card.getByRole('button', { name: 'Decline', exact: true }).click();
      await card.getByLabel('Reason for declining').fill(reason);
      await card.getByRole('button', { name: 'Send decline' }).click();
      await waitForDoc(`users/${applicant.uid}`, (profile) => profile.status === '');
      expect(await readDoc(`users/${applicant.uid}`)).toMatchObject({ type: null, reviewNote: reason });
      expect(await readDoc(`members/${applicant.uid}`)).toBeUndefined();

      await openSignedIn(member.page, applicant, '/voa/onboard');
      await expect.poll(() => member.page.getByRole('note').innerText()).toContain(reason);
      expect(await member.page.getByRole('button', { name: 'Send my application' }).count()).toBe(1);
    } finally {
      await reviewer.close();
      await member.close();
    }
  });

  it('a member who is not an admin cannot reach the applications', async () => {
    const displayName = 'Yaw Darko';
    const [member] = await Promise.all([createMember('active'), createMember('pending', { displayName })]);
    const { page, close } = await openWatchedPage(browser());
    try {
      await openSignedIn(page, member, '/voa/admin');
      // The page has answered (not a blank page or one still loading) before its absences count.
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Not authorised' }).count()).toBe(1);
      expect(await page.getByRole('article', { name: displayName }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toContain(displayName);
      expect(await readDoc(`users/${member.uid}`)).toMatchObject({ status: 'active', type: 'voice' });
    } finally {
      await close();
    }
  });
});
