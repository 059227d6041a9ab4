/** The album route's head before its album is there (routes.ts), and AlbumHead's suffix once it is. */
export const ALBUM_ROUTE_META = {
  title: 'Photo album · Voices of Africa',
  description: 'A photo album of the Voices of Africa community.',
};

/** A photo's route's head before its album is there (routes.ts), or at an address without a photo. */
export const PHOTO_ROUTE_META = {
  title: 'Photo · Voices of Africa',
  description: 'A photo of the Voices of Africa community.',
};
