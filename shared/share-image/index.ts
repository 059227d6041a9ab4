export { DEFAULT_ARTWORK, POST_ARTWORK, artworkFor } from './artwork.js';
export { PACKAGED_ASSETS_DIR, packagedAssets, sourceAssets, type ShareImageAssets } from './assets.js';
export { FONT_FILES, type FontFile } from './fonts.js';
export { shareImageRenderer, type RenderedShareImage, type ShareImageRenderer } from './render.js';
