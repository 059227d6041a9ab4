import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontFile } from './fonts.js';

export interface ShareImageAssets {
  font(font: FontFile): string;
  artwork(name: string): string;
}

/** In the repository: the web app's @fontsource packages and artwork. */
export function sourceAssets(rootDir: string): ShareImageAssets {
  const require = createRequire(path.join(rootDir, 'web', 'package.json'));
  return {
    font: ({ pkg, file }) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file),
    artwork: (name) => path.join(rootDir, 'web', 'src', 'assets', 'images', `${name}.jpg`),
  };
}

/** The folder under functions/lib the build copies the assets into: deploy uploads functions/ alone. */
export const PACKAGED_ASSETS_DIR = 'share-image';

export function packagedAssets(dir: string): ShareImageAssets {
  return {
    font: ({ file }) => path.join(dir, 'fonts', file),
    artwork: (name) => path.join(dir, 'artwork', `${name}.jpg`),
  };
}
