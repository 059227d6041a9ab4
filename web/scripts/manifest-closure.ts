import type { Manifest } from 'vite';

/**
 * The files a chunk of Vite's build manifest needs before it runs: itself, its static imports
 * (recursively) and all their CSS, added to `files`. Used by the prerender step (which CSS a page
 * links) and the bench (what a first load costs).
 */
export function manifestClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach((imported) => manifestClosure(manifest, imported, files));
  return files;
}
