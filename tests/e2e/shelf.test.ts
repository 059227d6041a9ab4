import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { updateDoc, waitForDoc } from './support/firestore.ts';
import { createMember, openSignedIn } from './support/members.ts';
import { openWatchedPage } from './support/page.ts';
import { phoneContext, phones } from './support/person.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * My shelf: a member saves a post from its page, finds it under My shelf on My account (read from
 * Firestore, as another device would), removes it there, and it stays gone after a reload.
 */
const browser = useBrowser();

describe('my shelf', () => {
  it('a member saves a post, finds it on My account, removes it, and a reload shows it gone', async () => {
    const suffix = randomUUID().slice(0, 6);
    const slug = `read-it-later-${suffix}`;
    const title = `Read it later ${suffix}`;
    await updateDoc(`posts/${slug}`, postDocument(slug, new Date(), { title, body: 'A long read for the weekend.' }));
    const member = await createMember('active', { label: 'reader', displayName: 'Ama Serwaa' });

    const reader = await openWatchedPage(browser(), phoneContext(phones.common));
    try {
      await openSignedIn(reader.page, member, `/voa/blog/posts/${slug}`);
      // The control loads with the member (ShelfGate.tsx).
      await reader.page.getByRole('button', { name: 'Save to my shelf' }).click();
      await expect.poll(() => reader.page.getByText('This post is on your shelf.').count()).toBe(1);
      await waitForDoc(`users/${member.uid}/shelf/${slug}`);

      await reader.page.getByRole('link', { name: 'See my shelf' }).click();
      const shelf = reader.page.getByRole('region', { name: 'My shelf' });
      const entry = shelf.getByRole('listitem').filter({ has: reader.page.getByRole('link', { name: title }) });
      await expect.poll(() => entry.count()).toBe(1);
      expect(await entry.getByRole('link', { name: title }).getAttribute('href')).toBe(`/voa/blog/posts/${slug}`);

      await entry.getByRole('button', { name: `Remove “${title}” from my shelf` }).click();
      await expect.poll(() => entry.count()).toBe(0);
      await expect.poll(() => shelf.getByText('Your shelf is empty.', { exact: false }).count()).toBe(1);

      await reader.page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => shelf.getByText('Your shelf is empty.', { exact: false }).count()).toBe(1);
      expect(await shelf.getByRole('link', { name: title }).count()).toBe(0);
      expect(reader.problems).toEqual([]);
    } finally {
      await reader.close();
    }
  });
});
