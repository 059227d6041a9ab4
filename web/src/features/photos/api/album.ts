import { textsOf, toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { LIMITS, type Album as StoredAlbum, type Photo as StoredPhoto } from '@/lib/model';
import { RANDOM_SLUG_PART_LENGTH, randomSlugPart, slugify } from '@/lib/text/slug';

/** An older album's missing `coverAlt` is read as ''. */
export type Album = Omit<StoredAlbum<Date | null>, 'created' | 'updated' | 'coverAlt'> & {
  id: string;
  coverAlt: string;
};

/** An older photo's missing `alt` is read as ''. */
export type Photo = Omit<StoredPhoto<Date | null>, 'updated'> & { id: string };

/** The numbered addresses a new album tries after its slug ("-2" to "-9") before a random one. */
const NUMBERED = [2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The slug of its title, then "-2" to "-9", then a random part. Taken for good: an edit of the title keeps the address,
 * so links never break.
 */
export function albumIdCandidates(title: string, randomPart: () => string = randomSlugPart): string[] {
  const slug = slugify(title, LIMITS.album.slug - RANDOM_SLUG_PART_LENGTH - 1);
  if (!slug) return [`album-${randomPart()}`];
  return [slug, ...NUMBERED.map((number) => `${slug}-${number}`), `${slug}-${randomPart()}`];
}

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
