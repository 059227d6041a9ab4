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
 * Adds origins to the connect-src of a Content-Security-Policy value (creating connect-src from
 * default-src when it is absent, as the browser would fall back to it), leaving every other
 * directive as it is.
 */
export function allowConnectTo(policy: string, origins: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const connectIndex = directives.findIndex((directive) => /^connect-src(\s|$)/i.test(directive));
  if (connectIndex >= 0) {
    directives[connectIndex] = `${directives[connectIndex]} ${origins.join(' ')}`;
  } else {
    const fallback = directives.find((directive) => /^default-src(\s|$)/i.test(directive));
    const sources = fallback ? fallback.replace(/^default-src\s*/i, '') : "'self'";
    directives.push(`connect-src ${sources} ${origins.join(' ')}`.replace(/\s+/g, ' ').trim());
  }
  return directives.join('; ');
}

/**
 * firebase.json as the browser tests need it: Hosting serves the emulator-connected build from
 * web/dist-e2e (so web/dist never holds a build that talks to localhost), and every
 * Content-Security-Policy header also lets the page reach the emulators. All else is unchanged,
 * so the rewrites, redirects and headers under test are the real ones.
 */
export function e2eFirebaseJson(
  firebaseJson: Record<string, unknown>,
  origins: readonly string[],
): Record<string, unknown> {
  const hosting = firebaseJson.hosting as { headers?: HeaderRule[] } & Record<string, unknown>;
  if (!hosting) throw new Error('firebase.json has no hosting section');
  const headers = (hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: (rule.headers ?? []).map((header) =>
      /^content-security-policy(-report-only)?$/i.test(header.key)
        ? { ...header, value: allowConnectTo(header.value, origins) }
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
  writeFileSync(path, `${JSON.stringify(e2eFirebaseJson(firebaseJson, emulatorOrigins(config)), null, 2)}\n`);
  return path;
}
