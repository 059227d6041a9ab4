/**
 * npm run bench: builds the site for production and prints what a visitor's first load of a page
 * costs (the entry chunk, its static imports and the page's own chunk, JS and CSS apart), raw,
 * gzip and brotli, for /home/ and for the heaviest route, against the 150 KB gzip JS budget.
 *
 * The auth SDK is counted: until the AuthProvider imports it on every page, the bench adds
 * src/lib/firebase/auth.ts to the entry itself (`--without-auth` to see the shell alone).
 * `--strict` exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { loadRouteTable } from './load-route-table.ts';

const BUDGET_JS_GZIP = 150 * 1024;
const withAuth = !process.argv.includes('--without-auth');
const strict = process.argv.includes('--strict');
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(os.tmpdir(), 'voa-bench-dist');

const addAuthToEntry: Plugin = {
  name: 'bench:add-auth',
  transform(code, id) {
    if (id.endsWith('/src/main.tsx')) return `import '/src/lib/firebase/auth.ts';\n${code}`;
  },
};

await build({
  root,
  mode: 'production',
  logLevel: 'warn',
  plugins: withAuth ? [addAuthToEntry] : [],
  build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
});
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach((imported) => closure(imported, files));
  return files;
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
function measure(files: Iterable<string>, extension: string): Sizes {
  const sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    if (!file.endsWith(extension)) continue;
    const bytes = readFileSync(path.join(outDir, file));
    sizes.raw += bytes.length;
    sizes.gzip += gzipSync(bytes, { level: 9 }).length;
    sizes.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return sizes;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');

// Each route's page module, as Vite's module runner resolved it inside `load` ("/src/…").
const routes = (await loadRouteTable(root, 'production')).map((entry) => {
  const page = /"\/(src\/[^"]+)"/.exec(entry.load.toString())?.[1];
  if (!page || !manifest[page]) throw new Error(`Cannot find the page chunk of ${entry.path} (${page ?? '?'}).`);
  const files = closure(page, closure(entryKey));
  return { path: entry.path, js: measure(files, '.js'), css: measure(files, '.css') };
});

const home = routes.find((route) => route.path === '/home/');
const largest = routes.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const row = (label: string, s: Sizes) => `${label.padEnd(34)}${kb(s.raw)}${kb(s.gzip)}${kb(s.brotli)}`;

console.log(
  `\nFirst load, production build${withAuth ? ', Firebase Auth SDK in the entry' : ', without the auth SDK'}\n`,
);
console.log(`${'route / kind'.padEnd(34)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}`);
for (const [label, route] of [
  ['/home/', home],
  [`largest: ${largest.path}`, largest],
] as const) {
  if (!route) continue;
  console.log(row(`${label} JS`, route.js));
  console.log(row(`${label} CSS`, route.css));
}
const worst = largest.js.gzip;
const verdict = worst <= BUDGET_JS_GZIP ? 'within' : 'OVER';
console.log(
  `\nBudget: first-load JS ≤ ${kb(BUDGET_JS_GZIP).trim()} gzip — largest route ${kb(worst).trim()}: ${verdict}\n`,
);
if (strict && verdict === 'OVER') process.exitCode = 1;
