import { useEffect, useRef, useState } from 'react';
import type PhotoSwipe from 'photoswipe';
import { useTranslation } from '@/i18n/useTranslation';
import { useScrollLock } from '@/components/layout/hooks/useScrollLock';
import type { Photo } from '@/features/photos/api/album';
import { notify } from '@/lib/toast/notify';

/** On close, focus goes to the thumbnail of the photo shown last, so keyboard users keep their place. */
export function usePhotoLightbox(photos: readonly Photo[]) {
  const { t } = useTranslation();
  const thumbnails = useRef<(HTMLElement | null)[]>([]);
  const shown = useRef<PhotoSwipe | 'loading' | null>(null);
  const [isOpen, setOpen] = useState(false);
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
      onClosed: (last) => {
        shown.current = null;
        setOpen(false);
        thumbnails.current[last]?.focus();
      },
    });
  };

  const thumbnail = (index: number) => (element: HTMLElement | null) => {
    thumbnails.current[index] = element;
  };
  return { open, thumbnail };
}
