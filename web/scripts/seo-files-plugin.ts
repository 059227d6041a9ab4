import { loadEnv, type Plugin } from 'vite';
import { robotsTxt, sitemapXml } from '../src/app/seo-files.ts';
import { loadRouteTable } from './load-route-table.ts';

/**
 * Emits sitemap.xml and robots.txt into the client build, from the route table and web/.env's
 * VITE_SITE_ORIGIN. Each page's own HTML file comes from prerender-plugin.ts.
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
    },
  };
}
