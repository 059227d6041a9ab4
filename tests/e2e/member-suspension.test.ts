import { describe, expect, it } from 'vitest';
import { accountByEmail } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

/**
 * An admin suspends a member in /voa/admin (Members, the account's row, "Manage", "Suspend", "Yes,
 * suspend"); the member, still signed in with an ID token that stays valid up to an hour, is
 * refused their next write (the rules read the status), their account is disabled in Auth, and
 * their card leaves the public directory until the admin reinstates them (issue 27).
 */
const browser = useBrowser();

describe('member management: an admin suspends a member', () => {
  it("the member's next write is denied, the account disabled, and the card out of the directory until reinstatement", async () => {
    const admin = await createAdmin();
    // Early in the alphabet, so both cards are on the directory's first page among the demo voices.
    const member = await createMember('active', { label: 'suspended', displayName: 'Aba Darko' });
    const other = await createMember('active', { label: 'present', displayName: 'Abu Present' });
    const card = {
      displayName: 'Aba Darko',
      type: 'voice',
      country: 'Ghana',
      bio: 'Poet writing about Kumasi markets.',
    };
    await updateDoc(`members/${member.uid}`, { ...card, joined: new Date() });
    await updateDoc(`members/${other.uid}`, { ...card, displayName: 'Abu Present', joined: new Date() });
    const memberPage = await openWatchedPage(browser());
    const adminPage = await openWatchedPage(browser());
    const visitorPage = await openWatchedPage(browser());
    /** Whether the public directory lists the member's card, once it shows the other member's. */
    const listed = async () => {
      await visit(visitorPage.page, '/voa/voices');
      await visitorPage.page.getByRole('link', { name: 'Abu Present' }).waitFor();
      return (await visitorPage.page.getByRole('link', { name: 'Aba Darko' }).count()) > 0;
    };
    try {
      expect(await listed(), 'listed before the suspension').toBe(true);
      // The member is signed in and about to edit their card.
      await openSignedIn(memberPage.page, member, '/voa/profiles/voice');
      await memberPage.page.getByRole('button', { name: 'Edit my card' }).click();

      await openSignedIn(adminPage.page, admin, '/voa/admin?section=members');
      const row = adminPage.page.getByRole('row').filter({ hasText: member.email });
      await row.getByText('Manage').click();
      await row.getByRole('button', { name: 'Suspend' }).click();
      await row.getByRole('button', { name: 'Yes, suspend' }).click();
      await adminPage.page.getByText('Aba Darko is suspended.').waitFor();
      expect(await waitForDoc(`users/${member.uid}`, (profile) => profile.status === 'suspended')).toMatchObject({
        suspendedFrom: 'active',
      });
      expect(await accountByEmail(member.email)).toMatchObject({ disabled: true });

      const bio = memberPage.page.getByLabel('A short bio');
      await bio.fill('A new bio written after the suspension.');
      await memberPage.page.getByRole('button', { name: 'Save my card' }).click();
      await memberPage.page.getByText('Only active members can edit their card, and only their own.').waitFor();
      expect(await readDoc(`members/${member.uid}`)).toBeUndefined();
      expect(await readDoc(`heldCards/${member.uid}`)).toMatchObject({ bio: card.bio });
      expect(await listed(), 'listed while suspended').toBe(false);

      // "Manage" is still open on the row.
      await row.getByRole('button', { name: 'Reinstate' }).click();
      await adminPage.page.getByText('Aba Darko is reinstated and can sign in again.').waitFor();
      expect(await readDoc(`members/${member.uid}`)).toMatchObject(card);
      expect(await listed(), 'listed again once reinstated').toBe(true);
      expect(adminPage.problems).toEqual([]);
      expect(visitorPage.problems).toEqual([]);
    } finally {
      await memberPage.close();
      await adminPage.close();
      await visitorPage.close();
    }
  });
});
