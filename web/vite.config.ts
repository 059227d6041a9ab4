import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { firebaseConfigGuard } from './scripts/firebase-config-guard.ts';
import { functionsEmulatorProxyPlugin } from './scripts/functions-emulator-proxy.ts';
import { i18nCatalogs } from './scripts/i18n-catalogs.ts';
import { prerenderPages } from './scripts/prerender-plugin.ts';
import { seoFiles } from './scripts/seo-files-plugin.ts';
import { startAfterLoad } from './scripts/start-after-load.ts';
import { shakeableComponents } from './scripts/shakeable-components.ts';
import { srcAlias } from './scripts/src-alias.ts';
import { imageDirectives, presetOf } from './src/components/image/widths.ts';

export default defineConfig({
  plugins: [
    // A deployable build refuses the demo project's config (web/.env) unless built with --mode demo.
    firebaseConfigGuard(),
    react(),
    shakeableComponents(/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/),
    // `import art from './x.jpg?responsive'` becomes AVIF/WebP/JPEG srcsets at the spec's widths,
    // rendered at build time by sharp (see src/components/image/ResponsiveImage.tsx).
    imagetools({
      defaultDirectives: async (url, metadata) => {
        const preset = presetOf(url.searchParams);
        if (!preset) return new URLSearchParams();
        const { width = 0 } = await metadata();
        return imageDirectives(preset, width, process.env.VITEST === 'true');
      },
    }),
    seoFiles(),
    // Every public page prerendered to its own HTML file (scripts/prerender-plugin.ts).
    prerenderPages(),
    // A prerendered page's code starts once the page has loaded (scripts/start-after-load.ts).
    startAfterLoad(),
    i18nCatalogs(),
    // In development against the emulators, firebase.json's function rewrites go to the Functions emulator, as on Hosting.
    functionsEmulatorProxyPlugin(),
  ],
  // The footer's last copyright year (components/layout/Footer.tsx): the year this build publishes the site.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  resolve: {
    alias: [
      srcAlias,
      // react-toastify's default entry injects a <style> element at run time, which the strict CSP
      // forbids; its unstyled build is the same API with the CSS shipped as a file (imported in the
      // layout). Aliasing the bare name keeps one toast store whichever way code imports it.
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
      // @lingui/react reads useSyncExternalStore through the shim for React before 18; React 19
      // has it, and the shim's copy would ride in every page's entry.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // Every browser the site supports (es2022) knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The model's key lists (`fieldsOf<T>()(…)`, shared/model/fields.ts) are data: one the web app
      // never reads is dropped, instead of riding in the entry with every model module.
      treeshake: {
        manualPureFunctions: ['fieldsOf', 'someFieldsOf'],
        // The model does nothing on import (lint holds it to that), so a model module reached only
        // through lib/model.ts's barrel and unused by the entry stays out of it: docs/performance.md.
        moduleSideEffects: [{ test: /[\\/]shared[\\/]model[\\/]/, sideEffects: false }],
      },
      output: {
        // Everything the entry loads statically goes in one chunk. Left to itself, Rolldown cuts
        // a module the entry shares with a lazily loaded page into a chunk of its own (the router,
        // the i18n runtime, class-name helpers: eleven files of 1-15 KB before any page chunk),
        // and on a phone each request before the first paint costs a round trip.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // A small module that several pages share rides inside each page's chunk instead of a
          // file of its own, which cost a post some 17 requests of 0.5-4 KB:
          // docs/decisions/0125-pages-carry-their-small-shared-modules.md. It needs the entry's
          // exports free to change (the start module only imports it) and wraps every module
          // to keep the source's execution order; the server's build keeps both as they are.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 12_000 },
            },
          },
        },
      },
    },
  },
});
