import { createConnection, createServer } from 'node:net';
import { LauncherError } from './errors.ts';
import type { EmulatorAddress } from './config.ts';

/** Resolves true when nothing listens on the address (we can bind it ourselves). */
export function isPortFree({ host, port }: EmulatorAddress): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

export async function assertPortsFree(addresses: Record<string, EmulatorAddress>): Promise<void> {
  for (const [name, address] of Object.entries(addresses)) {
    if (!(await isPortFree(address))) {
      throw new LauncherError(
        `Port ${address.port} (${name}) on ${address.host} is already in use: stop what holds it ` +
          `(\`lsof -i :${address.port}\`; often an earlier \`npm start\`) and try again`,
      );
    }
  }
}

function canConnect({ host, port }: EmulatorAddress): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until something accepts connections on the address. `abort` lets the caller stop
 * waiting at once when the child that should listen there has died.
 */
export async function waitForPort(
  address: EmulatorAddress,
  name: string,
  { timeoutMs, abort }: { timeoutMs: number; abort?: AbortSignal },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (abort?.aborted) throw abort.reason as Error;
    if (await canConnect(address)) return;
    await sleep(150);
  }
  throw new LauncherError(`${name} did not open port ${address.port} within ${Math.round(timeoutMs / 1000)} s`);
}

/** Polls until the port is released, so that teardown can promise the ports are free. */
export async function waitForPortFree(address: EmulatorAddress, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortFree(address)) return true;
    await sleep(100);
  }
  return false;
}
