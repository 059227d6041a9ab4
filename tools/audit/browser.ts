import { createServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The Chromium that playwright-core launches (Debian's, with the quiet-network flags), open to
 * Lighthouse through its remote-debugging port: nothing is downloaded, nothing leaves the machine.
 */
export async function launchAuditBrowser(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  return { browser, port };
}
