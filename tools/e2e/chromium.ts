import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); never a browser downloaded by a package. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * Headless, and quiet on the network: no QUIC, no background or component-update traffic, no sync,
 * so that a run here makes no request beyond the site under test.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox', // CI runs as root, where Chromium's sandbox cannot start
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** A failure the browser tools explain in one line (printed without a stack trace). */
export class BrowserToolError extends Error {
  override readonly name = 'BrowserToolError';
}

/** The Chromium to drive: CHROMIUM_PATH, else Debian's. Throws one line saying how to install it. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (!existsSync(path)) {
    throw new BrowserToolError(
      `Chromium was not found at ${path}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH)`,
    );
  }
  return path;
}

export interface LaunchOptions {
  /**
   * Host names the browser resolves to 127.0.0.1 (a Chromium host-resolver rule), e.g. the main
   * company domain, so host-dependent navigation can be tested against the local server.
   */
  hostAliases?: readonly string[];
  /** The port the aliases are served on (the Hosting emulator's), which the browser treats as secure. */
  aliasPort?: number;
}

/**
 * The flags for host aliases: a host-resolver rule sending each alias to 127.0.0.1 (every other
 * name is left alone), and each alias origin treated as secure, as 127.0.0.1 already is and the
 * HTTPS production site is (otherwise Chromium ignores headers such as Cross-Origin-Opener-Policy
 * on it and the page differs from production).
 */
export function hostAliasFlags(hostAliases: readonly string[], port: number): string[] {
  if (hostAliases.length === 0) return [];
  return [
    `--host-resolver-rules=${hostAliases.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`,
    `--unsafely-treat-insecure-origin-as-secure=${hostAliases.map((host) => `http://${host}:${port}`).join(',')}`,
  ];
}

/**
 * Launches Chromium through playwright-core. Each launch gets a fresh temporary profile
 * (playwright creates and deletes the --user-data-dir), so no state leaks between runs.
 */
export function launchChromium({ hostAliases = [], aliasPort = 80 }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...hostAliasFlags(hostAliases, aliasPort)],
  });
}
