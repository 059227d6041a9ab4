import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { waitForDoc } from './support/firestore.ts';
import { createAdmin, createMember, createVoiceWithCard, openSignedIn } from './support/members.ts';
import { openWatchedPage, visit } from './support/page.ts';

/**
 * The community's content as its three users meet it: a voice writes, an admin publishes or
 * approves in /voa/admin, and a signed-out visitor reads only what was published.
 */
const browser = useBrowser();

/** The admin list's entry for an item: the list item whose heading is its name. */
const adminEntry = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('community content', () => {
  it('a voice submits a post, an admin publishes it, a visitor reads it with Markdown rendered and HTML left out', async () => {
    const suffix = randomUUID().slice(0, 6);
    const title = `Harmattan letters ${suffix}`;
    const slug = `harmattan-letters-${suffix}`;
    const [voice, admin] = await Promise.all([createVoiceWithCard('Akosua Boateng'), createAdmin()]);
    const writer = await openWatchedPage(browser());
    const reviewer = await openWatchedPage(browser());
    const visitor = await openWatchedPage(browser());
    try {
      await openSignedIn(writer.page, voice, '/voa/blog/write');
      await writer.page.getByLabel('Title').fill(title);
      await writer.page
        .getByLabel('Text', { exact: true })
        .fill('The dust came **early** that year.\n\n<img src="/x.png" onerror="window.injected = true">');
      await writer.page.getByLabel('Tags (optional)').fill('letters, Accra');
      await writer.page.getByRole('button', { name: 'Submit for review' }).click();
      await expect.poll(() => writer.page.getByText('Thank you. Your post was sent for review.').count()).toBe(1);
      expect(await waitForDoc(`posts/${slug}`)).toMatchObject({ status: 'submitted', authorUid: voice.uid });

      // Not published yet: the public does not see it.
      await visit(visitor.page, `/voa/blog/posts/${slug}`);
      await expect.poll(() => visitor.page.getByText('This post does not exist or is not published.').count()).toBe(1);
      // The address answers 404 with the page that says so (postPage rendered it as a visitor: the
      // rules refused the read there), which the browser logs; the page asks Firestore nothing more.
      expect(visitor.problems).toEqual([
        expect.stringMatching(/^HTTP 404: GET .*\/voa\/blog\/posts\//),
        expect.stringContaining('status of 404 (Not Found)'),
      ]);
      visitor.problems.length = 0;

      await openSignedIn(reviewer.page, admin, '/voa/admin?section=posts');
      const entry = adminEntry(reviewer.page, title);
      await entry.getByRole('button', { name: 'Publish', exact: true }).click();
      await waitForDoc(`posts/${slug}`, (post) => post.status === 'published');
      await expect.poll(() => entry.getByRole('button', { name: 'Unpublish', exact: true }).count()).toBe(1);

      await visit(visitor.page, `/voa/blog/posts/${slug}`);
      await expect.poll(() => visitor.page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      const article = visitor.page.locator('main');
      expect(await article.locator('strong', { hasText: 'early' }).count()).toBe(1);
      expect(await article.locator('img[src="/x.png"]').count()).toBe(0);
      expect(await visitor.page.evaluate(() => 'injected' in window)).toBe(false);
      expect(await article.innerText()).toContain('Akosua Boateng');

      expect(writer.problems).toEqual([]);
      expect(reviewer.problems).toEqual([]);
      expect(visitor.problems).toEqual([]);
    } finally {
      await Promise.all([writer.close(), reviewer.close(), visitor.close()]);
    }
  });

  it('a member proposes a banned book, which the public sees only once an admin approves it', async () => {
    const title = `The Silenced Drum ${randomUUID().slice(0, 6)}`;
    const [member, admin] = await Promise.all([createMember('active', { label: 'peer' }), createAdmin()]);
    const proposer = await openWatchedPage(browser());
    const reviewer = await openWatchedPage(browser());
    const visitor = await openWatchedPage(browser());
    try {
      await openSignedIn(proposer.page, member, '/voa/library/bannedbooks');
      await proposer.page.getByRole('button', { name: 'Propose a book' }).click();
      // Exact labels: the list's search box is labelled "Search by title or author", and the form
      // arrives lazily, so a loose match would fill the search box before the form is there.
      await proposer.page.getByLabel('Title', { exact: true }).fill(title);
      await proposer.page.getByLabel('Author', { exact: true }).fill('Kwame Asare');
      await proposer.page.getByLabel('Where it was banned (country or region)').fill('Ghana');
      await proposer.page.getByLabel('Year of the ban').fill('1979');
      await proposer.page
        .getByLabel('Why it was banned')
        .fill('Its portrait of a military ruler was called seditious.');
      await proposer.page.getByRole('textbox', { name: 'Sources' }).fill('https://example.com/silenced-drum');
      await proposer.page.getByRole('button', { name: 'Send the proposal' }).click();
      await expect
        .poll(() => proposer.page.getByText('Thank you. Your proposal was sent to the editors.').count())
        .toBe(1);

      await visit(visitor.page, '/voa/library/bannedbooks');
      // The list has rendered (the seeded entries are there) before the proposal's absence counts.
      await expect.poll(() => visitor.page.getByRole('main').getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await visitor.page.getByRole('heading', { name: title }).count()).toBe(0);

      await openSignedIn(reviewer.page, admin, '/voa/admin?section=banned-books');
      await adminEntry(reviewer.page, title).getByRole('button', { name: 'Approve', exact: true }).click();
      await expect.poll(() => reviewer.page.getByText('Approved.').count()).toBeGreaterThan(0);

      await visit(visitor.page, '/voa/library/bannedbooks');
      await expect.poll(() => visitor.page.getByRole('heading', { name: title }).count()).toBe(1);
      expect([...proposer.problems, ...reviewer.problems, ...visitor.problems]).toEqual([]);
    } finally {
      await Promise.all([proposer.close(), reviewer.close(), visitor.close()]);
    }
  });
});
