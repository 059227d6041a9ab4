import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { seedDocs } from '@/test/emulators';
import { postDoc } from '@/test/fixtures/community';
import { renderApp, startSignedOut } from '@/test/render-app';
import { postPath } from '@/features/blog/paths';

beforeEach(startSignedOut);

const contents = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));

/**
 * The post's head as the app sets it once the post is loaded: the same tags the postPage function
 * serves at the post's address for link previews (functions/src/post-page/html.ts).
 */
describe('a post’s head', () => {
  it('carries the post’s title, excerpt, image, date and writer, one of each', async () => {
    const cover = 'https://firebasestorage.googleapis.com/v0/b/voices/o/rain.jpg?alt=media';
    const title = 'የአፍሪካ ድምፆች & "rain"';
    await seedDocs({
      'posts/rain': postDoc(3, { slug: 'rain', title, coverUrl: cover, body: 'The **rain** came early that year.' }),
    });
    renderApp('/voa/blog/posts/rain');
    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.title).toBe(`${title} | ${site.name}`));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(contents('meta[name="description"]')).toEqual(['The rain came early that year.']);
    expect(contents('meta[property="og:title"]')).toEqual([`${title} | ${site.name}`]);
    expect(contents('meta[property="og:type"]')).toEqual(['article']);
    expect(contents('meta[property="og:url"]')).toEqual([`${site.origin}/voa/blog/posts/rain`]);
    // The post's own image with its title (postShareImage), not a cover that is no upload, versioned by its last edit.
    const version = Date.UTC(2026, 0, 4);
    expect(contents('meta[property="og:image"]')).toEqual([`${site.origin}/share/posts/rain.jpg?v=${version}`]);
    expect(contents('meta[property="og:image:width"]')).toEqual(['1200']);
    expect(contents('meta[property="og:image:height"]')).toEqual(['630']);
    expect(contents('meta[property="og:image:alt"]')).toEqual([`${title} | ${site.name}`]);
    expect(contents('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(contents('meta[property="article:published_time"]')).toEqual(['2026-01-04T00:00:00.000Z']);
    expect(contents('meta[property="article:author"]')).toEqual(['Chiamaka Eze']);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.origin}${postPath('rain')}`,
    );
  });

  it('names an uploaded cover’s 1200 px JPEG, with its size and alt text, as the postPage function does', async () => {
    const cover = '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_1657x931_c0a080';
    const alt = 'Rain on a tin roof & "thunder"';
    await seedDocs({
      'posts/uploaded': postDoc(5, { slug: 'uploaded', title: 'Uploaded', coverUrl: cover, coverAlt: alt }),
    });
    renderApp('/voa/blog/posts/uploaded');
    await screen.findByRole('heading', { level: 1, name: 'Uploaded' });
    await waitFor(() => expect(contents('meta[property="og:image"]')).toEqual([`${site.origin}${cover}/1200.jpg`]));
    expect(contents('meta[property="og:image:width"]')).toEqual(['1200']);
    // 931 × 1200 / 1657 = 674.2: the height of the file the upload made.
    expect(contents('meta[property="og:image:height"]')).toEqual(['674']);
    expect(contents('meta[property="og:image:alt"]')).toEqual([alt]);
    expect(contents('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
  });

  it('names a new image address once the post is edited, so no cache keeps the old title', async () => {
    const edited = new Date(Date.UTC(2026, 2, 1, 10, 0, 0));
    await seedDocs({ 'posts/plain': postDoc(4, { slug: 'plain', title: 'Plain', updated: edited }) });
    renderApp('/voa/blog/posts/plain');
    await screen.findByRole('heading', { level: 1, name: 'Plain' });
    await waitFor(() =>
      expect(contents('meta[property="og:image"]')).toEqual([
        `${site.origin}/share/posts/plain.jpg?v=${edited.getTime()}`,
      ]),
    );
  });

  it('keeps the blog’s head for a post that does not exist', async () => {
    renderApp('/voa/blog/posts/nothing-here');
    await screen.findByText('This post does not exist or is not published.');
    expect(document.title).toBe(`VOA Blog | ${site.name}`);
    expect(contents('meta[property="og:type"]')).toEqual(['website']);
    expect(contents('meta[property="og:image"]')).toEqual([`${site.origin}/og/voa-blog.jpg`]);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
