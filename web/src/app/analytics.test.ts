import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from './analytics';

const scripts = () => Array.from(document.head.querySelectorAll('script'));

afterEach(() => {
  scripts().forEach((script) => script.remove());
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it('is off in development and when no script path is configured', () => {
    expect(startAnalytics({ scriptPath: '/_vercel/insights/script.js', production: false })).toBe(false);
    expect(startAnalytics({ scriptPath: '', production: true })).toBe(false);
    expect(scripts()).toEqual([]);
  });

  it('refuses a script from another host', () => {
    expect(() => startAnalytics({ scriptPath: 'https://cdn.example.com/a.js', production: true })).toThrow(
      /same-origin path/,
    );
    expect(() => startAnalytics({ scriptPath: '//cdn.example.com/a.js', production: true })).toThrow(/same-origin/);
  });

  it('adds the same-origin script only once the browser is idle after the page has loaded', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    expect(document.readyState).toBe('complete');
    expect(startAnalytics({ scriptPath: '/_vercel/insights/script.js', production: true })).toBe(true);
    expect(scripts()).toEqual([]);
    idle?.();
    expect(scripts().map((script) => [script.getAttribute('src'), script.defer])).toEqual([
      ['/_vercel/insights/script.js', true],
    ]);
  });
});
