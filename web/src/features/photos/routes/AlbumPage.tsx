import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { PageHeader, Section } from '../../../components/ui';
import styles from '../../community/content/content.module.css';
import { formatDate } from '../../community/content/format';
import { ListState } from '../../community/content/ListState';
import { useLoad } from '../../community/content/use-paged-list';
import { fetchAlbum } from '../api/albums';
import { Lightbox } from '../components/Lightbox';
import gallery from '../components/photos.module.css';
import { PHOTOS_PATH } from '../paths';

/** /voa/photos/:albumId: an album's photos in a responsive grid; each opens in the lightbox. */
export default function AlbumPage() {
  const { t, language } = useTranslation();
  const { albumId = '' } = useParams();
  const load = useCallback(() => fetchAlbum(albumId), [albumId]);
  const { status, data, retry } = useLoad(load);
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const close = () => {
    const opener = open;
    setOpen(null);
    // Back to the thumbnail of the photo last shown, so keyboard users keep their place.
    if (opener !== null) requestAnimationFrame(() => thumbs.current[opener]?.focus());
  };

  return (
    <>
      <PageHeader
        eyebrow={t('photos:title')}
        title={data?.album.title ?? t('photos:albumFallbackTitle')}
        lead={data ? `${formatDate(data.album.date, language)} · ${data.album.description}` : undefined}
      >
        <Link to={PHOTOS_PATH}>{t('photos:allAlbums')}</Link>
      </PageHeader>
      <Section>
        <ListState
          status={status}
          isEmpty={!data || data.photos.length === 0}
          loadingText={t('photos:loadingAlbum')}
          emptyText={data ? t('photos:noPhotos') : t('photos:notFound')}
          errorText={t('photos:albumError')}
          onRetry={retry}
        >
          <ul className={gallery.gallery}>
            {data?.photos.map((photo, index) => (
              <li key={photo.id}>
                <button
                  type="button"
                  className={gallery.thumb}
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  onClick={() => setOpen(index)}
                  aria-label={t('photos:open', { caption: photo.caption })}
                >
                  <img src={photo.imageUrl} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.meta}>{t('photos:hint')}</p>
        </ListState>
      </Section>
      {data && open !== null && <Lightbox photos={data.photos} index={open} onMove={setOpen} onClose={close} />}
    </>
  );
}
