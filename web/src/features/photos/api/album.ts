import { toDate, type Cursor } from '../../community/content/firestore';

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
