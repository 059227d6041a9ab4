import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { lightToken, robotsTxt, sitemapXml, webManifest } from '../src/app/seo-files.ts';
import { loadRouteTable } from './load-route-table.ts';

/**
 * Emits sitemap.xml and robots.txt into the client build, from the route table and web/.env's
 * VITE_SITE_ORIGIN, and manifest.webmanifest from web/.env's company name and the paper colour of
 * styles/tokens.css. Each page's own HTML file comes from prerender-plugin.ts.
 */
export function seoFiles(): Plugin {
  let root = '';
  let mode = 'production';
  return {
    name: 'voa:seo-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async generateBundle() {
      const env = loadEnv(mode, root, 'VITE_');
      const origin = env.VITE_SITE_ORIGIN?.replace(/\/+$/, '');
      if (!origin) this.error('VITE_SITE_ORIGIN is not set (web/.env): sitemap.xml needs absolute URLs.');
      const routes = await loadRouteTable(root, mode);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(routes, origin) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
      const tokens = await readFile(path.join(root, 'src/styles/tokens.css'), 'utf8');
      const name = env.VITE_SITE_NAME ?? '';
      const manifest = webManifest({
        name,
        shortName: env.VITE_SITE_SHORT_NAME || name,
        description: env.VITE_SITE_TAGLINE ?? '',
        paperColour: lightToken(tokens, 'color-paper'),
      });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifest });
    },
  };
}
