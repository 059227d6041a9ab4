import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort, type SuiteConfig } from '../emulators/config.ts';

/** The generated config and build folder of the browser tests (both git-ignored). */
export const E2E_CONFIG_FILE = 'firebase.e2e.json';
export const E2E_DIST = 'web/dist-e2e';

interface HeaderRule {
  source?: string;
  headers?: { key: string; value: string }[];
}

/** The emulator origins an emulator-connected build calls from the browser. */
export function emulatorOrigins(config: SuiteConfig): string[] {
  return [config.auth, config.firestore, config.functions].map((address) => `http://${hostPort(address)}`);
}

/**
 * Adds sources to one directive of a Content-Security-Policy value (creating it from default-src
 * when it is absent, as the browser would fall back to that), leaving every other directive as it is.
 */
export function allowSources(policy: string, directive: string, sources: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const named = (name: string) => (part: string) => new RegExp(`^${name}(\\s|$)`, 'i').test(part);
  const index = directives.findIndex(named(directive));
  if (index >= 0) {
    directives[index] = `${directives[index]} ${sources.join(' ')}`;
  } else {
    const fallback = directives.find(named('default-src'));
    const inherited = fallback ? fallback.replace(/^default-src\s*/i, '') : "'self'";
    directives.push(`${directive} ${inherited} ${sources.join(' ')}`.replace(/\s+/g, ' ').trim());
  }
  return directives.join('; ');
}

/**
 * The policy as the local e2e site needs it: the SDKs call Auth, Firestore and Functions on the
 * emulators (connect-src), the Auth emulator's helper page loads in a frame (frame-src), and
 * upgrade-insecure-requests goes, because the local site is plain HTTP: on a mapped host name
 * (host-variant tests) the browser would otherwise rewrite every asset URL to an https:// that
 * nothing serves. In production, served over HTTPS, the directive changes nothing anyway.
 */
export function allowEmulators(policy: string, config: SuiteConfig): string {
  const auth = `http://${hostPort(config.auth)}`;
  const opened = allowSources(allowSources(policy, 'connect-src', emulatorOrigins(config)), 'frame-src', [auth]);
  return opened
    .split('; ')
    .filter((directive) => !/^upgrade-insecure-requests$/i.test(directive))
    .join('; ');
}

/**
 * firebase.json as the browser tests need it: Hosting serves the emulator-connected build from
 * web/dist-e2e (so web/dist never holds a build that talks to localhost), and every
 * Content-Security-Policy header also lets the page reach the emulators (allowEmulators). All else
 * is unchanged, so the rewrites, redirects and headers under test are the real ones.
 */
export function e2eFirebaseJson(firebaseJson: Record<string, unknown>, config: SuiteConfig): Record<string, unknown> {
  const hosting = firebaseJson.hosting as { headers?: HeaderRule[] } & Record<string, unknown>;
  if (!hosting) throw new Error('firebase.json has no hosting section');
  const headers = (hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: (rule.headers ?? []).map((header) =>
      /^content-security-policy(-report-only)?$/i.test(header.key)
        ? { ...header, value: allowEmulators(header.value, config) }
        : header,
    ),
  }));
  return { ...firebaseJson, hosting: { ...hosting, public: E2E_DIST, headers } };
}

/** Writes firebase.e2e.json beside firebase.json (firebase-tools wants them in the same folder). */
export function writeE2eFirebaseJson(config: SuiteConfig): string {
  const firebaseJson = JSON.parse(readFileSync(join(config.rootDir, 'firebase.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const path = join(config.rootDir, E2E_CONFIG_FILE);
  writeFileSync(path, `${JSON.stringify(e2eFirebaseJson(firebaseJson, config), null, 2)}\n`);
  return path;
}
