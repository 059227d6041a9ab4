import { textsOf, toDate, type Cursor } from '@/lib/firebase/load-firestore';
import type { Album as StoredAlbum, Photo as StoredPhoto } from '@/lib/model';

/**
 * albums/{id} (shared/model/albums.ts) as the app shows it: with its id, without `created` and
 * `updated`; an older album's missing `coverAlt` read as ''.
 */
export type Album = Omit<StoredAlbum<Date | null>, 'created' | 'updated' | 'coverAlt'> & {
  id: string;
  coverAlt: string;
};

/**
 * albums/{id}/photos/{photoId} as the app shows it: with its id, without `updated`. Images are
 * referenced by URL; an older photo's missing `alt` is read as ''.
 */
export type Photo = Omit<StoredPhoto<Date | null>, 'updated'> & { id: string };

export function albumFromSnapshot(snapshot: Cursor): Album {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    ...textsOf(data, ['title', 'description', 'coverUrl', 'coverAlt']),
    date: toDate(data.date),
    published: data.published === true,
  };
}

export function photoFromSnapshot(snapshot: Cursor): Photo {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    ...textsOf(data, ['imageUrl', 'alt', 'caption', 'credit']),
    date: toDate(data.date),
    order: Number(data.order ?? 0),
  };
}

/** The list with the photo `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function movePhoto<T extends { id: string }>(photos: readonly T[], id: string, step: -1 | 1): T[] {
  const from = photos.findIndex((photo) => photo.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= photos.length) return [...photos];
  const moved = [...photos];
  [moved[from], moved[to]] = [moved[to] as T, moved[from] as T];
  return moved;
}
