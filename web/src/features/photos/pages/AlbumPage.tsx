import { useTranslation } from '@/i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { PageHeader, Section, tapTargetStyles } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { formatDate } from '@/i18n/format';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { useServerNotFound } from '@/lib/data/server-data';
import { fetchAlbum } from '@/features/photos/api/albums';
import { AlbumHead } from '@/features/photos/components/AlbumHead';
import { usePhotoLightbox } from '@/features/photos/components/use-photo-lightbox';
import gallery from '@/features/photos/components/photos.module.css';
import { PHOTOS_PATH, albumPath, photoPath } from '@/features/photos/paths';
import { ShareButton } from '@/components/share/ShareButton';
import { cx } from '@/components/ui/cx';
import { GALLERY_IMAGE_SIZES } from '@/components/content-list/image-sizes';
import { CommunityImage } from '@/components/image/CommunityImage';
import { isPlainClick } from '@/lib/dom/plain-click';
import { useHydrated } from '@/lib/react/use-hydrated';

export default function AlbumPage() {
  const { t } = useTranslation();
  const { albumId = '' } = useParams();
  // Rendered with its photos by the communityPage function (routes.ts: servedBy); an
  // unknown or unpublished album is answered 404.
  const result = useLoad(albumId, () => fetchAlbum(albumId), { server: 'album' });
  const data = result.status === 'ready' ? result.data : null;
  const missing = result.status === 'ready' && result.data === null;
  useServerNotFound(missing);
  const hydrated = useHydrated();
  const lightbox = usePhotoLightbox(data?.photos ?? [], (photo) => photoPath(albumId, photo.id));

  return (
    <>
      <AlbumHead album={data?.album ?? null} missing={missing} />
      <PageHeader
        eyebrow={t('photos:title')}
        title={data?.album.title ?? t('photos:albumFallbackTitle')}
        lead={data ? `${formatDate(data.album.date, 'long')} · ${data.album.description}` : undefined}
      >
        <Link to={PHOTOS_PATH} className={tapTargetStyles.lone}>
          {t('photos:allAlbums')}
        </Link>
        {data && <ShareButton title={data.album.title} path={albumPath(data.album.id)} />}
      </PageHeader>
      <Section holdsPageList>
        <LoadStates
          result={result}
          loading={t('photos:loadingAlbum')}
          error={t('photos:albumError')}
          empty={data ? t('photos:noPhotos') : t('photos:notFound')}
          isEmpty={(album) => !album || album.photos.length === 0}
        >
          {(album) => (
            <>
              <ul className={cx(styles.grid, gallery.gallery)}>
                {album?.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <Link
                      to={photoPath(albumId, photo.id)}
                      className={gallery.thumb}
                      ref={lightbox.thumbnail(index)}
                      // The photo's own page until the page's code runs (a tap is never lost); then
                      // the lightbox over this page, unless the reader asks for a new tab or window.
                      aria-haspopup={hydrated ? 'dialog' : undefined}
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        void lightbox.open(index);
                      }}
                      // The photo described (an older photo without alt text: by its caption).
                      aria-label={t('photos:open', { caption: photo.alt || photo.caption })}
                    >
                      <CommunityImage
                        address={photo.imageUrl}
                        alt=""
                        sizes={GALLERY_IMAGE_SIZES}
                        // The first photo is on the first screen: loaded at once, not when laid out.
                        priority={index === 0}
                      />
                    </Link>
                  </li>
                ))}
              </ul>
              <p className={styles.meta}>{t('photos:hint')}</p>
              {lightbox.share}
            </>
          )}
        </LoadStates>
      </Section>
    </>
  );
}
