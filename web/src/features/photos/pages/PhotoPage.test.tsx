import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { albumDoc, photoDoc } from '@/test/fixtures/community';
import { site } from '@/config/site';
import { mediaAddress } from '@/lib/model';

const head = (selector: string) => document.head.querySelector(selector);
const photo = mediaAddress({
  purpose: 'album-photo',
  id: 'a1B2c3D4e5F6g7H8i9J0',
  width: 3000,
  height: 2000,
  placeholder: '#c0a080',
});

beforeEach(async () => {
  await startSignedOut();
  await seedDocs({
    'albums/festival': albumDoc(1, { title: 'Festival' }),
    'albums/festival/photos/p1': photoDoc(1),
    'albums/festival/photos/p2': photoDoc(2, { imageUrl: photo, caption: 'The stage at dusk', credit: 'Ama' }),
    'albums/festival/photos/p3': photoDoc(3),
    'albums/hidden': albumDoc(2, { published: false }),
    'albums/hidden/photos/p1': photoDoc(1),
  });
});

describe('/voa/photos/:albumId/:photoId', () => {
  it('shows the photo large with its caption, credit, a way to its album and the photos beside it', async () => {
    renderApp('/voa/photos/festival/p2');
    expect(await screen.findByRole('heading', { level: 1, name: 'The stage at dusk' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Reader 2 at the lectern' })).toBeInTheDocument();
    expect(screen.getByText(/Photo: Ama/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All photos of “Festival”' })).toHaveAttribute(
      'href',
      '/voa/photos/festival',
    );
    expect(screen.getByRole('link', { name: 'Previous photo' })).toHaveAttribute('href', '/voa/photos/festival/p1');
    expect(screen.getByRole('link', { name: 'Next photo' })).toHaveAttribute('href', '/voa/photos/festival/p3');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('names the photo in its head: caption and album, its description, its address, the photo as the preview', async () => {
    renderApp('/voa/photos/festival/p2');
    await screen.findByRole('heading', { level: 1, name: 'The stage at dusk' });
    expect(document.title).toBe(`The stage at dusk · Festival | ${site.name}`);
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Reader 2 at the lectern');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/voa/photos/festival/p2`);
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${site.origin}/media/album-photo/a1B2c3D4e5F6g7H8i9J0_3000x2000_c0a080/1200.jpg`,
    );
    expect(head('meta[property="og:image:height"]')).toHaveAttribute('content', '800');
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', 'Reader 2 at the lectern');
  });

  it('says so, out of search results, for a photo the album does not hold or an album not published', async () => {
    for (const path of ['/voa/photos/festival/nope', '/voa/photos/hidden/p1']) {
      const { unmount } = renderApp(path);
      expect(
        await screen.findByText(/This album has no such photo|This album does not exist or is not published/),
      ).toBeInTheDocument();
      expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(head('link[rel="canonical"]')).toBeNull();
      unmount();
    }
  });
});
