import { fieldsOf, someFieldsOf } from './fields.js';

export type Album<Time> = {
  title: string;
  description: string;
  date: Time;
  coverUrl: string;
  /** The cover described (UPLOAD_LIMITS.alt), required with a cover; '' without one; absent from older albums. */
  coverAlt?: string;
  published: boolean;
  created: Time;
  updated: Time;
};

export const ALBUM_FIELDS = fieldsOf<Album<unknown>>()(
  'title',
  'description',
  'date',
  'coverUrl',
  'coverAlt',
  'published',
  'created',
  'updated',
);

/** The keys every album holds (firestore.rules: isValidAlbum); older albums lack `coverAlt`. */
export const ALBUM_REQUIRED_FIELDS = someFieldsOf<Album<unknown>>()(
  'title',
  'description',
  'date',
  'coverUrl',
  'published',
  'created',
  'updated',
);

export type Photo<Time> = {
  imageUrl: string;
  /** The photo described for who cannot see it (UPLOAD_LIMITS.alt); read as '' on older photos. */
  alt: string;
  /** Optional (''): the photo is then named by its alt text (photoName). */
  caption: string;
  credit: string;
  date: Time;
  order: number;
  updated: Time;
};

export const PHOTO_FIELDS = fieldsOf<Photo<unknown>>()(
  'imageUrl',
  'alt',
  'caption',
  'credit',
  'date',
  'order',
  'updated',
);

/** How a photo is named in the admin's lists and the audit log: its caption, else its alt text. */
export const photoName = (photo: Pick<Photo<unknown>, 'caption' | 'alt'>): string => photo.caption || photo.alt;

export const PHOTO_MOVE_FIELDS = someFieldsOf<Photo<unknown>>()('order', 'updated');
