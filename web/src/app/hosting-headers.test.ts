/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_PATH_PREFIXES } from '@/lib/model';

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
const repoRoot = path.join(import.meta.dirname, '../../..');
const firebaseJsonText = readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8');
const firebase = JSON.parse(firebaseJsonText) as {
  hosting: { headers: HeaderRule[]; predeploy?: string[] };
};

const hasHeader = (rule: HeaderRule, key: string) => rule.headers.some((h) => h.key === key);
/** The documents' rule (the CSP and the other page policies), and the one for every response. */
const securityRule = firebase.hosting.headers.find((rule) => hasHeader(rule, 'Content-Security-Policy'));
const everyResponseRule = firebase.hosting.headers.find((rule) => hasHeader(rule, 'X-Content-Type-Options'));
const pathsOf = (rule: HeaderRule | undefined) => new RegExp(rule?.regex ?? '$^');

function header(source: string, key: string): string | undefined {
  const rule =
    source === 'security'
      ? securityRule
      : source === 'every'
        ? everyResponseRule
        : firebase.hosting.headers.find((r) => r.source === source);
  return rule?.headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
}

const csp = header('security', 'Content-Security-Policy') ?? '';
const directive = (name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

/** The CSP source of each inline <script> of a page: its text's SHA-256, as the browser checks it. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

describe('hosting security headers (firebase.json)', () => {
  it('sends a strict CSP: own scripts only, no inline script but the one index.html has, no framing', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    const scripts = directive('script-src');
    expect(scripts).toContain("'self'");
    expect(scripts.filter((source) => /unsafe|data:|\*/.test(source))).toEqual([]);
    // The inline script that marks a stored session before the first paint (main.tsx reads its
    // mark): allowed by its hash, and nothing else inline.
    const hashes = scripts.filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toEqual(inlineScriptHashes(readFileSync(path.join(repoRoot, 'web/index.html'), 'utf8')));
    expect(hashes).toHaveLength(1);
    expect(directive('style-src')).toEqual(["'self'"]);
    expect(directive('font-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    // Images: this site, inline data (CSS) and the page's own blob: previews of files chosen to
    // upload (ImageField, PhotoBatch). firestore.rules and the forms accept image addresses only as
    // paths under IMAGE_PATH_PREFIXES, which are this site's.
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const prefix of IMAGE_PATH_PREFIXES) {
      expect(new URL(`${prefix}a.webp`, 'https://site.example').origin).toBe('https://site.example');
    }
  });

  it("sends the page policies with every document (a page, an .html, .svg or .xml file), not with its scripts, styles, fonts or images, nor Firebase's /__/ helpers", () => {
    const documents = pathsOf(securityRule);
    for (const page of [
      '/',
      '/home/',
      '/contact',
      '/voa/blog/posts/a-post',
      '/404.html',
      '/favicon.svg',
      '/_x',
      '/_',
    ]) {
      expect(documents.test(page), page).toBe(true);
    }
    for (const file of [
      '/assets/index-abc.js',
      '/assets/index-abc.css',
      '/assets/font.woff2',
      '/media/post-cover/a/828.webp',
    ]) {
      expect(documents.test(file), file).toBe(false);
    }
    for (const reserved of ['/__/auth/handler', '/__/auth/iframe', '/__/firebase/init.json', '/__/x.html']) {
      expect(documents.test(reserved), reserved).toBe(false);
    }
  });

  it("sends nosniff and same-origin resource policy with every response but Firebase's /__/ helpers (the auth iframe must be framed)", () => {
    const every = pathsOf(everyResponseRule);
    for (const path of ['/', '/home/', '/assets/index-abc.js', '/media/post-cover/a/828.webp', '/_x', '/_']) {
      expect(every.test(path), path).toBe(true);
    }
    for (const reserved of ['/__/auth/handler', '/__/auth/iframe', '/__/firebase/init.json']) {
      expect(every.test(reserved), reserved).toBe(false);
    }
    expect(header('every', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('every', 'Cross-Origin-Resource-Policy')).toBe('same-origin');
  });

  it("lets the Firebase SDKs reach Auth, Firestore and App Check, and the callables only on the site's origin", () => {
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
    ]);
    // Callables: /api/<name> on the site's own origin, rewritten to the function (lib/firebase/callable.ts).
    expect(directive('connect-src').join(' ')).not.toContain('cloudfunctions.net');
  });

  it('frames only the auth helper (own domain) and reCAPTCHA, whose script loads only for App Check', () => {
    // The auth helper is served by Hosting on the site's own domain (lib/firebase/config.ts).
    const recaptcha = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
    expect(directive('frame-src')).toEqual(["'self'", ...recaptcha]);
    expect(directive('script-src').filter((source) => source.startsWith('https:'))).toEqual([
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('sends documents HSTS, a referrer policy, a permissions policy and denies framing', () => {
    expect(header('security', 'Strict-Transport-Security')).toMatch(/max-age=\d{8,}/);
    expect(header('security', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('security', 'Permissions-Policy')).toContain('camera=()');
    expect(header('security', 'X-Frame-Options')).toBe('DENY');
  });

  it('reports violations to /csp-report, which Hosting hands to the cspReport function', () => {
    expect(directive('report-uri')).toEqual(['/csp-report']);
    const rewrites = (firebase.hosting as unknown as { rewrites: { source: string; function?: unknown }[] }).rewrites;
    expect(rewrites.find((rewrite) => rewrite.source === '/csp-report')?.function).toEqual({
      functionId: 'cspReport',
      region: 'us-central1',
    });
  });

  it('hands /voa/blog/feed.xml to the blogFeed function, which sets its own Content-Type and cache', () => {
    const rewrites = (firebase.hosting as unknown as { rewrites: { source: string; function?: unknown }[] }).rewrites;
    expect(rewrites.find((rewrite) => rewrite.source === '/voa/blog/feed.xml')?.function).toEqual({
      functionId: 'blogFeed',
      region: 'us-central1',
    });
  });

  it('names no project: the same file deploys to any project (no demo- name, no *.firebaseapp.com)', () => {
    expect(firebaseJsonText).not.toMatch(/demo-|firebaseapp\.com/);
  });

  it('builds the web app for production before Hosting deploys it', () => {
    expect(firebase.hosting.predeploy).toEqual(['npm --prefix "$PROJECT_DIR" run build:web']);
  });

  it('caches hashed assets for a year and revalidates the HTML', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header('/index.html', 'Cache-Control')).toBe('no-cache');
  });

  it('lets the CDN keep a post’s page (the postPage function) a minute, then serve it while it refreshes; browsers revalidate it', () => {
    // Hosting applies every matching rule in order, and its rules replace the function's own header:
    // the posts' rule must come after the one that makes every page's HTML no-cache.
    const sources = firebase.hosting.headers.map((rule) => rule.source);
    expect(sources.indexOf('/voa/blog/posts/*')).toBeGreaterThan(sources.indexOf('**/!(*.*)'));
    // As the lists (decision 0110): an edit or an unpublish shows within a minute.
    expect(header('/voa/blog/posts/*', 'Cache-Control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });
});
