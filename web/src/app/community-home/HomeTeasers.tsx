import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Card, CardGrid, LinkButton, Section } from '@/components/ui';
import { fetchAdvisoryBoard } from '@/features/advisory';
import { fetchApprovedBannedBooks } from '@/features/banned-books';
import { fetchPublishedPosts, postPath } from '@/features/blog';
import { fetchLibraryHighlight } from '@/features/library';
import { albumPath, fetchPublishedAlbums, PHOTOS_PATH } from '@/features/photos';
import styles from '@/components/content-list/content-list.module.css';
import { formatDate } from '@/i18n/format';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import homeStyles from './CommunityHome.module.css';
import { cx } from '@/components/ui/cx';
import { CommunityImage } from '@/components/image/CommunityImage';
import { GRID_CARD_IMAGE_SIZES } from '@/components/content-list/image-sizes';

const loadPosts = () => fetchPublishedPosts(null, { pageSize: 3 }).then((page) => page.items);
const loadHighlights = () =>
  Promise.all([fetchLibraryHighlight(), fetchApprovedBannedBooks(null, 1).then((page) => page.items[0] ?? null)]);
const loadAlbums = () => fetchPublishedAlbums(null, 3).then((page) => page.items);
const loadBoard = () => fetchAdvisoryBoard(4);

/** A teaser band of the home page with its own loading, error and empty states, and its way in. */
function Teaser<T>({
  title,
  more,
  load,
  isEmpty,
  tone,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  load: () => Promise<T>;
  isEmpty: (data: T) => boolean;
  tone: 'plain' | 'tinted';
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  // Rendered with the page by the communityPage function (routes.ts: servedBy).
  const result = useLoad(title, load, { server: 'teaser' });
  return (
    <Section title={title} tone={tone}>
      <LoadStates
        result={result}
        loading={t('community:home.loading')}
        error={t('community:home.error')}
        empty={t('community:home.empty')}
        isEmpty={isEmpty}
      >
        {children}
      </LoadStates>
      <p className={homeStyles.more}>
        <LinkButton to={more.to} variant="secondary">
          {more.label}
        </LinkButton>
      </p>
    </Section>
  );
}

/** A teaser card's cover, if it has one: after the title in the document, above it on screen (CommunityHome.module.css). */
function TeaserCover({ coverUrl, coverAlt }: { coverUrl: string; coverAlt: string }) {
  if (!coverUrl) return null;
  return (
    <CommunityImage
      className={cx(styles.cover, homeStyles.cover)}
      address={coverUrl}
      alt={coverAlt}
      sizes={GRID_CARD_IMAGE_SIZES}
    />
  );
}

/** The community home's content: latest posts, library and banned-book highlights, albums, the board. */
export function HomeTeasers() {
  const { t } = useTranslation();
  return (
    <>
      <Teaser
        title={t('community:home.latestPosts')}
        more={{ to: '/voa/blog', label: t('community:home.toBlog') }}
        load={loadPosts}
        isEmpty={(posts) => posts.length === 0}
        tone="plain"
      >
        {(posts) => (
          <CardGrid>
            {posts.map((post) => (
              <Card key={post.slug} title={post.title} to={postPath(post.slug)}>
                <p className={styles.meta}>
                  {t('blog:byline', { name: post.author.displayName, date: formatDate(post.published, 'long') })}
                </p>
                <TeaserCover coverUrl={post.coverUrl} coverAlt={post.coverAlt} />
              </Card>
            ))}
          </CardGrid>
        )}
      </Teaser>
      <Teaser
        title={t('community:home.fromLibrary')}
        more={{ to: '/voa/library', label: t('community:home.toLibrary') }}
        load={loadHighlights}
        isEmpty={([item, book]) => !item && !book}
        tone="tinted"
      >
        {([item, book]) => (
          <CardGrid>
            {item && (
              <Card title={item.title} to="/voa/library">
                <p className={styles.meta}>{t('community:home.libraryPick')}</p>
                <p>{item.author}</p>
              </Card>
            )}
            {book && (
              <Card title={book.title} to="/voa/library/bannedbooks">
                <p className={styles.meta}>{t('community:home.bannedPick')}</p>
                <p>{t('bannedBooks:where', { author: book.author, country: book.country, year: book.year })}</p>
              </Card>
            )}
          </CardGrid>
        )}
      </Teaser>
      <Teaser
        title={t('community:home.albums')}
        more={{ to: PHOTOS_PATH, label: t('community:home.toAlbums') }}
        load={loadAlbums}
        isEmpty={(albums) => albums.length === 0}
        tone="plain"
      >
        {(albums) => (
          <CardGrid>
            {albums.map((album) => (
              <Card key={album.id} title={album.title} to={albumPath(album.id)}>
                <p className={styles.meta}>{formatDate(album.date, 'long')}</p>
                <TeaserCover coverUrl={album.coverUrl} coverAlt={album.coverAlt} />
              </Card>
            ))}
          </CardGrid>
        )}
      </Teaser>
      <Teaser
        title={t('community:home.board')}
        more={{ to: '/voa/advisory', label: t('community:home.toBoard') }}
        load={loadBoard}
        isEmpty={(board) => board.length === 0}
        tone="tinted"
      >
        {(board) => (
          <CardGrid>
            {board.map((member) => (
              <Card key={member.id} title={member.name}>
                <p className={styles.meta}>{member.role}</p>
              </Card>
            ))}
          </CardGrid>
        )}
      </Teaser>
    </>
  );
}
