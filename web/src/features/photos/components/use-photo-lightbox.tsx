import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type PhotoSwipe from 'photoswipe';
import { useTranslation } from '@/i18n/useTranslation';
import { useScrollLock } from '@/components/layout/hooks/useScrollLock';
import type { Photo } from '@/features/photos/api/album';
import { ShareButton } from '@/components/share/ShareButton';
import { photoName } from '@/lib/model';
import { notify } from '@/lib/toast/notify';

/**
 * On close, focus goes to the thumbnail of the photo shown last, so keyboard users keep their place. `share` is Share
 * for the photo shown, by its own address (`pathOf`), rendered into the lightbox: the page puts it in its tree.
 */
export function usePhotoLightbox(photos: readonly Photo[], pathOf: (photo: Photo) => string) {
  const { t } = useTranslation();
  const thumbnails = useRef<(HTMLElement | null)[]>([]);
  const shown = useRef<PhotoSwipe | 'loading' | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [shareSlot, setShareSlot] = useState<HTMLElement | null>(null);
  const [shownIndex, setShownIndex] = useState(0);
  useScrollLock(isOpen);
  useEffect(
    () => () => {
      if (shown.current !== 'loading') shown.current?.destroy();
      shown.current = null;
    },
    [],
  );

  const open = async (index: number) => {
    // One at a time: a second tap while the first is loading opens nothing more.
    if (shown.current) return;
    shown.current = 'loading';
    let openLightbox: typeof import('./open-lightbox').openLightbox;
    try {
      ({ openLightbox } = await import('./open-lightbox'));
    } catch (error) {
      // Offline, or a new deploy removed the file: say so; the next tap tries again.
      if (shown.current === 'loading') shown.current = null;
      console.error('The lightbox did not load', error);
      notify('error', t('photos:lightboxError'));
      return;
    }
    // The page was left while the lightbox loaded (the unmount cleared the loading mark).
    if (shown.current !== 'loading') return;
    setOpen(true);
    shown.current = openLightbox({
      photos,
      thumbnails: thumbnails.current,
      index,
      words: {
        dialog: (number, total) => t('photos:lightbox', { number, total }),
        close: t('photos:close'),
        previous: t('photos:previous'),
        next: t('photos:next'),
        zoom: t('photos:zoom'),
        loadError: t('photos:loadError'),
        credit: (credit) => t('photos:credit', { credit }),
      },
      onShown: setShownIndex,
      shareSlot: setShareSlot,
      onClosed: (last) => {
        shown.current = null;
        setOpen(false);
        setShareSlot(null);
        thumbnails.current[last]?.focus();
      },
    });
  };

  const thumbnail = (index: number) => (element: HTMLElement | null) => {
    thumbnails.current[index] = element;
  };
  const photo = photos[shownIndex];
  const share: ReactNode =
    shareSlot && photo
      ? createPortal(<ShareButton key={photo.id} title={photoName(photo)} path={pathOf(photo)} />, shareSlot)
      : null;
  return { open, thumbnail, share };
}
