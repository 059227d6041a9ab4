/** Each says the column's width where the column count changes (content-list.module.css `.grid`). */

/** A card's cover: columns of at least 16–17rem, one on a phone, up to four in the wide measure. */
export const GRID_CARD_IMAGE_SIZES =
  '(min-width: 76rem) 19rem, (min-width: 54rem) 33vw, (min-width: 36rem) 50vw, 100vw';

/** An album's thumbnail: the gallery's columns of at least 12rem (photos.module.css), up to five. */
export const GALLERY_IMAGE_SIZES = '(min-width: 76rem) 15rem, (min-width: 40rem) 33vw, (min-width: 26rem) 50vw, 100vw';
