import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { seoFiles } from './scripts/seo-files-plugin.ts';

export default defineConfig({
  plugins: [react(), seoFiles()],
  resolve: {
    alias: [
      // react-toastify's default entry injects a <style> element at run time, which the strict CSP
      // forbids; its unstyled build is the same API with the CSS shipped as a file (imported in the
      // layout). Aliasing the bare name keeps one toast store whichever way code imports it.
      { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' },
    ],
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
});
