/**
 * The least any React page must run: React and ReactDOM downloaded, evaluated and rendering one
 * element. `npm run audit:limit -- --floor` adds this script to each page's no-script snapshot and
 * measures that too, which tells how much of a page's distance from its limit the framework alone
 * costs, before a line of the app's own code (no router, no hydration of the page).
 */
import { join } from 'node:path';
import { build } from 'vite';
import { repoRoot } from '../emulators/config.ts';

const ENTRY_ID = 'virtual:react-floor';
/** The module, as text: it runs in the browser, and the tools are type-checked without the DOM. */
const ENTRY_SOURCE = `
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.createElement('div')).render(createElement(StrictMode, null, createElement('p', null, 'floor')));
`;
export const REACT_FLOOR_SCRIPT = 'react-floor.js';

/** Builds the script as the site's build does (production React, minified, es2022) into `folder`. */
export async function buildReactFloor(folder: string): Promise<void> {
  await build({
    configFile: false,
    root: join(repoRoot, 'web'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      {
        name: 'react-floor-entry',
        resolveId: (id) => (id === ENTRY_ID ? ENTRY_ID : undefined),
        load: (id) => (id === ENTRY_ID ? ENTRY_SOURCE : undefined),
      },
    ],
    build: {
      outDir: folder,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      rolldownOptions: { input: ENTRY_ID, output: { entryFileNames: REACT_FLOOR_SCRIPT } },
    },
  });
}

/** The snapshot with the floor's script where the app's entry would be: a module script in the head. */
export function withReactFloor(snapshot: string, scriptUrl: string): string {
  return snapshot.replace('</head>', `<script type="module" crossorigin src="${scriptUrl}"></script></head>`);
}
