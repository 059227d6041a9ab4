// Loaded when a visitor opens a photo, with PhotoSwipe and its styles: docs/decisions/0108-photo-lightbox-photoswipe.md
import PhotoSwipe, { type Padding } from 'photoswipe';
import 'photoswipe/style.css';
import { keepTabInside } from '@/lib/dom/focus-trap';
import type { Photo } from '@/features/photos/api/album';
import { photoSlide, type PhotoSlide } from './lightbox-slides';
import styles from './lightbox.module.css';

/** The lightbox's words, in the page's language. */
export interface LightboxWords {
  /** The dialog's name: "Photo 2 of 12". */
  dialog: (number: number, total: number) => string;
  close: string;
  previous: string;
  next: string;
  zoom: string;
  /** Shown in place of a photo that could not be loaded. */
  loadError: string;
  credit: (credit: string) => string;
}

export interface LightboxOptions {
  photos: readonly Photo[];
  /** The button that opens each photo, whose thumbnail the photo grows from and shrinks back to. */
  thumbnails: readonly (HTMLElement | null)[];
  index: number;
  words: LightboxWords;
  /** Called once the lightbox has gone, with the index of the photo it showed last. */
  onClosed: (index: number) => void;
  /** Called with the index of each photo shown, the first included. */
  onShown: (index: number) => void;
  /** The element under the caption where the page renders Share for the photo shown (a React portal). */
  shareSlot: (element: HTMLElement) => void;
}

/** PhotoSwipe hides the zoom button while the photo fits, and both arrows for one photo. */
const SHOWN_CONTROLS = [
  '.pswp--zoom-allowed .pswp__button--zoom',
  '.pswp__button--close',
  '.pswp:not(.pswp--one-slide) .pswp__button--arrow:not([disabled])',
  // Share, and its options where there is no share sheet.
  `.${styles.share} button`,
  `.${styles.share} a[href]`,
  `.${styles.share} input`,
].join(', ');

/** On a phone held upright the photo takes the whole width. */
const LANDSCAPE_PADDING: Padding = { top: 64, bottom: 96, left: 0, right: 0 };
const NO_PADDING: Padding = { top: 0, bottom: 0, left: 0, right: 0 };

/** A modal dialog named by the photo's place; Tab kept among the controls (lib/dom/focus-trap). */
export function openLightbox({
  photos,
  thumbnails,
  index,
  words,
  onClosed,
  onShown,
  shareSlot,
}: LightboxOptions): PhotoSwipe {
  const pswp = new PhotoSwipe({
    dataSource: photos.map((photo, each) => photoSlide(photo, thumbnails[each] ?? null)),
    index,
    mainClass: styles.lightbox,
    closeTitle: words.close,
    zoomTitle: words.zoom,
    arrowPrevTitle: words.previous,
    arrowNextTitle: words.next,
    errorMsg: words.loadError,
    indexIndicatorSep: ' / ',
    // Nothing of the page behind: the photo alone, and the controls' white on black.
    bgOpacity: 1,
    // onClosed puts focus on the thumbnail of the photo shown last, not the one that opened it.
    returnFocus: false,
    paddingFn: (viewport) => (viewport.x > viewport.y ? LANDSCAPE_PADDING : NO_PADDING),
  });

  // The counter ("2 / 12") is said when it changes, as the old lightbox's was.
  pswp.addFilter('uiElement', (element, data) => {
    if (data.name === 'counter') element.setAttribute('aria-live', 'polite');
    return element;
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      className: styles.caption,
      appendTo: 'root',
      onInit: (element) => {
        const text = document.createElement('p');
        text.className = styles.captionText ?? '';
        const share = document.createElement('div');
        share.className = styles.share ?? '';
        element.replaceChildren(text, share);
        shareSlot(share);
        pswp.on('change', () => writeCaption(text, pswp.getItemData(pswp.currIndex) as PhotoSlide, words));
      },
    });
  });
  pswp.on('change', () => {
    onShown(pswp.currIndex);
    pswp.element?.setAttribute('aria-modal', 'true');
    pswp.element?.setAttribute('aria-label', words.dialog(pswp.currIndex + 1, pswp.getNumItems()));
  });
  // After PhotoSwipe's own focus on its root, once the photo has opened: on Close, as before.
  pswp.on('bindEvents', () => pswp.element?.querySelector<HTMLElement>('.pswp__button--close')?.focus());
  pswp.on('keydown', ({ originalEvent }) => keepTabInside(pswp.element ?? null, originalEvent, SHOWN_CONTROLS));
  pswp.on('destroy', () => onClosed(pswp.currIndex));
  pswp.init();
  return pswp;
}

/** The caption and credit of the photo shown, as text (never markup), or nothing (Share stays). */
function writeCaption(element: HTMLElement, slide: PhotoSlide, words: LightboxWords): void {
  const credit = document.createElement('span');
  credit.className = styles.credit ?? '';
  credit.textContent = slide.credit ? ` ${words.credit(slide.credit)}` : '';
  element.replaceChildren(slide.caption, credit);
  element.hidden = !slide.caption && !slide.credit;
}
