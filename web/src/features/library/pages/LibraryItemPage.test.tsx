import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { libraryDoc } from '@/test/fixtures/community';
import { site } from '@/config/site';
import { mediaAddress } from '@/lib/model';

const head = (selector: string) => document.head.querySelector(selector);
const cover = mediaAddress({
  purpose: 'library-cover',
  id: 'a1B2c3D4e5F6g7H8i9J0',
  width: 800,
  height: 1200,
  placeholder: '#c0a080',
});

beforeEach(async () => {
  await startSignedOut();
  await seedDocs({
    'libraryItems/with-cover': libraryDoc(1, {
      title: 'Things Fall Apart',
      author: 'Chinua Achebe',
      year: 1958,
      coverUrl: cover,
      coverAlt: 'A mask on an orange ground',
      linkUrl: 'https://example.com/read',
    }),
    'libraryItems/plain': libraryDoc(2, { title: 'So Long a Letter', description: '' }),
  });
});

describe('/voa/library/:itemId', () => {
  it('is where the library’s card leads: the entry’s title, byline, category, cover, description and link', async () => {
    const list = renderApp('/voa/library');
    expect(await screen.findByRole('link', { name: 'Things Fall Apart' })).toHaveAttribute(
      'href',
      '/voa/library/with-cover',
    );

    list.unmount();
    renderApp('/voa/library/with-cover');
    expect(await screen.findByRole('heading', { level: 1, name: 'Things Fall Apart' })).toBeInTheDocument();
    expect(screen.getByText('Chinua Achebe, 1958 · Poetry')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A mask on an orange ground' })).toBeInTheDocument();
    expect(screen.getByText('Description of book 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open “Things Fall Apart”' })).toHaveAttribute(
      'href',
      'https://example.com/read',
    );
    expect(screen.getByRole('link', { name: 'All of the library' })).toHaveAttribute('href', '/voa/library');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('names the entry in its head, its cover as the preview; without a cover, the site’s image and a description of its own', async () => {
    const first = renderApp('/voa/library/with-cover');
    await screen.findByRole('heading', { level: 1, name: 'Things Fall Apart' });
    expect(document.title).toBe(`Things Fall Apart · Voices of Africa | ${site.name}`);
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Description of book 1.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/voa/library/with-cover`);
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${site.origin}/media/library-cover/a1B2c3D4e5F6g7H8i9J0_800x1200_c0a080/640.jpg`,
    );
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', 'A mask on an orange ground');

    first.unmount();
    renderApp('/voa/library/plain');
    await screen.findByRole('heading', { level: 1, name: 'So Long a Letter' });
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'So Long a Letter, by Author 2: in the Voices of Africa library.',
    );
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${site.origin}/og/default.jpg`);
  });

  it('says so, out of search results, at an id the library does not hold', async () => {
    renderApp('/voa/library/nope');
    expect(await screen.findByText('The library has no such entry. It may have been removed.')).toBeInTheDocument();
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
  });
});
