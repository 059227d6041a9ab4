/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

/**
 * firebase.json's redirects and rewrites (written by `npm run generate`) against the route table:
 * every prerendered page is served from its file (app/prerender-html.ts names them), every page a
 * function renders by that function, every other route gets the SPA shell, and nothing else does
 * (an unknown path is answered by 404.html with the status 404).
 * The browser tests (tests/e2e/prerendered-pages.test.ts) check the same through the Hosting emulator.
 */
interface Redirect {
  regex: string;
  destination: string;
  type: number;
}
interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string; region: string };
}
const repoRoot = path.join(import.meta.dirname, '../../..');
const { hosting } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: {
    redirects: Redirect[];
    rewrites: Rewrite[];
    headers: { source?: string; headers: { key: string; value: string }[] }[];
    cleanUrls: boolean;
    trailingSlash: boolean;
  };
};

/** A rewrite's glob as a regular expression: `*` is one path segment. */
const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '.*')
      .replace(/\*/g, '[^/]+')}$`,
  );
const rewriteFor = (requestPath: string) =>
  hosting.rewrites.find((rewrite) => globToRegExp(rewrite.source).test(requestPath));
const redirectFor = (requestPath: string) =>
  hosting.redirects.find((redirect) => new RegExp(redirect.regex).test(requestPath));

const prerendered = routeTable.filter((entry) => entry.servedBy === 'prerendered').map((entry) => entry.path);
/** Rendered with their data by a function (communityPage, postPage): no file of their own. */
const renderedOnRequest = routeTable
  .filter((entry) => entry.servedBy.startsWith('function:'))
  .map((entry) => entry.path);
/** A post's address is rendered by the postPage function, which also answers its query strings (decision 0110). */
const POST_PAGE = '/voa/blog/posts/:slug';
const functionFor = (routePath: string) =>
  routeTable.find((entry) => entry.path === routePath)?.servedBy.slice('function:'.length);
const shellOnly = routeTable
  .flatMap((entry) => [entry.path, ...(entry.aliases ?? [])])
  .filter((p) => !prerendered.includes(p) && !renderedOnRequest.includes(p));

describe('hosting routes (firebase.json)', () => {
  it('serves files by clean addresses and keeps no catch-all rewrite', () => {
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.rewrites.filter((rewrite) => rewrite.source.includes('**'))).toEqual([]);
  });

  it.each(prerendered.filter((p) => p.endsWith('/')))(
    '%s is rewritten to its _index.html file, and the address without the slash is sent to it',
    (pagePath) => {
      expect(rewriteFor(pagePath)?.destination).toBe(`${pagePath}_index.html`);
      expect(redirectFor(pagePath.slice(0, -1))).toMatchObject({ destination: pagePath, type: 301 });
      expect(redirectFor(pagePath)).toBeUndefined();
    },
  );

  it.each(prerendered.filter((p) => !p.endsWith('/')))('%s is served from its own file, untouched', (pagePath) => {
    expect(rewriteFor(pagePath)).toBeUndefined();
    expect(redirectFor(pagePath)).toBeUndefined();
  });

  it.each(shellOnly)('%s, rendered in the browser only, gets the SPA shell', (routePath) => {
    const example = routePath.replace(/:[^/]+/g, 'an-id');
    expect(rewriteFor(example)?.destination).toBe('/index.html');
  });

  it('gives a post’s address to the postPage function, which renders it with its data', () => {
    expect(renderedOnRequest).toContain(POST_PAGE);
    expect(rewriteFor('/voa/blog/posts/an-id')?.function).toEqual({ functionId: 'postPage', region: 'us-central1' });
    expect(rewriteFor('/voa/blog/posts/an-id/more')).toBeUndefined();
  });

  it.each(renderedOnRequest)('%s is rendered with its data by a function', (routePath) => {
    const pagePath = routePath.replace(/:[^/]+/g, 'an-id');
    expect(rewriteFor(pagePath)?.function).toEqual({ functionId: functionFor(routePath), region: 'us-central1' });
    expect(redirectFor(pagePath)).toBeUndefined();
    // The CDN's lifetime, as the function sets it, in a rule after the no-cache rule of every
    // extensionless path: of Hosting's header rules, the last that matches wins.
    const own = hosting.headers
      .map((rule) => rule.source !== undefined && globToRegExp(rule.source).test(pagePath))
      .lastIndexOf(true);
    expect(hosting.headers[own]?.headers).toContainEqual({
      key: 'Cache-Control',
      value: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    });
    expect(own).toBeGreaterThan(hosting.headers.findIndex((rule) => rule.source === '**/!(*.*)'));
  });

  it.each([...prerendered, ...shellOnly])('%s names how Hosting served it in x-served-by', (routePath) => {
    const servedBy = routeTable.find((entry) => entry.path === routePath)?.servedBy ?? 'app-shell';
    const pagePath = routePath.replace(/:[^/]+/g, 'an-id');
    const rules = hosting.headers.filter(
      (rule) => rule.source !== undefined && globToRegExp(rule.source).test(pagePath),
    );
    expect(rules.flatMap((rule) => rule.headers).filter((header) => header.key === 'x-served-by')).toEqual([
      { key: 'x-served-by', value: servedBy },
    ]);
  });

  it('renders the blog’s list of posts, and an album’s page, on request', () => {
    expect(renderedOnRequest).toContain('/voa/blog/posts');
    expect(renderedOnRequest).toContain('/voa/photos/:albumId');
  });

  it('renders a news item’s, a library entry’s and an album photo’s own page on request (decision 0123)', () => {
    expect(renderedOnRequest).toEqual(
      expect.arrayContaining(['/insights/news/:itemId', '/voa/library/:itemId', '/voa/photos/:albumId/:photoId']),
    );
    expect(rewriteFor('/voa/photos/lagos/photo-1')).toMatchObject({ function: { functionId: 'communityPage' } });
    expect(rewriteFor('/voa/library/item-1')).toMatchObject({ function: { functionId: 'communityPage' } });
    expect(rewriteFor('/insights/news/lagos-festival-2026')).toMatchObject({
      function: { functionId: 'communityPage' },
    });
  });

  it('sends / to the home page, and gives an unknown path no shell', () => {
    expect(redirectFor('/')).toMatchObject({ destination: '/home/', type: 301 });
    for (const unknown of ['/nope', '/voa/nope', '/voa/photos/a/b/c', '/home/nope', '/voa/admin/x']) {
      expect(rewriteFor(unknown), unknown).toBeUndefined();
    }
  });
});
