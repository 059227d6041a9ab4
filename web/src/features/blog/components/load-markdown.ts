import type { Markdown as MarkdownRenderer } from './Markdown';

// react-markdown (about 35 KB gzip) loads with the first post the app renders itself: never to
// hydrate a post the page arrived with (PostBody). Why: docs/decisions/0110-posts-rendered-with-their-data.md

/** The Markdown renderer once loadMarkdown has imported it; undefined while a post hydrates from its page. */
export let loadedRenderer: typeof MarkdownRenderer | undefined;

/** Imports the Markdown renderer, once. */
export async function loadMarkdown(): Promise<void> {
  loadedRenderer ??= (await import('./Markdown')).Markdown;
}
