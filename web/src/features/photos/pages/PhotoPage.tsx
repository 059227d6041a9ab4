import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { PageHeader, Section, tapTargetStyles } from '@/components/ui';
import { LoadStates } from '@/components/list-states/ListStates';
import { ShareButton } from '@/components/share/ShareButton';
import { CommunityImage } from '@/components/image/CommunityImage';
import { cx } from '@/components/ui/cx';
import { formatDate } from '@/i18n/format';
import { useLoad } from '@/lib/data/use-load';
import { useServerNotFound } from '@/lib/data/server-data';
import { photoName } from '@/lib/model';
import { fetchAlbum } from '@/features/photos/api/albums';
import { PhotoHead, PhotoPlaceholderHead } from '@/features/photos/components/PhotoHead';
import { albumPath, photoPath } from '@/features/photos/paths';
import styles from '@/features/photos/components/photo-page.module.css';

/** The photo fills the column (76rem at most) and, held upright on a phone, the screen's width. */
const PHOTO_SIZES = '(min-width: 80rem) 76rem, 100vw';

/**
 * /voa/photos/:albumId/:photoId — one photo of an album at its own address, the one its Share sends: the photo large,
 * its caption, a way to its album and to the photos beside it. Rendered with the album by the communityPage function,
 * from the same load as the album's page; an unknown album or photo is answered 404.
 */
export default function PhotoPage() {
  const { t } = useTranslation();
  const { albumId = '', photoId = '' } = useParams();
  const result = useLoad(albumId, () => fetchAlbum(albumId), { server: 'album' });
  const album = result.status === 'ready' ? result.data : null;
  const index = album?.photos.findIndex((photo) => photo.id === photoId) ?? -1;
  const photo = album?.photos[index];
  const missing = result.status === 'ready' && !photo;
  useServerNotFound(missing);

  if (!album || !photo)
    return (
      <>
        <PhotoPlaceholderHead missing={missing} />
        <PageHeader eyebrow={t('photos:title')} title={t('photos:photoFallbackTitle')}>
          <Link to={album ? albumPath(album.album.id) : '/voa/photos'} className={tapTargetStyles.lone}>
            {album ? t('photos:backToAlbum', { album: album.album.title }) : t('photos:allAlbums')}
          </Link>
        </PageHeader>
        <Section holdsPageList>
          <LoadStates
            result={result}
            loading={t('photos:loadingPhoto')}
            error={t('photos:photoError')}
            empty={album ? t('photos:photoNotFound') : t('photos:notFound')}
            isEmpty={() => true}
          >
            {() => null}
          </LoadStates>
        </Section>
      </>
    );

  const previous = album.photos[index - 1];
  const next = album.photos[index + 1];
  const name = photoName(photo);
  // Keyed by the photo: Next or Previous is a new page (its own place in history), never the last photo showing on.
  return (
    <Fragment key={photo.id}>
      <PhotoHead album={album.album} photo={photo} />
      <PageHeader
        // The album's name; the way to it is the link below (a 44 px target, as an eyebrow's line is not).
        eyebrow={album.album.title}
        title={name}
        lead={[
          photo.date && formatDate(photo.date, 'long'),
          photo.credit && t('photos:credit', { credit: photo.credit }),
        ]
          .filter(Boolean)
          .join(' · ')}
      >
        <Link to={albumPath(album.album.id)} className={tapTargetStyles.lone}>
          {t('photos:backToAlbum', { album: album.album.title })}
        </Link>
        <ShareButton title={name} path={photoPath(album.album.id, photo.id)} />
      </PageHeader>
      <Section>
        <figure className={styles.figure}>
          <CommunityImage
            className={styles.photo}
            address={photo.imageUrl}
            // The photo described; an older photo without alt text is described by its caption.
            alt={photo.alt || photo.caption}
            sizes={PHOTO_SIZES}
            priority
          />
        </figure>
        <nav className={styles.around} aria-label={t('photos:aroundLabel', { album: album.album.title })}>
          {previous && (
            <Link
              to={photoPath(album.album.id, previous.id)}
              rel="prev"
              className={cx(tapTargetStyles.lone, styles.previous)}
            >
              {t('photos:previous')}
            </Link>
          )}
          <p className={styles.position}>{t('photos:lightbox', { number: index + 1, total: album.photos.length })}</p>
          {next && (
            <Link to={photoPath(album.album.id, next.id)} rel="next" className={cx(tapTargetStyles.lone, styles.next)}>
              {t('photos:next')}
            </Link>
          )}
        </nav>
      </Section>
    </Fragment>
  );
}
