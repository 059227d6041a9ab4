import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import type { Photo } from '@/features/photos/api/album';
import styles from './photos.module.css';
import { CommunityImage } from '@/components/image/CommunityImage';
import { keepTabInside } from '@/lib/dom/focus-trap';

/**
 * A modal view of one photo: Escape closes, ← and → move, Tab stays inside, and the caller puts
 * focus back on the thumbnail that opened it (onClose). A div with role="dialog" rather than
 * <dialog>.showModal() so that the same code runs in jsdom tests.
 */
export function Lightbox({
  photos,
  index,
  onMove,
  onClose,
}: {
  photos: Photo[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const photo = photos[index];

  useEffect(() => {
    dialog.current?.querySelector<HTMLButtonElement>('[data-close]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  if (!photo) return null;
  const move = (step: number) => onMove((index + step + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else {
      keepTabInside(dialog.current, event, 'button:not([disabled])');
    }
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('photos:lightbox', { number: index + 1, total: photos.length })}
        className={styles.lightbox}
        onKeyDown={onKeyDown}
      >
        <figure className={styles.figure}>
          {/* The dialog is at most 64rem wide (photos.module.css .lightbox); shown now, so loaded now. */}
          <CommunityImage
            address={photo.imageUrl}
            // The photo described; an older photo without alt text is described by its caption.
            alt={photo.alt || photo.caption}
            className={styles.full}
            sizes="(min-width: 64rem) 64rem, 100vw"
            priority
          />
          {(photo.caption || photo.credit) && (
            <figcaption>
              {photo.caption}
              {photo.credit && <span className={styles.credit}> {t('photos:credit', { credit: photo.credit })}</span>}
            </figcaption>
          )}
        </figure>
        <p className={styles.position} aria-live="polite">
          {t('photos:position', { number: index + 1, total: photos.length })}
        </p>
        <div className={styles.controls}>
          <Button variant="secondary" onClick={() => move(-1)} disabled={photos.length < 2}>
            {t('photos:previous')}
          </Button>
          <Button variant="secondary" onClick={() => move(1)} disabled={photos.length < 2}>
            {t('photos:next')}
          </Button>
          <Button data-close onClick={onClose}>
            {t('photos:close')}
          </Button>
        </div>
      </div>
    </div>
  );
}
