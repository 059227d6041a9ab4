import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteRenderEntry, SiteRenderPages } from '#shared/site-render/kit.js';
import type { SiteRender } from './community-page.js';

/** The deployed build's, or in the Functions emulator the browser tests' build (web/dist-e2e). */
export function siteRenderDir(emulated = process.env.FUNCTIONS_EMULATOR === 'true'): string {
  return path.resolve(__dirname, '../../../../site-render', emulated ? 'dist-e2e' : 'dist');
}

/** Loads the render once per instance, on first use (its bundle is large: no other function pays for it). */
export function siteRenderLoader(dir: string): () => Promise<SiteRender> {
  let loaded: Promise<SiteRender> | undefined;
  return () => {
    loaded ??= (async () => {
      // allSettled, not all: a retry must not start while a failed import of the same URL is still
      // in flight, or the module loader hands the retry that import's failure.
      const [entry, pages] = await Promise.allSettled([
        import(pathToFileURL(path.join(dir, 'entry-server.js')).href) as Promise<SiteRenderEntry>,
        readFile(path.join(dir, 'pages.json'), 'utf8').then((text) => JSON.parse(text) as SiteRenderPages),
      ]);
      if (entry.status === 'rejected') throw entry.reason;
      if (pages.status === 'rejected') throw pages.reason;
      return { entry: entry.value, pages: pages.value };
    })();
    // A failure is not kept: the next request tries again.
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
}
