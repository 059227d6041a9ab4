import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { PageHeader, Section, tapTargetStyles } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { CardCover } from '@/components/content-list/CardCover';
import { formatDate } from '@/i18n/format';
import { PagedListStates } from '@/components/list-states/ListStates';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchPublishedAlbums } from '@/features/photos/api/albums';
import { albumPath } from '@/features/photos/paths';

/** /voa/photos: published albums, newest first, a page at a time. */
export default function AlbumsPage() {
  const { t } = useTranslation();
  // Rendered with its first page by the communityPage function (routes.ts: servedBy).
  const list = usePagedList('published', fetchPublishedAlbums, { server: 'albums' });
  return (
    <>
      <PageHeader eyebrow={t('photos:eyebrow')} title={t('photos:title')} lead={t('photos:lead')} />
      <Section holdsPageList>
        <PagedListStates list={list} loading={t('photos:loading')} error={t('photos:error')} empty={t('photos:empty')}>
          {(items) => (
            <ul className={styles.grid}>
              {items.map((album, index) => (
                <li key={album.id}>
                  <article className={styles.item}>
                    <CardCover cover={album} first={index === 0} />
                    <h2>
                      <Link to={albumPath(album.id)} className={tapTargetStyles.lone}>
                        {album.title}
                      </Link>
                    </h2>
                    <p className={styles.meta}>{formatDate(album.date, 'long')}</p>
                    <p>{album.description}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </PagedListStates>
      </Section>
    </>
  );
}
