/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const repoRoot = path.join(import.meta.dirname, '../../..');
const firebase = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};
const env = readFileSync(path.join(repoRoot, 'web/.env'), 'utf8');

function header(source: string, key: string): string | undefined {
  return firebase.hosting.headers
    .find((rule) => rule.source === source)
    ?.headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
}

const csp = header('**', 'Content-Security-Policy') ?? '';
const directive = (name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

describe('hosting security headers (firebase.json)', () => {
  it('sends a strict CSP: own scripts only, no inline script, no framing', () => {
    expect(directive('default-src')).toEqual(["'self'"]);
    const scripts = directive('script-src');
    expect(scripts).toContain("'self'");
    expect(scripts.filter((source) => /unsafe|data:|\*/.test(source))).toEqual([]);
    expect(directive('style-src')).toEqual(["'self'"]);
    expect(directive('font-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'https:']);
  });

  it('lets the Firebase SDKs reach Auth, Firestore and Functions, and the Google sign-in popup frame', () => {
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://*.cloudfunctions.net',
      ]),
    );
    const authDomain = /^VITE_FIREBASE_AUTH_DOMAIN=(.+)$/m.exec(env)?.[1]?.trim();
    expect(directive('frame-src')).toContain(`https://${authDomain}`);
  });

  it('sends HSTS, nosniff, a referrer policy, a permissions policy and denies framing', () => {
    expect(header('**', 'Strict-Transport-Security')).toMatch(/max-age=\d{8,}/);
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('**', 'Permissions-Policy')).toContain('camera=()');
    expect(header('**', 'X-Frame-Options')).toBe('DENY');
  });

  it('caches hashed assets for a year and revalidates the HTML', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header('/index.html', 'Cache-Control')).toBe('no-cache');
  });
});
