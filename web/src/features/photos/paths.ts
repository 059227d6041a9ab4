export const PHOTOS_PATH = '/voa/photos';
export const albumPath = (id: string) => `${PHOTOS_PATH}/${encodeURIComponent(id)}`;
