import { fetchPage, loadFirestore, type Cursor, type Page } from '../../community/content/firestore';
import { albumFromSnapshot, photoFromSnapshot, type Album, type Photo } from './album';

export const ALBUMS_PAGE_SIZE = 12;
/** Photos of one album are read in one query, up to this many (an album is a curated set). */
export const PHOTOS_CAP = 200;

/** Published albums, newest first; the published filter is what the rules require. */
export async function fetchPublishedAlbums(after: Cursor | null, pageSize = ALBUMS_PAGE_SIZE): Promise<Page<Album>> {
  const sdk = await loadFirestore();
  const { collection, db, orderBy, query, where } = sdk;
  const base = query(collection(db, 'albums'), where('published', '==', true), orderBy('date', 'desc'));
  return fetchPage(sdk, base, pageSize, after, albumFromSnapshot);
}

/** An album and its photos; null when it does not exist or is not published (for non-admins). */
export async function fetchAlbum(id: string): Promise<{ album: Album; photos: Photo[] } | null> {
  const { collection, db, doc, getDoc, getDocs, limit, orderBy, query } = await loadFirestore();
  try {
    const snapshot = await getDoc(doc(db, 'albums', id));
    if (!snapshot.exists()) return null;
    const photos = await getDocs(query(collection(db, 'albums', id, 'photos'), orderBy('order'), limit(PHOTOS_CAP)));
    return { album: albumFromSnapshot(snapshot), photos: photos.docs.map(photoFromSnapshot) };
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/** Admin view: every album, newest first. */
export async function fetchAllAlbums(after: Cursor | null, pageSize = 20): Promise<Page<Album>> {
  const sdk = await loadFirestore();
  const base = sdk.query(sdk.collection(sdk.db, 'albums'), sdk.orderBy('date', 'desc'));
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
  if (id) await updateDoc(doc(db, 'albums', id), data);
  else await addDoc(collection(db, 'albums'), { ...data, created: serverTimestamp() });
}

export async function deleteAlbum(id: string): Promise<void> {
  const { collection, db, deleteDoc, doc, getDocs, writeBatch } = await loadFirestore();
  // Photos first: a subcollection outlives its parent document otherwise.
  const photos = await getDocs(collection(db, 'albums', id, 'photos'));
  const batch = writeBatch(db);
  photos.docs.forEach((photo) => batch.delete(photo.ref));
  await batch.commit();
  await deleteDoc(doc(db, 'albums', id));
}

export interface PhotoInput {
  imageUrl: string;
  caption: string;
  credit: string;
  date: Date;
  order: number;
}

export async function savePhoto(albumId: string, id: string | null, input: PhotoInput): Promise<void> {
  const { addDoc, collection, db, doc, setDoc, Timestamp } = await loadFirestore();
  const data = { ...input, date: Timestamp.fromDate(input.date) };
  if (id) await setDoc(doc(db, 'albums', albumId, 'photos', id), data);
  else await addDoc(collection(db, 'albums', albumId, 'photos'), data);
}

export async function deletePhoto(albumId: string, id: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, 'albums', albumId, 'photos', id));
}
