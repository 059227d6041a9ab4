import { fetchPage, loadFirestore, type Cursor, type Page } from '../../../lib/firebase/load-firestore';
import { albumFromSnapshot, photoFromSnapshot, type Album, type Photo } from './album';
import { COLLECTIONS, LIMITS } from '../../../lib/model';

export const ALBUMS_PAGE_SIZE = 12;
/** Photos of one album are read in one query, up to this many (an album is a curated set; the rules' cap). */
export const PHOTOS_CAP = LIMITS.query.photos;

/** Published albums, newest first; the published filter is what the rules require. */
export async function fetchPublishedAlbums(after: Cursor | null, pageSize = ALBUMS_PAGE_SIZE): Promise<Page<Album>> {
  const sdk = await loadFirestore();
  const { collection, db, orderBy, query, where } = sdk;
  const base = query(collection(db, COLLECTIONS.albums), where('published', '==', true), orderBy('date', 'desc'));
  return fetchPage(sdk, base, pageSize, after, albumFromSnapshot);
}

/** An album and its photos; null when it does not exist or is not published (for non-admins). */
export async function fetchAlbum(id: string): Promise<{ album: Album; photos: Photo[] } | null> {
  const { collection, db, doc, getDoc, getDocs, limit, orderBy, query } = await loadFirestore();
  try {
    const snapshot = await getDoc(doc(db, COLLECTIONS.albums, id));
    if (!snapshot.exists()) return null;
    const photos = await getDocs(
      query(collection(db, COLLECTIONS.albums, id, COLLECTIONS.photos), orderBy('order'), limit(PHOTOS_CAP)),
    );
    return { album: albumFromSnapshot(snapshot), photos: photos.docs.map(photoFromSnapshot) };
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/** Admin view: every album, newest first. */
export async function fetchAllAlbums(after: Cursor | null, pageSize = 20): Promise<Page<Album>> {
  const sdk = await loadFirestore();
  const base = sdk.query(sdk.collection(sdk.db, COLLECTIONS.albums), sdk.orderBy('date', 'desc'));
  return fetchPage(sdk, base, pageSize, after, albumFromSnapshot);
}

export interface AlbumInput {
  title: string;
  description: string;
  date: Date;
  coverUrl: string;
  published: boolean;
}

export async function saveAlbum(id: string | null, input: AlbumInput): Promise<void> {
  const { addDoc, collection, db, doc, serverTimestamp, Timestamp, updateDoc } = await loadFirestore();
  const data = { ...input, date: Timestamp.fromDate(input.date), updated: serverTimestamp() };
  if (id) await updateDoc(doc(db, COLLECTIONS.albums, id), data);
  else await addDoc(collection(db, COLLECTIONS.albums), { ...data, created: serverTimestamp() });
}

export async function deleteAlbum(id: string): Promise<void> {
  const { collection, db, deleteDoc, doc, getDocs, writeBatch } = await loadFirestore();
  // Photos first: a subcollection outlives its parent document otherwise.
  const photos = await getDocs(collection(db, COLLECTIONS.albums, id, COLLECTIONS.photos));
  const batch = writeBatch(db);
  photos.docs.forEach((photo) => batch.delete(photo.ref));
  await batch.commit();
  await deleteDoc(doc(db, COLLECTIONS.albums, id));
}

/** Admin view: the photos of one album, any album, in their order (up to PHOTOS_CAP). */
export async function fetchPhotos(albumId: string): Promise<Photo[]> {
  const { collection, db, getDocs, limit, orderBy, query } = await loadFirestore();
  const photos = await getDocs(
    query(collection(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos), orderBy('order'), limit(PHOTOS_CAP)),
  );
  return photos.docs.map(photoFromSnapshot);
}

/** What the photo form edits; the position (order) is set by addPhoto and reorderPhotos. */
export interface PhotoInput {
  imageUrl: string;
  caption: string;
  credit: string;
  date: Date;
}

/** The highest order firestore.rules (isValidPhoto) accepts. */
export const MAX_PHOTO_ORDER = 100_000;

/** Adds a photo at the end of the album: one past the highest order so far (0 for the first). */
export async function addPhoto(albumId: string, input: PhotoInput): Promise<string> {
  const { addDoc, collection, db, getDocs, limit, orderBy, query, Timestamp } = await loadFirestore();
  const photos = collection(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos);
  const last = (await getDocs(query(photos, orderBy('order', 'desc'), limit(1)))).docs[0];
  const order = last ? Math.min(Number(last.data().order ?? 0) + 1, MAX_PHOTO_ORDER) : 0;
  const created = await addDoc(photos, { ...input, date: Timestamp.fromDate(input.date), order });
  return created.id;
}

/** Changes a photo's image, caption, credit and date; its position stays. */
export async function updatePhoto(albumId: string, id: string, input: PhotoInput): Promise<void> {
  const { db, doc, Timestamp, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos, id), {
    ...input,
    date: Timestamp.fromDate(input.date),
  });
}

export async function deletePhoto(albumId: string, id: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos, id));
}

/**
 * Saves the photos' positions as listed: order 0, 1, 2… In one batch (all or nothing), writing
 * only the photos whose order changes.
 */
export async function reorderPhotos(albumId: string, photos: readonly Pick<Photo, 'id' | 'order'>[]): Promise<void> {
  const { db, doc, writeBatch } = await loadFirestore();
  const batch = writeBatch(db);
  let changes = 0;
  photos.forEach((photo, order) => {
    if (photo.order === order) return;
    batch.update(doc(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos, photo.id), { order });
    changes++;
  });
  if (changes > 0) await batch.commit();
}
