import { describe, expect, it } from 'vitest';
import { prerenderedFileFor, prerenderPage } from './prerender-html';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title data-default-head>Company</title>
    <meta data-default-head name="description" content="Tagline" />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  markup:
    '<title>About | Company</title><meta name="description" content="Who we are"/>' +
    '<link rel="canonical" href="https://example.com/home/about-us"/><!--$--><main><h1>About $& us</h1></main><!--/$-->',
  loadingText: 'loading...',
  headLinks: ['<link rel="stylesheet" crossorigin href="/assets/about.css">'],
};

describe('prerenderedFileFor', () => {
  it.each([
    ['/contact', 'contact.html'],
    ['/home/about-us', 'home/about-us.html'],
    ['/home/', 'home/_index.html'],
    ['/insights/press/', 'insights/press/_index.html'],
    ['/404', '404.html'],
  ])('%s → %s', (routePath, file) => {
    expect(prerenderedFileFor(routePath)).toBe(file);
  });
});

describe('prerenderPage', () => {
  const html = prerenderPage(template, '/home/about-us', page);
  const document = new DOMParser().parseFromString(html, 'text/html');

  it("puts the page's head tags in place of the defaults, marked for main.tsx to remove", () => {
    expect([...document.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['About | Company']);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Who we are');
    expect(document.querySelectorAll('head [data-default-head]')).toHaveLength(3);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/about.css');
    expect(document.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js');
  });

  it('writes the markup into #root as it is, with the path it was rendered for and the loading text', () => {
    const root = document.getElementById('root');
    expect(root?.dataset.prerenderedPath).toBe('/home/about-us');
    expect(root?.dataset.loadingText).toBe('loading...');
    expect(root?.querySelector('h1')?.textContent).toBe('About $& us');
    expect(root?.querySelector('title')).toBeNull();
  });

  it('refuses a page without a title, and a template without an empty #root', () => {
    expect(() => prerenderPage(template, '/x', { ...page, markup: '<main>x</main>' })).toThrow(/no <title>/);
    expect(() => prerenderPage(template.replace('<div id="root"></div>', ''), '/x', page)).toThrow(/#root|root/);
  });
});
