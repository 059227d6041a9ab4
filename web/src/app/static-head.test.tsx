import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { PageHead } from './PageHead';
import { routeTable } from './route-table';
import { indexableRoutes } from './seo-files';
import { htmlFileFor, staticHeadTags, withPageHead } from './static-head';

/** The head tags of a document, as comparable strings ("meta property=og:title …"). */
function tagsOf(head: ParentNode): string[] {
  return [...head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')]
    .map((element) => {
      if (element.tagName === 'TITLE') return `title ${element.textContent}`;
      if (element.tagName === 'LINK') return `canonical ${element.getAttribute('href')}`;
      const key = element.getAttribute('name') ?? `property=${element.getAttribute('property')}`;
      return `meta ${key} ${element.getAttribute('content')}`;
    })
    .sort();
}

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-default-head>Company</title>
    <meta data-default-head name="description" content="Tagline" />
    <meta data-default-head property="og:title" content="Company" />
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('static page heads', () => {
  it.each(indexableRoutes(routeTable).map((entry) => [entry.path, entry] as const))(
    '%s gets the same head tags in its HTML file as the app renders',
    (_path, entry) => {
      const html = withPageHead(indexHtml, staticHeadTags(entry, site.origin, site.name));
      const built = new DOMParser().parseFromString(html, 'text/html');
      const { unmount } = render(
        <PageHead title={entry.meta.title} description={entry.meta.description} path={entry.path} />,
      );
      expect(tagsOf(built.head)).toEqual(tagsOf(document.head));
      unmount();
      // The company defaults are gone; the scripts stay.
      expect(built.head.querySelectorAll('title')).toHaveLength(1);
      expect(built.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js');
    },
  );

  it('escapes what would break out of an attribute or the title', () => {
    const tags = staticHeadTags(
      { path: '/x', meta: { title: 'A <b>&</b>', description: 'Say "hi"' } },
      'https://e.org',
      'Co',
    );
    expect(tags).toContain('<title data-default-head>A &lt;b&gt;&amp;&lt;/b&gt; | Co</title>');
    expect(tags).toContain('content="Say &quot;hi&quot;"');
  });

  it('names the file Firebase Hosting serves for each path (cleanUrls)', () => {
    expect(htmlFileFor('/contact')).toBe('contact.html');
    expect(htmlFileFor('/home/about-us')).toBe('home/about-us.html');
    // A home/index.html would make Hosting (trailingSlash: false) redirect /home/ to /home.
    expect(htmlFileFor('/home/')).toBeNull();
  });

  it('refuses an index.html without the default tags it replaces', () => {
    expect(() => withPageHead('<html><head></head></html>', '<title>x</title>')).toThrow(/data-default-head/);
  });
});
