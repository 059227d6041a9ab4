import { createHash } from 'node:crypto';

/** One mail per address per hour: the id is the address's hash and the hour, written with create(). */
export const SIGN_IN_METHODS_WINDOW_MS = 60 * 60 * 1000;

/** The mail's id for this address (hashed: ids are logged) in the hour of `nowMillis`. */
export function signInMethodsMailId(email: string, nowMillis: number): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  return `sign-in-methods-${digest}-${Math.floor(nowMillis / SIGN_IN_METHODS_WINDOW_MS)}`;
}
