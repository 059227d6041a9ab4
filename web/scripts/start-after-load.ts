import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

/**
 * A prerendered page's code starts once the page has loaded: docs/decisions/0105-the-code-starts-after-the-page.md.
 *
 * The built index.html (and so every page made from it) loads a small module in place of the
 * entry. It imports the entry when the window's load event has fired, so the entry's 100 KB never
 * share a slow connection with the page's images, fonts and styles; at once when there is no page
 * to read yet (an empty #root: the SPA shell) or when the browser may hold a member's
 * session (index.html's inline script marks it; the auth gate then shows `loading...`).
 */

/**
 * The meta element that names a prerendered page's own modules (its chunk and what it imports),
 * which the prerender writes into the page's head (prerender-plugin.ts).
 */
export const PAGE_MODULES_META = 'voa-page-modules';

/** How many of the page's modules the start module asks for in one task (each request costs the main thread). */
export const PRELOADS_PER_TASK = 4;

/**
 * When the start module imports the entry (`start()`): the rule above, as it runs in the page.
 * First it asks for the page's own modules (modulepreload), a few per task: Vite's preloader then
 * finds them asked for, and does not add them all in the one task that starts the page, where
 * they were a long task on a phone (decision 0105).
 */
export const START_RULE = `const preloadThenStart = () => {
  const meta = document.querySelector('meta[name="${PAGE_MODULES_META}"]');
  const urls = meta ? meta.content.split(' ').filter(Boolean) : [];
  const next = () => {
    for (const url of urls.splice(0, ${PRELOADS_PER_TASK})) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      document.head.appendChild(link);
    }
    if (urls.length > 0) setTimeout(next, 0);
    else start();
  };
  next();
};
const root = document.getElementById('root');
if (!root || !root.hasAttribute('data-prerendered-path') || document.documentElement.dataset.session === 'stored' || document.readyState === 'complete') preloadThenStart();
else addEventListener('load', preloadThenStart, { once: true });
`;

/**
 * The start module's source: the rule, importing the built entry at `entryUrl`. The entry's own
 * imports (`entryImports`) are asked for in the same moment, not once the entry has arrived: the
 * client build's entry is a few bytes that import the app's chunk (decision 0125), and a phone
 * would otherwise pay a round trip between the two.
 */
export function startModule(entryUrl: string, entryImports: readonly string[] = []): string {
  const entry = `import(${JSON.stringify(entryUrl)})`;
  if (entryImports.length === 0) return `const start = () => ${entry};\n${START_RULE}`;
  return `const start = () => {
  for (const url of ${JSON.stringify(entryImports)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.appendChild(link);
  }
  return ${entry};
};
${START_RULE}`;
}

/**
 * index.html with the start module's script in place of the entry's, and without the
 * modulepreload links of the entry's own imports (the entry brings them when it loads).
 */
export function deferEntry(html: string, entryUrl: string, startUrl: string, entryImports: readonly string[]): string {
  const entryScript = `<script type="module" crossorigin src="${entryUrl}"></script>`;
  if (!html.includes(entryScript)) throw new Error(`index.html has no ${entryScript}`);
  let deferred = html.replace(entryScript, `<script type="module" crossorigin src="${startUrl}"></script>`);
  for (const url of entryImports) {
    deferred = deferred.replace(
      new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${escapeRegExp(url)}">`),
      '',
    );
  }
  return deferred;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The build step: the start module next to the entry, and index.html pointing at it. */
export function startAfterLoad(): Plugin {
  let base = '/';
  return {
    name: 'voa:start-after-load',
    apply: 'build',
    // After Vite's HTML step has written the entry's tags into index.html.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const html = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      const entry = Object.values(bundle).find(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (!html || !entry) throw new Error('start-after-load: the build has no index.html or no entry chunk');
      const entryImports = entry.imports.map((file) => `${base}${file}`);
      const source = startModule(`${base}${entry.fileName}`, entryImports);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/start-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      html.source = deferEntry(String(html.source), `${base}${entry.fileName}`, `${base}${fileName}`, entryImports);
    },
  };
}
