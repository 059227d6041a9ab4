import { fileURLToPath } from 'node:url';

/** `@/…` is `web/src/…` (docs/architecture.md): for Vite, its module runner and the browser tests' Vitest. */
export const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) };
