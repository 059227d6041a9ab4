import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv, runnerImport, type Manifest, type Plugin, type ViteBuilder } from 'vite';
import { indexableRoutes } from '../src/app/seo-files.ts';
import type { SiteRenderEntry, SiteRenderPages } from '../../shared/site-render/kit.ts';
import type { RouteEntry } from '../src/lib/routing/route-entry.ts';
import { srcAlias } from './src-alias.ts';
import { manifestClosure } from './manifest-closure.ts';
import { PAGE_MODULES_META } from './start-after-load.ts';
import { prerenderedFileFor, prerenderPage, SPA_SHELL_FILE } from '../src/app/prerender-html.ts';

type ShareImagesModule = typeof import('./share-images.ts');

/**
 * Prerendered public pages (docs/architecture.md, "Prerendering"). `vite build` builds two
 * environments through Vite's builder API:
 * 1. `ssr`: src/entry-server.tsx, bundled whole into functions/site-render/<outDir name>, where the
 *    communityPage function renders the lists with their data (shared/site-render/kit.ts);
 * 2. `client`: the site, as before, with its manifest;
 * then renders every route of the route table served `prerendered`, and the 404 page, signed out,
 * into a file of its own (prerender-html.ts); a route a function renders gets no file, but its
 * stylesheets and fallback go to the function (pages.json). One build for all, so the hashed image URLs and the
 * CSS-module class names of the HTML are the client's.
 */

/** The global the server build's import() calls report to (see voa:prerender-imports). */
const TRACK = '__voaPrerenderImport';

/** src/entry-server.tsx as built (not imported for its type: the tools' typecheck has no JSX). */
interface ServerEntry extends SiteRenderEntry {
  routeTable: RouteEntry[];
}

/** Where a build's server render goes (shared/site-render/kit.ts): beside the functions, named as the build's folder. */
const siteRenderDir = (outDir: string) =>
  path.resolve(import.meta.dirname, '../../functions/site-render', path.basename(outDir));

async function writePages(builder: ViteBuilder): Promise<void> {
  const { client } = builder.environments;
  if (!client) throw new Error('prerender: the build has no client environment');
  const root = client.config.root;
  const outDir = path.resolve(root, client.config.build.outDir);
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('prerender: the client manifest has no entry');
  const inIndexHtml = manifestClosure(manifest, entryKey);

  const renderDir = siteRenderDir(outDir);
  // The bundle is ES modules in a CommonJS package (functions/package.json).
  await writeFile(path.join(renderDir, 'package.json'), '{ "type": "module" }\n');
  const server = (await import(pathToFileURL(path.join(renderDir, 'entry-server.js')).href)) as ServerEntry;
  const onRequest = new Set(
    server.routeTable.filter((entry) => entry.servedBy.startsWith('function:')).map((entry) => entry.path),
  );
  // A page with parameters (an album) is rendered on request only: its fallback is rendered at its pattern.
  const paths = [
    ...server.routeTable.filter((entry) => entry.servedBy !== 'app-shell').map((entry) => entry.path),
    '/404',
  ];
  const pages: SiteRenderPages = { template, routes: {} };

  // A console error while rendering (a missing translation, a React warning) fails the build.
  const logged: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  try {
    for (const routePath of paths) {
      const { markup, loadingText, modules } = await server.renderPage(routePath);
      const files = new Set<string>();
      for (const key of modules) manifestClosure(manifest, key, files);
      // The page's own CSS, render-blocking like index.html's, so it never paints unstyled. Its
      // chunks are not modulepreloaded: they would compete with the CSS and the images for the
      // first paint; the start module asks for them once the page has loaded (start-after-load.ts).
      const own = [...files].filter((file) => !inIndexHtml.has(file));
      const pageModules = own.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
      const headLinks = [
        ...own
          .filter((file) => file.endsWith('.css'))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...(pageModules.length > 0 ? [`<meta name="${PAGE_MODULES_META}" content="${pageModules.join(' ')}">`] : []),
      ];
      const html = prerenderPage(template, routePath, { markup, loadingText, headLinks });
      if (onRequest.has(routePath)) {
        pages.routes[routePath] = { headLinks, fallback: html };
        continue;
      }
      const fileName = path.join(outDir, prerenderedFileFor(routePath));
      await mkdir(path.dirname(fileName), { recursive: true });
      await writeFile(fileName, html);
    }
  } finally {
    console.error = consoleError;
  }
  if (logged.length > 0) throw new Error(`prerender: console errors while rendering:\n${logged.join('\n')}`);
  await writeFile(path.join(renderDir, 'pages.json'), JSON.stringify(pages));
  client.logger.info(`prerendered ${paths.length - onRequest.size} pages; ${onRequest.size} rendered on request`);

  // The SPA shell at an address of its own, for the postPage function, which serves a post's
  // address with the post's head tags in this very shell (docs/architecture.md, "Link previews").
  await writeFile(path.join(outDir, SPA_SHELL_FILE), template);

  const siteName = loadEnv(client.config.mode, root, 'VITE_').VITE_SITE_NAME;
  if (!siteName) throw new Error('prerender: VITE_SITE_NAME is not set (web/.env)');
  const started = performance.now();
  // Loaded through Vite's module runner, as the route table is, not with the config: the config
  // loader would bundle shared/share-image (CommonJS by shared/package.json) and warn about its ESM.
  const { module: shareImages } = await runnerImport<ShareImagesModule>(path.join(root, 'scripts/share-images.ts'), {
    root,
    configFile: false,
    resolve: { alias: [srcAlias] },
    logLevel: 'error',
  });
  const { writeShareImages } = shareImages;
  const images = await writeShareImages(outDir, indexableRoutes(server.routeTable), siteName);
  client.logger.info(`rendered ${images} link-preview images in ${Math.round(performance.now() - started)} ms`);
}

type EstreeNode = { type: string; start: number; end: number; source?: { value?: unknown } };

/** Every `import('literal')` of a module, from Rolldown's parser. */
function dynamicImports(program: unknown): EstreeNode[] {
  const found: EstreeNode[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const estree = node as EstreeNode;
    if (estree.type === 'ImportExpression' && typeof estree.source?.value === 'string') found.push(estree);
    for (const value of Object.values(node)) visit(value);
  };
  visit(program);
  return found;
}

export function prerenderPages(): Plugin[] {
  let root = '';
  return [
    {
      name: 'voa:prerender',
      apply: 'build',
      config: (config) => ({
        // `vite build` then builds every environment through buildApp below.
        builder: {},
        environments: {
          ssr: {
            // Bundled whole: a deployed function has none of the web app's dependencies.
            resolve: { noExternal: true },
            build: {
              outDir: siteRenderDir(config.build?.outDir ?? 'dist'),
              emptyOutDir: true,
              sourcemap: false,
              manifest: false,
              copyPublicDir: false,
              rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
            },
          },
        },
      }),
      configResolved(config) {
        root = config.root;
      },
      async buildApp(builder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) return;
        await builder.build(ssr);
        await builder.build(client);
        await writePages(builder);
      },
    },
    {
      // In the server build only: each import('…') of the app's source reports the module it loads
      // (root-relative, as the client manifest keys it), so that a page's HTML links the CSS of the
      // chunks that page needs. Per route, not per module: several routes share one page module.
      name: 'voa:prerender-imports',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      transform: {
        order: 'post',
        async handler(code, id) {
          if (!id.startsWith(`${root}/src/`) || !code.includes('import(')) return;
          let output = '';
          let last = 0;
          for (const node of dynamicImports(this.parse(code))) {
            const resolved = await this.resolve(String(node.source?.value), id);
            if (!resolved || resolved.external || !resolved.id.startsWith(`${root}/src/`)) continue;
            const key = path
              .relative(root, resolved.id.split('?')[0] ?? '')
              .split(path.sep)
              .join('/');
            const expression = code.slice(node.start, node.end);
            output += `${code.slice(last, node.start)}globalThis.${TRACK}(${JSON.stringify(key)}, ${expression})`;
            last = node.end;
          }
          return last === 0 ? undefined : { code: output + code.slice(last), map: null };
        },
      },
    },
  ];
}
