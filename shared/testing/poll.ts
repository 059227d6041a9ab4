/**
 * Polls `read` until it returns a value `until` accepts, for effects that arrive asynchronously
 * (a trigger's write). Throws after `timeoutMs`, with the last value read.
 */
export async function eventually<T>(
  read: () => Promise<T | undefined>,
  {
    timeoutMs = 20_000,
    intervalMs = 150,
    until = () => true,
    what = 'the value',
  }: {
    timeoutMs?: number;
    intervalMs?: number;
    until?: (value: T) => boolean;
    what?: string;
  } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && until(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what} did not arrive within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Waits until the clock is in the next whole second: Auth keeps whole seconds (tokensValidAfterTime,
 * a token's iat), so what happens after a revocation must happen a second later to count as after.
 */
export const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
