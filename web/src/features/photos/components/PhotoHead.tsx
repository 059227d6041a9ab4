import { useLocation } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { site } from '@/config/site';
import { photoName, uploadPreview } from '@/lib/model';
import type { Album, Photo } from '@/features/photos/api/album';
import { PHOTO_ROUTE_META } from '@/features/photos/album-route-meta';
import { photoPath } from '@/features/photos/paths';

/** A photo's own head: its caption and album as the title, its description, the photo itself as the preview. */
export function PhotoHead({ album, photo }: { album: Album; photo: Photo }) {
  const alt = photo.alt || photo.caption;
  const head = {
    title: `${photoName(photo)} · ${album.title}`,
    description: alt || album.description || PHOTO_ROUTE_META.description,
    path: photoPath(album.id, photo.id),
  };
  const preview = uploadPreview(photo.imageUrl, 'album-photo');
  if (!preview) return <PageHead {...head} />;
  const { path, ...size } = preview;
  return <PageHead {...head} image={{ url: `${site.origin}${path}`, ...size, ...(alt ? { alt } : {}) }} />;
}

/** Before the album is there, or at an address without a photo: the route's head, out of search results when missing. */
export function PhotoPlaceholderHead({ missing }: { missing: boolean }) {
  const { pathname } = useLocation();
  return <PageHead {...PHOTO_ROUTE_META} path={pathname} noindex={missing} />;
}
