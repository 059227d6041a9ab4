/**
 * Copies what the postShareImage function draws with into functions/lib/share-image/:
 *   tsx tools/deploy/share-image-assets.ts        (the functions' `npm run build` runs it)
 *
 * `firebase deploy` uploads the functions folder alone: the fonts (in the web app's @fontsource
 * packages) and the blog's artwork (web/src/assets/images) would not be there. The list of files
 * is shared/share-image's own (FONT_FILES, POST_ARTWORK), so the copies are the build's.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FONT_FILES,
  PACKAGED_ASSETS_DIR,
  POST_ARTWORK,
  packagedAssets,
  sourceAssets,
} from '#shared/share-image/index.ts';

/** The folder it fills, functions/lib/share-image. */
export const packagedAssetsDir = (repoRoot: string) => join(repoRoot, 'functions', 'lib', PACKAGED_ASSETS_DIR);

/**
 * Synchronous, for the emulators' launcher, which builds the functions with a synchronous tsc
 * (tools/emulators/functions-build.ts). Returns the files it wrote.
 */
export function copyShareImageAssets(repoRoot: string): string[] {
  const dir = packagedAssetsDir(repoRoot);
  const from = sourceAssets(repoRoot);
  const to = packagedAssets(dir);
  const copies = [
    ...FONT_FILES.map((font) => [from.font(font), to.font(font)] as const),
    [from.artwork(POST_ARTWORK), to.artwork(POST_ARTWORK)] as const,
  ];
  // Afresh each time: a font or artwork the list dropped is not deployed any more.
  rmSync(dir, { recursive: true, force: true });
  for (const [source, target] of copies) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  return copies.map(([, target]) => target);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  copyShareImageAssets(join(import.meta.dirname, '..', '..'));
}
