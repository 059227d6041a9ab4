import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferEntry, PAGE_MODULES_META, PRELOADS_PER_TASK, START_RULE, startModule } from './start-after-load.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script>/* the session check */</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('deferEntry', () => {
  it('loads the start module in place of the entry, without preloading what the entry imports', () => {
    const html = deferEntry(built, '/assets/index-abc.js', '/assets/start-xyz.js', ['/assets/rolldown-runtime-def.js']);
    expect(html).toContain('<script type="module" crossorigin src="/assets/start-xyz.js"></script>');
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('modulepreload');
    // The styles still block the first paint, and the session check still runs first.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html.indexOf('the session check')).toBeLessThan(html.indexOf('start-xyz.js'));
  });

  it('fails the build when index.html does not load the entry as Vite writes it', () => {
    expect(() => deferEntry(built, '/assets/index-other.js', '/assets/start-xyz.js', [])).toThrow(
      'index.html has no <script type="module" crossorigin src="/assets/index-other.js"></script>',
    );
  });
});

describe('startModule', () => {
  it('imports the built entry, as the rule decides', () => {
    expect(startModule('/assets/index-abc.js')).toBe(
      `const start = () => import("/assets/index-abc.js");\n${START_RULE}`,
    );
  });

  it('asks for the entry’s own imports in the moment it imports the entry, not once the entry has come', async () => {
    const source = startModule('/assets/index-abc.js', ['/assets/web-def.js', '/assets/rolldown-runtime-ghi.js']);
    expect(source.endsWith(START_RULE)).toBe(true);
    const start = new Function(`${source.slice(0, -START_RULE.length)}return start;`)() as () => Promise<unknown>;
    // No built entry exists to import here: only what start() asks for in the same task counts.
    await start().catch(() => undefined);
    const asked = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(asked.map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['/assets/web-def.js', ''],
      ['/assets/rolldown-runtime-ghi.js', ''],
    ]);
    asked.forEach((link) => link.remove());
  });
});

describe('when the code starts (START_RULE, run in the page)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.session;
    // The page's own readyState (the test set one on the document).
    Reflect.deleteProperty(document, 'readyState');
  });

  /** Runs the rule on a page whose #root is `root`, still loading; returns the start spy. */
  function runRule(root: string, { session }: { session?: 'stored' } = {}) {
    document.body.innerHTML = root;
    if (session) document.documentElement.dataset.session = session;
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const start = vi.fn();
    new Function('start', START_RULE)(start);
    return start;
  }

  it('waits for the load event on a prerendered page, then starts once', () => {
    const start = runRule('<div id="root" data-prerendered-path="/voa/blog"><main>The blog</main></div>');
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("asks for the page's own modules first, a few per task, then starts", () => {
    vi.useFakeTimers();
    try {
      const urls = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, index) => `/assets/part-${index}.js`);
      const meta = document.createElement('meta');
      meta.name = PAGE_MODULES_META;
      meta.content = urls.join(' ');
      document.head.append(meta);
      const start = runRule('<div id="root" data-prerendered-path="/voa/blog"><main>The blog</main></div>');
      window.dispatchEvent(new Event('load'));
      const preloads = () =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        );
      expect(preloads()).toEqual(urls.slice(0, PRELOADS_PER_TASK));
      expect(start).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(preloads()).toEqual(urls);
      expect(start).toHaveBeenCalledTimes(1);
      // As Vite's own preloads are: a module request, without credentials.
      expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    } finally {
      vi.useRealTimers();
      document.head
        .querySelectorAll(`meta[name="${PAGE_MODULES_META}"], link[rel="modulepreload"]`)
        .forEach((element) => element.remove());
    }
  });

  it('starts at once when there is no page to read yet (the SPA shell, a post page)', () => {
    expect(runRule('<div id="root"></div>')).toHaveBeenCalledTimes(1);
  });

  it("starts at once when the browser may hold a member's session (the auth gate shows loading...)", () => {
    const start = runRule('<div id="root" data-prerendered-path="/home/"><main>Home</main></div>', {
      session: 'stored',
    });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the page has already loaded', () => {
    document.body.innerHTML = '<div id="root" data-prerendered-path="/home/"><main>Home</main></div>';
    const start = vi.fn();
    new Function('start', START_RULE)(start);
    expect(document.readyState).toBe('complete');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
