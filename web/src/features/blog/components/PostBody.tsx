import { lazy, Suspense, useState } from 'react';
import { loadedRenderer } from './load-markdown';

/** The body's element: its HTML, as the server rendered it, is what hydration keeps. */
export const POST_BODY_ID = 'post-body';

const LazyMarkdown = lazy(() => import('./Markdown').then((module) => ({ default: module.Markdown })));

/** The server's HTML of the body, while React hydrates the page it arrived with; else null. */
function renderedBody(): string | null {
  return typeof document === 'undefined' ? null : (document.getElementById(POST_BODY_ID)?.innerHTML ?? null);
}

/**
 * Hydration keeps the server's HTML without loading the renderer. Why:
 * docs/decisions/0110-posts-rendered-with-their-data.md
 */
export function PostBody({ markdown }: { markdown: string }) {
  const Markdown = loadedRenderer;
  const loaded = Markdown !== undefined;
  // Read once: the server's HTML is what React keeps; it never writes the element again.
  const [serverHtml] = useState(() => (loaded ? null : renderedBody()));
  if (serverHtml !== null) return <div id={POST_BODY_ID} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div id={POST_BODY_ID}>
      {Markdown ? (
        <Markdown>{markdown}</Markdown>
      ) : (
        <Suspense>
          <LazyMarkdown>{markdown}</LazyMarkdown>
        </Suspense>
      )}
    </div>
  );
}
