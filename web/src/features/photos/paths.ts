export const PHOTOS_PATH = '/voa/photos';
export const albumPath = (id: string) => `${PHOTOS_PATH}/${encodeURIComponent(id)}`;
/** A photo's own address: its album's, then its id (decision 0123). */
export const photoPath = (albumId: string, photoId: string) => `${albumPath(albumId)}/${encodeURIComponent(photoId)}`;
