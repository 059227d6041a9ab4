import { useLocation } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { site } from '@/config/site';
import { uploadPreview } from '@/lib/model';
import type { LibraryItem } from '@/features/library/api/library-item';
import { LIBRARY_ITEM_META } from '@/features/library/library-item-meta';
import { libraryItemPath } from '@/lib/routing/library-path';

/** An entry's title, its description, its cover as the preview (else the site's image). */
export function LibraryItemHead({ item }: { item: LibraryItem }) {
  const head = {
    title: `${item.title} · Voices of Africa`,
    description: item.description || `${item.title}, by ${item.author}: in the Voices of Africa library.`,
    path: libraryItemPath(item.id),
  };
  const cover = uploadPreview(item.coverUrl, 'library-cover');
  if (!cover) return <PageHead {...head} />;
  const { path, ...size } = cover;
  return (
    <PageHead
      {...head}
      image={{ url: `${site.origin}${path}`, ...size, ...(item.coverAlt ? { alt: item.coverAlt } : {}) }}
    />
  );
}

/** Before the entry is there, or at an address without one: the route's head, out of search results when missing. */
export function LibraryItemPlaceholderHead({ missing }: { missing: boolean }) {
  const { pathname } = useLocation();
  return <PageHead {...LIBRARY_ITEM_META} path={pathname} noindex={missing} />;
}
