import { useLocation } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import type { Album } from '@/features/photos/api/album';
import { ALBUM_ROUTE_META } from '@/features/photos/album-route-meta';
import { albumPath } from '@/features/photos/paths';

/** An address without an album stays out of search results. */
export function AlbumHead({ album, missing }: { album: Album | null; missing: boolean }) {
  const { pathname } = useLocation();
  if (!album) return <PageHead {...ALBUM_ROUTE_META} path={pathname} noindex={missing} />;
  return (
    <PageHead
      title={`${album.title} · Voices of Africa`}
      description={album.description || ALBUM_ROUTE_META.description}
      path={albumPath(album.id)}
    />
  );
}
