import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { updateDoc, waitForDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * Finding posts, signed out: the search of /voa/blog/posts (a word of a title or its beginning,
 * accents optional, through the posts' searchWords), Back to the search, and the blog's "Browse by
 * tag", which lists every tag in use (stats/postTags). The seed's oldest post, "Òwe: proverbs of the Yorùbá", is the
 * only one tagged "proverbs" (tools/seed/content.ts); other journeys publish newer posts, which
 * keeps it out of the six latest.
 */
const browser = useBrowser();
const SEEDED_TITLE = 'Òwe: proverbs of the Yorùbá';
const SEEDED_SLUG = 'owe-proverbs-of-the-yoruba';

describe('finding a post', () => {
  it('a visitor searches a word of a title without its accents, opens the post, and goes Back to the search', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/blog/posts');
      const box = page.getByRole('searchbox', { name: 'Search the posts' });
      await box.fill('yoruba');
      await box.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Posts matching “yoruba”' }).waitFor();
      expect(new URL(page.url()).search).toBe('?q=yoruba');

      await page.getByRole('link', { name: SEEDED_TITLE }).click();
      await page.getByRole('heading', { level: 1, name: SEEDED_TITLE }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/voa/blog/posts/${SEEDED_SLUG}`);

      await page.goBack();
      await page.getByRole('link', { name: SEEDED_TITLE }).waitFor();
      expect(new URL(page.url()).search).toBe('?q=yoruba');
      expect(await page.getByRole('searchbox', { name: 'Search the posts' }).inputValue()).toBe('yoruba');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a visitor types only the beginnings of words and finds the post', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/blog/posts');
      const box = page.getByRole('searchbox', { name: 'Search the posts' });
      await box.fill('prover yorù');
      await box.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Posts matching “prover yorù”' }).waitFor();
      await page.getByRole('link', { name: SEEDED_TITLE }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a post published now is found once the indexing trigger has given it its search words', async () => {
    const word = `kora${randomUUID().slice(0, 8).replace(/-/g, '')}`;
    const slug = `nights-of-the-${word}`;
    const now = new Date();
    await updateDoc(
      `posts/${slug}`,
      postDocument(slug, now, {
        title: `Nights of the ${word.toUpperCase()}`,
        authorUid: 'search-test-voice',
        author: { displayName: 'Ayodele Okafor', type: 'voice' },
        body: 'Music in the courtyard until the lamps went out.',
        tags: ['music'],
      }),
    );
    await waitForDoc(`posts/${slug}`, (post) => Array.isArray(post.searchWords) && post.searchWords.includes(word));

    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, `/voa/blog/posts?q=${word}`);
      await page.getByRole('link', { name: `Nights of the ${word.toUpperCase()}` }).waitFor();
      await visit(page, `/voa/blog/posts?q=${word}%20daylight`);
      await page.getByText(`No posts match “${word} daylight”.`).waitFor();
      await page.getByRole('link', { name: 'Show all posts' }).click();
      await page.getByRole('heading', { level: 1, name: 'All posts' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Browse by tag lists a tag that none of the six latest posts carries, and leads to its posts', async () => {
    const { page, problems, close } = await openWatchedPage(browser());
    try {
      await visit(page, '/voa/blog');
      const latest = page.getByRole('region', { name: 'Latest posts' });
      await expect.poll(() => latest.getByRole('article').count()).toBe(6);
      expect(await latest.getByRole('link', { name: 'proverbs', exact: true }).count()).toBe(0);

      const tags = page.getByRole('navigation', { name: 'Browse by tag' });
      await tags.getByRole('link', { name: 'proverbs', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Posts tagged “proverbs”' }).waitFor();
      await page.getByRole('link', { name: SEEDED_TITLE }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
