/** What the app composes from this feature: the community home's albums teaser (the admin section is admin-section.ts). */
export { fetchPublishedAlbums } from './api/albums';
export { albumPath, PHOTOS_PATH } from './paths';
