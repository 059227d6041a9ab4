/**
 * npm run bench: builds the site for production and prints what a visitor's first load of a page
 * costs (the entry chunk, its static imports and the page's own chunk, JS and CSS apart), raw,
 * gzip and brotli, for /home/, the heaviest public page and the heaviest members' page, against
 * the 150 KB gzip JS budget of public pages. `--all` lists every page.
 *
 * The Firebase Auth SDK is not in the entry: a visitor with no stored session gets it only to sign
 * in (features/auth AuthProvider), so public pages are measured without it; members' pages wait
 * for it behind `loading...`, so theirs count it. Pages are measured one lazy chunk at a time:
 * every dynamic entry of the build is a page module or content a page loads. A second budget
 * counts the files the entry loads before any page chunk, and a third rule keeps the validation
 * libraries out of every public page's first load (docs/performance.md). `--strict` exits 1 when
 * one of them fails.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { DEMO_MODE } from './firebase-config-guard.ts';
import { manifestClosure } from './manifest-closure.ts';
import { loadRouteTable } from './load-route-table.ts';
import type { RouteEntry } from '../src/lib/routing/route-entry.ts';

const BUDGET_JS_GZIP = 150 * 1024;
/**
 * Files the entry loads before any page chunk (the start module, the entry's JS and CSS): each is
 * a request, which a phone pays in round trips whatever the bytes (vite.config.ts keeps the app in
 * one chunk; the Rolldown runtime may come apart). Five since decision 0125: the entry became a few
 * bytes that run the app's chunk, and the start module asks for both at once, so it costs a
 * request but no round trip.
 */
const BUDGET_ENTRY_FILES = 5;
/**
 * Packages no public page loads before its first paint: a form's validation comes with the form's
 * schema, lazily (a list's first load once carried zod for one pure helper, 7 KB gzip).
 */
const VALIDATION_PACKAGES = ['zod', '@hookform/resolvers'];
const strict = process.argv.includes('--strict');
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(os.tmpdir(), 'voa-bench-dist');

/** Each output file's source modules, to tell which packages a page's first load carries. */
const modulesOf = new Map<string, string[]>();
await build({
  root,
  // The demo project's config, on purpose: sizes do not depend on the project (see firebase-config-guard.ts).
  mode: DEMO_MODE,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  plugins: [
    {
      name: 'bench-chunk-modules',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') modulesOf.set(output.fileName, output.moduleIds);
      },
    },
  ],
});
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const closure = (key: string, files?: Set<string>) => manifestClosure(manifest, key, files);

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
/**
 * The module index.html loads in place of the entry, which imports the entry once the page has
 * loaded (scripts/start-after-load.ts): not in the manifest, so read from the page itself.
 */
const startFiles = [
  ...readFileSync(path.join(outDir, 'index.html'), 'utf8').matchAll(
    /<script type="module"[^>]* src="\/(assets\/start-[^"]+\.js)"/g,
  ),
].map((match) => match[1] ?? '');
if (startFiles.length !== 1)
  throw new Error('index.html does not load one start module (scripts/start-after-load.ts).');

// Each lazy chunk (a page module, or content a page loads) on top of the entry's closure.
const routes = Object.entries(manifest)
  // Page modules only: SDK chunks (Firestore) load on an action, not with a page.
  .filter(([key, chunk]) => chunk.isDynamicEntry && /\/[^/]+Page\.tsx$/.test(key))
  .map(([key]) => {
    const files = closure(key, closure(entryKey, new Set(startFiles)));
    return { path: key, js: measure(files, '.js'), css: measure(files, '.css') };
  });
if (routes.length === 0) throw new Error('The build has no lazy page chunks.');

const home = routes.find((route) => /site\/pages\/HomePage\.tsx$/.test(route.path));
if (!home) throw new Error('The build has no chunk for features/site/pages/HomePage.tsx.');
// The budget is for every page a signed-out visitor can open: the company site, the public
// community pages (blog, posts, library, banned books, photos, advisory board, directories) and
// the sign-in page. Screens that need a signed-in member or an admin are reported apart: the page
// modules that only the route table's members' and admin routes load.
const table = await loadRouteTable(root, DEMO_MODE);
/** The page module a route loads, as the module runner resolved it in `load` (load-route-table.ts). */
const pageModuleOf = (entry: RouteEntry) => /import__\("\/(src\/[^"]+Page\.tsx)"\)/.exec(entry.load.toString())?.[1];
const pageModulesOf = (routes: RouteEntry[]) =>
  new Set(routes.map((entry) => pageModuleOf(entry) ?? `${entry.path} (its load names no page module)`));
const publicModules = pageModulesOf(table.filter((entry) => entry.access === 'public'));
const MEMBERS_ONLY_PAGES = [...pageModulesOf(table.filter((entry) => entry.access !== 'public'))].filter(
  (module) => !publicModules.has(module),
);
// Each must be in the build: a page that moved must fail here, not count as public.
for (const page of MEMBERS_ONLY_PAGES)
  if (!routes.some((route) => route.path === page))
    throw new Error(`The members' page ${page} has no page chunk in the build.`);
const membersOnly = (route: { path: string }) => MEMBERS_ONLY_PAGES.includes(route.path);
// The chunk of lib/firebase/auth.ts, by its manifest key: a key of its own when it is a dynamic
// entry, else one the bundler gave the common chunk that holds it (decision 0125), so found by module.
const AUTH_MODULE = 'src/lib/firebase/auth.ts';
const AUTH_SDK = Object.keys(manifest).find((key) =>
  modulesOf.get(manifest[key]?.file ?? '')?.some((id) => id.endsWith(`/${AUTH_MODULE}`)),
);
if (!AUTH_SDK) throw new Error(`The build has no chunk for ${AUTH_MODULE}.`);
const publicRoutes = routes.filter((route) => !membersOnly(route));
const memberRoutes = routes.filter(membersOnly).map((route) => {
  const files = closure(AUTH_SDK, closure(route.path, closure(entryKey, new Set(startFiles))));
  return { path: route.path, js: measure(files, '.js'), css: measure(files, '.css') };
});
const byGzip = (list: typeof routes) => [...list].sort((a, b) => b.js.gzip - a.js.gzip);
const [largest = home] = byGzip(publicRoutes);
const [largestMembers] = byGzip(memberRoutes);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const name = (route: { path: string }) => route.path.replace(/^src\//, '');
const row = (label: string, s: Sizes) => `${label.padEnd(64)}${kb(s.raw)}${kb(s.gzip)}${kb(s.brotli)}`;
const header = `${'page'.padEnd(64)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}`;

console.log("\nFirst load, production build (entry + the page chunk; members' pages with the Firebase Auth SDK)\n");
console.log(header);
for (const [label, route] of [
  ['/home/', home],
  [`largest public page: ${name(largest)}`, largest],
  ...(largestMembers ? ([[`largest members' page: ${name(largestMembers)}`, largestMembers]] as const) : []),
] as const) {
  console.log(row(`${label} JS`, route.js));
  console.log(row(`${label} CSS`, route.css));
}
if (process.argv.includes('--all')) {
  console.log(`\nEvery page, heaviest first (JS)\n\n${header}`);
  for (const route of byGzip([...publicRoutes, ...memberRoutes]))
    console.log(row(`${membersOnly(route) ? '(members) ' : ''}${name(route)}`, route.js));
}
const worst = largest.js.gzip;
const verdict = worst <= BUDGET_JS_GZIP ? 'within' : 'OVER';
console.log(
  `\nBudget: first-load JS ≤ ${kb(BUDGET_JS_GZIP).trim()} gzip — largest public page ${kb(worst).trim()} (${publicRoutes.length} pages): ${verdict}\n`,
);
const entryFiles = [...startFiles, ...closure(entryKey)].filter((file) => /\.(js|css)$/.test(file));
const entryVerdict = entryFiles.length <= BUDGET_ENTRY_FILES ? 'within' : 'OVER';
console.log(
  `Budget: files the entry loads ≤ ${BUDGET_ENTRY_FILES} — ${entryFiles.length} (${entryFiles.map((file) => path.basename(file)).join(', ')}): ${entryVerdict}\n`,
);
const packageOf = (moduleId: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId)?.[1];
const validationLoads = publicRoutes.flatMap((route) => {
  const packages = new Set(
    [...closure(route.path, closure(entryKey))]
      .flatMap((file) => modulesOf.get(file) ?? [])
      .map(packageOf)
      .filter((name) => name !== undefined && VALIDATION_PACKAGES.includes(name)),
  );
  return packages.size > 0 ? [`${name(route)} (${[...packages].join(', ')})`] : [];
});
const validationVerdict = validationLoads.length === 0 ? 'none' : 'FOUND';
console.log(
  `Validation libraries (${VALIDATION_PACKAGES.join(', ')}) in a public page's first load: ${validationVerdict}` +
    (validationLoads.length > 0 ? `\n  ${validationLoads.join('\n  ')}` : '') +
    '\n',
);
if (strict && (verdict === 'OVER' || entryVerdict === 'OVER' || validationLoads.length > 0)) process.exitCode = 1;
