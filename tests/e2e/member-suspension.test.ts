import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { readDoc, updateDoc, waitForDoc } from './support/firestore.ts';
import { createAdmin, createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

/**
 * An admin suspends a member in /voa/admin (Members, the account's row, "Manage", "Suspend", the
 * reason, "Yes, suspend"); the member, signed in, is refused their next write (the rules read the
 * status), is told why by mail and on My account, and their card leaves the public directory until
 * the admin reinstates them (issues 27 and 51).
 */
const browser = useBrowser();

describe('member management: an admin suspends a member', () => {
  it("the member is told the admin's reason by mail and on My account, their next write is denied, and the card is out of the directory until reinstatement", async () => {
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
    const reason = 'Three comments linked to a shop selling pirated books, after a warning.';
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
      await row.getByLabel('Reason for the suspension').fill(reason);
      await row.getByRole('button', { name: 'Yes, suspend' }).click();
      await adminPage.page.getByText('Aba Darko is suspended, and told why.').waitFor();
      const profile = await waitForDoc(`users/${member.uid}`, (fields) => fields.status === 'suspended');
      expect(profile).toMatchObject({ suspendedFrom: 'active', suspensionReason: reason });

      // The mail, queued by the profile's trigger to the member's verified address.
      const mail = await waitForDoc(`mail/suspended-${member.uid}-${Date.parse(String(profile.suspended))}`);
      expect(mail).toMatchObject({ to: [member.email], event: 'membershipSuspended' });
      expect(JSON.stringify(mail)).toContain(reason);

      const bio = memberPage.page.getByLabel('A short bio');
      await bio.fill('A new bio written after the suspension.');
      await memberPage.page.getByRole('button', { name: 'Save my card' }).click();
      await memberPage.page.getByText('Only active members can edit their card, and only their own.').waitFor();
      expect(await readDoc(`members/${member.uid}`)).toBeUndefined();
      expect(await readDoc(`heldCards/${member.uid}`)).toMatchObject({ bio: card.bio });
      expect(await listed(), 'listed while suspended').toBe(false);

      // Still signed in, the member reads why on My account.
      await visit(memberPage.page, '/voa/account');
      const membership = memberPage.page.getByRole('region', { name: 'Your membership' });
      // The label and the quoted reason are paragraphs of their own: compared with the text's spaces folded.
      const folded = async () => (await membership.innerText()).replace(/\s+/g, ' ');
      await expect.poll(folded).toContain(`The admin’s reason: ${reason}`);

      // "Manage" is still open on the row.
      await row.getByRole('button', { name: 'Reinstate' }).click();
      await adminPage.page
        .getByText('Aba Darko is reinstated: they can do again what they could before, and are told so.')
        .waitFor();
      expect(await readDoc(`members/${member.uid}`)).toMatchObject(card);
      expect(await readDoc(`users/${member.uid}`)).not.toHaveProperty('suspensionReason');
      expect(await listed(), 'listed again once reinstated').toBe(true);
      expect(adminPage.problems).toEqual([]);
      expect(visitorPage.problems).toEqual([]);
    } finally {
      await memberPage.close();
      await adminPage.close();
      await visitorPage.close();
    }
    // Three people, two callables, the profile's triggers and four visits of the directory.
  }, 150_000);
});
