import type { DocumentReference, Transaction } from 'firebase/firestore/lite';
import { setPublishedAudited, transactAudited, writeAudited } from '@/lib/firebase/audited-write';
import { loadFirestore, orderedBy, queryPage, type Cursor, type Page } from '@/lib/firebase/load-firestore';
import { albumFromSnapshot, albumIdCandidates, photoFromSnapshot, type Album, type Photo } from './album';
import { COLLECTIONS, LIMITS, photoName } from '@/lib/model';

export const ALBUMS_PAGE_SIZE = 12;
/** Photos of one album are read in one query, up to this many (an album is a curated set; the rules' cap). */
export const PHOTOS_CAP = LIMITS.query.photos;

/** Published albums, newest first; the published filter is what the rules require. */
export const fetchPublishedAlbums = (after: Cursor | null, pageSize = ALBUMS_PAGE_SIZE): Promise<Page<Album>> =>
  queryPage(
    ({ collection, db, orderBy, query, where }) =>
      query(collection(db, COLLECTIONS.albums), where('published', '==', true), orderBy('date', 'desc')),
    pageSize,
    after,
    albumFromSnapshot,
  );

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
export const fetchAllAlbums = (after: Cursor | null, pageSize = 20): Promise<Page<Album>> =>
  queryPage(orderedBy(COLLECTIONS.albums, 'date', 'desc'), pageSize, after, albumFromSnapshot);

export interface AlbumInput {
  title: string;
  description: string;
  date: Date;
  coverUrl: string;
  /** The cover described; '' without a cover (firestore.rules: hasCoverAlt). */
  coverAlt: string;
  published: boolean;
}

export async function saveAlbum(id: string | null, input: AlbumInput): Promise<void> {
  await transactAudited(async (transaction, { db, doc, serverTimestamp, Timestamp }) => {
    const data = { ...input, date: Timestamp.fromDate(input.date), updated: serverTimestamp() };
    if (!id) {
      const target = await firstFreeAddress(transaction, albumIdCandidates(input.title), (candidate) =>
        doc(db, COLLECTIONS.albums, candidate),
      );
      transaction.set(target, { ...data, created: serverTimestamp() });
      return { action: 'createAlbum', target, name: input.title };
    }
    const target = doc(db, COLLECTIONS.albums, id);
    const stored = await transaction.get(target);
    transaction.update(target, data);
    return { action: albumUpdateAction(stored.get('published') === true, input.published), target, name: input.title };
  });
}

/** Read in the transaction: an album made meanwhile at the same address makes it run again. */
async function firstFreeAddress(
  transaction: Transaction,
  candidates: readonly string[],
  ref: (id: string) => DocumentReference,
): Promise<DocumentReference> {
  for (const candidate of candidates) {
    const target = ref(candidate);
    if (!(await transaction.get(target)).exists()) return target;
  }
  throw Object.assign(new Error('Every address this title gives is taken'), { code: 'already-exists' });
}

/** As firestore.rules names an album's update: its publication, its withdrawal, or an edit. */
function albumUpdateAction(was: boolean, is: boolean) {
  if (was === is) return 'editAlbum';
  return is ? 'publishAlbum' : 'unpublishAlbum';
}

/** An admin publishes an album (with the photos it holds), or takes it off the site. */
export const setAlbumPublished = (album: Pick<Album, 'id' | 'title'>, published: boolean): Promise<void> =>
  setPublishedAudited(
    COLLECTIONS.albums,
    published ? 'publishAlbum' : 'unpublishAlbum',
    { id: album.id, name: album.title },
    published,
  );

/** An album with its photos, in one commit (a subcollection outlives its parent document otherwise). */
export async function deleteAlbum(album: Pick<Album, 'id' | 'title'>): Promise<void> {
  const { collection, db, getDocs } = await loadFirestore();
  const photos = await getDocs(collection(db, COLLECTIONS.albums, album.id, COLLECTIONS.photos));
  await writeAudited((batch, { doc }) => {
    photos.docs.forEach((photo) => batch.delete(photo.ref));
    const target = doc(db, COLLECTIONS.albums, album.id);
    batch.delete(target);
    return { action: 'deleteAlbum', target, name: album.title };
  });
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
  /** The photo described (required); the caption may be ''. */
  alt: string;
  caption: string;
  credit: string;
  date: Date;
}

/** The highest order firestore.rules (isValidPhoto) accepts. */
export const MAX_PHOTO_ORDER = 100_000;

/** Adds a photo at the end of the album: one past the highest order so far (0 for the first). */
export async function addPhoto(albumId: string, input: PhotoInput): Promise<string> {
  const { collection, db, getDocs, limit, orderBy, query } = await loadFirestore();
  const photos = collection(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos);
  const last = (await getDocs(query(photos, orderBy('order', 'desc'), limit(1)))).docs[0];
  const order = last ? Math.min(Number(last.data().order ?? 0) + 1, MAX_PHOTO_ORDER) : 0;
  let id = '';
  await writeAudited((batch, { doc, serverTimestamp, Timestamp }) => {
    const target = doc(photos);
    id = target.id;
    batch.set(target, { ...input, date: Timestamp.fromDate(input.date), order, updated: serverTimestamp() });
    return { action: 'createPhoto', target, name: photoName(input) };
  });
  return id;
}

/** Changes a photo's image, caption, credit and date; its position stays. */
export async function updatePhoto(albumId: string, id: string, input: PhotoInput): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp, Timestamp }) => {
    const target = doc(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos, id);
    batch.update(target, { ...input, date: Timestamp.fromDate(input.date), updated: serverTimestamp() });
    return { action: 'editPhoto', target, name: photoName(input) };
  });
}

export async function deletePhoto(albumId: string, photo: Pick<Photo, 'id' | 'caption' | 'alt'>): Promise<void> {
  await writeAudited((batch, { db, doc }) => {
    const target = doc(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos, photo.id);
    batch.delete(target);
    return { action: 'deletePhoto', target, name: photoName(photo) };
  });
}

/** One batch under one audit entry naming the photo moved; the others written only if their order changes. */
export async function reorderPhotos(
  albumId: string,
  photos: readonly Pick<Photo, 'id' | 'order'>[],
  moved: Pick<Photo, 'id' | 'caption' | 'alt'>,
): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const ref = (id: string) => doc(db, COLLECTIONS.albums, albumId, COLLECTIONS.photos, id);
    photos.forEach((photo, order) => {
      if (photo.order !== order || photo.id === moved.id)
        batch.update(ref(photo.id), { order, updated: serverTimestamp() });
    });
    return { action: 'movePhoto', target: ref(moved.id), name: photoName(moved) };
  });
}
