import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { PageHeader, Section } from '../../../components/ui';
import styles from '../../community/content/content.module.css';
import { formatDate } from '../../community/content/format';
import { ListState, LoadMore } from '../../community/content/ListState';
import { usePagedList } from '../../community/content/use-paged-list';
import { fetchPublishedAlbums } from '../api/albums';
import { albumPath } from '../paths';

/** /voa/photos: published albums, newest first, a page at a time. */
export default function AlbumsPage() {
  const { t, language } = useTranslation();
  const list = usePagedList(fetchPublishedAlbums);
  return (
    <>
      <PageHeader eyebrow={t('photos:eyebrow')} title={t('photos:title')} lead={t('photos:lead')} />
      <Section>
        <ListState
          status={list.status}
          isEmpty={list.items.length === 0}
          loadingText={t('photos:loading')}
          emptyText={t('photos:empty')}
          errorText={t('photos:error')}
          onRetry={list.retry}
        >
          <ul className={styles.grid}>
            {list.items.map((album) => (
              <li key={album.id}>
                <article className={styles.item}>
                  {album.coverUrl && <img className={styles.cover} src={album.coverUrl} alt="" loading="lazy" />}
                  <h2>
                    <Link to={albumPath(album.id)}>{album.title}</Link>
                  </h2>
                  <p className={styles.meta}>{formatDate(album.date, language)}</p>
                  <p>{album.description}</p>
                </article>
              </li>
            ))}
          </ul>
          <LoadMore {...list} onLoadMore={list.loadMore} />
        </ListState>
      </Section>
    </>
  );
}
