import { describe, expect, it } from 'vitest';
import { accountByEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage } from './support/page.ts';

/**
 * An admin suspends a member in /voa/admin (Members, the account's row, "Manage", "Suspend", "Yes,
 * suspend"); the member, still signed in with an ID token that stays valid up to an hour, is
 * refused their next write (the rules read the status), and their account is disabled in Auth.
 */
const browser = useBrowser();

describe('member management: an admin suspends a member', () => {
  it("the member's next write (editing their card) is denied, and the Auth account is disabled", async () => {
    const admin = await createAdmin();
    const member = await createMember('active', { label: 'suspended', displayName: 'Yaw Darko' });
    const card = {
      displayName: 'Yaw Darko',
      type: 'voice',
      country: 'Ghana',
      bio: 'Poet writing about Kumasi markets.',
    };
    await updateDoc(`members/${member.uid}`, { ...card, joined: new Date() });
    const memberPage = await openWatchedPage(browser());
    const adminPage = await openWatchedPage(browser());
    try {
      // The member is signed in and about to edit their card.
      await openSignedIn(memberPage.page, member, '/voa/profiles/voice');
      await memberPage.page.getByRole('button', { name: 'Edit my card' }).click();

      await openSignedIn(adminPage.page, admin, '/voa/admin?section=members');
      const row = adminPage.page.getByRole('row').filter({ hasText: member.email });
      await row.getByText('Manage').click();
      await row.getByRole('button', { name: 'Suspend' }).click();
      await row.getByRole('button', { name: 'Yes, suspend' }).click();
      await adminPage.page.getByText('Yaw Darko is suspended.').waitFor();
      expect(await waitForDoc(`users/${member.uid}`, (profile) => profile.status === 'suspended')).toMatchObject({
        suspendedFrom: 'active',
      });
      expect(await accountByEmail(member.email)).toMatchObject({ disabled: true });

      const bio = memberPage.page.getByLabel('A short bio');
      await bio.fill('A new bio written after the suspension.');
      await memberPage.page.getByRole('button', { name: 'Save my card' }).click();
      await memberPage.page.getByText('Only active members can edit their card, and only their own.').waitFor();
      expect(await readDoc(`members/${member.uid}`)).toMatchObject({ bio: card.bio });
      expect(adminPage.problems).toEqual([]);
    } finally {
      await memberPage.close();
      await adminPage.close();
    }
  });
});
