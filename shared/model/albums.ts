import { fieldsOf, someFieldsOf } from './fields.js';

/** albums/{albumId}: a photo album; the public reads the published ones. */
export type Album<Time> = {
  title: string;
  description: string;
  date: Time;
  coverUrl: string;
  published: boolean;
  created: Time;
  updated: Time;
};

export const ALBUM_FIELDS = fieldsOf<Album<unknown>>()(
  'title',
  'description',
  'date',
  'coverUrl',
  'published',
  'created',
  'updated',
);

/** albums/{albumId}/photos/{photoId}: one photo, referenced by a path of this site. */
export type Photo<Time> = {
  imageUrl: string;
  caption: string;
  credit: string;
  date: Time;
  order: number;
  updated: Time;
};

export const PHOTO_FIELDS = fieldsOf<Photo<unknown>>()('imageUrl', 'caption', 'credit', 'date', 'order', 'updated');

export const PHOTO_MOVE_FIELDS = someFieldsOf<Photo<unknown>>()('order', 'updated');
