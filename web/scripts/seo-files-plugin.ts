import { loadEnv, type Plugin } from 'vite';
import { indexableRoutes, robotsTxt, sitemapXml } from '../src/app/seo-files.ts';
import { htmlFileFor, staticHeadTags, withPageHead } from '../src/app/static-head.ts';
import { loadRouteTable } from './load-route-table.ts';

/**
 * Emits sitemap.xml, robots.txt and one HTML file per indexable page (its own head tags, see
 * src/app/static-head.ts) into the build, from the route table and web/.env's VITE_SITE_*.
 */
export function seoFiles(): Plugin {
  let root = '';
  let mode = 'production';
  return {
    name: 'voa:seo-files',
    apply: 'build',
    // After Vite's HTML plugin, so the built index.html (with its script tags) is in the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const env = loadEnv(mode, root, 'VITE_');
      const origin = env.VITE_SITE_ORIGIN?.replace(/\/+$/, '');
      if (!origin) this.error('VITE_SITE_ORIGIN is not set (web/.env): sitemap.xml needs absolute URLs.');
      const siteName = env.VITE_SITE_NAME;
      if (!siteName) this.error('VITE_SITE_NAME is not set (web/.env): page titles need it.');
      const routes = await loadRouteTable(root, mode);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(routes, origin) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });

      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('The build has no index.html to copy for each page.');
      for (const entry of indexableRoutes(routes)) {
        const fileName = htmlFileFor(entry.path);
        if (!fileName) continue;
        const source = withPageHead(String(index.source), staticHeadTags(entry, origin, siteName));
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
