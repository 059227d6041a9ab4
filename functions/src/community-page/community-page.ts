import { logger } from 'firebase-functions';
import type { SiteRenderEntry, SiteRenderPages } from '#shared/site-render/kit.js';
import type { FeedRequest, FeedResponse } from '../feed/blog-feed.js';

// The community's lists, rendered with their first page on each request by the site's own server
// entry. Why: docs/decisions/0101-community-lists-rendered-with-their-data.md

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
/** The CDN keeps a list a minute, then answers the old page while it asks again: a new post shows within a minute. */
export const LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** The page without its data (the backend failed): kept briefly, so an outage is never cached long. */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
/** Names the way a response was served: a function's `function:<name>`, Hosting's `prerendered` or `app-shell`. */
export const SERVED_BY_HEADER = 'x-served-by';
/** How long a render may wait for its data before the page is answered without it. */
export const RENDER_DEADLINE_MS = 8_000;

/** The web build's server render, as functions/site-render/<build> holds it (site-render.ts). */
export interface SiteRender {
  entry: SiteRenderEntry;
  pages: SiteRenderPages;
}

export interface CommunityPageRequest extends FeedRequest {
  path: string;
}

export async function handleCommunityPage(
  request: CommunityPageRequest,
  response: FeedResponse,
  { siteRender, deadlineMs = RENDER_DEADLINE_MS }: { siteRender: () => Promise<SiteRender>; deadlineMs?: number },
): Promise<void> {
  response.set(SERVED_BY_HEADER, 'function:communityPage');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  await renderOnRequest(request, response, { siteRender, deadlineMs });
}

/** Cached a minute, with the page's status; the build's page without data when the data fails or is late. */
export async function renderOnRequest(
  request: CommunityPageRequest,
  response: FeedResponse,
  { siteRender, deadlineMs = RENDER_DEADLINE_MS }: { siteRender: () => Promise<SiteRender>; deadlineMs?: number },
): Promise<void> {
  let render: SiteRender;
  try {
    render = await siteRender();
  } catch (error) {
    logger.error('the site render could not be loaded', error);
    response.status(503).set('Cache-Control', 'no-store').set('Content-Type', 'text/plain; charset=utf-8');
    response.send('This page cannot be shown just now. Please try again in a minute.');
    return;
  }
  const page = pageAt(render.pages, request.path);
  if (!page) {
    // Only firebase.json's rewrites lead here: a path without a page is a configuration error.
    logger.error(`no page is rendered on request at ${request.path}`);
    response.status(404).set('Cache-Control', 'no-store').set('Content-Type', 'text/plain; charset=utf-8');
    response.send('Not found');
    return;
  }
  response.set('Content-Type', HTML_CONTENT_TYPE);
  try {
    const rendered = await withDeadline(render.entry.renderPage(request.url, { withData: true }), deadlineMs);
    const html = render.entry.prerenderPage(render.pages.template, request.path, {
      ...rendered,
      headLinks: page.headLinks,
    });
    response
      .status(rendered.status)
      .set('Cache-Control', LIST_CACHE_CONTROL)
      .send(html.replace('</body>', () => `${rendered.island}</body>`));
  } catch (error) {
    logger.error(`${request.url} answered without its data`, error);
    response.status(200).set('Cache-Control', FALLBACK_CACHE_CONTROL).send(page.fallback);
  }
}

/** Its own entry, or that of a route with parameters matching every other segment (`/voa/photos/:albumId`). */
export function pageAt(pages: SiteRenderPages, path: string): SiteRenderPages['routes'][string] | undefined {
  const exact = pages.routes[path];
  if (exact) return exact;
  const segments = path.split('/');
  const pattern = Object.keys(pages.routes).find((routePath) => {
    const parts = routePath.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  });
  return pattern === undefined ? undefined : pages.routes[pattern];
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
