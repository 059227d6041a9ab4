import { toDate, type Cursor } from '@/lib/firebase/load-firestore';

/** albums/{id}: firestore.rules (isValidAlbum). */
export interface Album {
  id: string;
  title: string;
  description: string;
  date: Date | null;
  coverUrl: string;
  published: boolean;
}

/** albums/{id}/photos/{photoId}: firestore.rules (isValidPhoto). Images are referenced by URL. */
export interface Photo {
  id: string;
  imageUrl: string;
  caption: string;
  credit: string;
  date: Date | null;
  order: number;
}

export function albumFromSnapshot(snapshot: Cursor): Album {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    date: toDate(data.date),
    coverUrl: String(data.coverUrl ?? ''),
    published: data.published === true,
  };
}

export function photoFromSnapshot(snapshot: Cursor): Photo {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    imageUrl: String(data.imageUrl ?? ''),
    caption: String(data.caption ?? ''),
    credit: String(data.credit ?? ''),
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
