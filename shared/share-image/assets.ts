import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontFile } from './fonts.js';

/** Where the renderer reads its font files and artwork from. */
export interface ShareImageAssets {
  font(font: FontFile): string;
  artwork(name: string): string;
}

/**
 * In the repository (the web build, the tools that package the functions): the @fontsource
 * packages the web app depends on, and the web app's artwork.
 */
export function sourceAssets(rootDir: string): ShareImageAssets {
  const require = createRequire(path.join(rootDir, 'web', 'package.json'));
  return {
    font: ({ pkg, file }) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file),
    artwork: (name) => path.join(rootDir, 'web', 'src', 'assets', 'images', `${name}.jpg`),
  };
}

/**
 * The folder under functions/lib where the functions' build copies the fonts and the artwork the
 * postShareImage function draws with (tools/deploy/share-image-assets.ts): `firebase deploy`
 * uploads the functions folder alone, without web/ or node_modules.
 */
export const PACKAGED_ASSETS_DIR = 'share-image';

/** The copies in that folder: fonts/<file>, artwork/<name>.jpg. */
export function packagedAssets(dir: string): ShareImageAssets {
  return {
    font: ({ file }) => path.join(dir, 'fonts', file),
    artwork: (name) => path.join(dir, 'artwork', `${name}.jpg`),
  };
}
