/**
 * EMULATOR STAND-IN for an App Check token. Google's App Check service (which signs real tokens,
 * and exchanges the SDK's debug tokens) cannot be reached from the emulators here, and the
 * Functions emulator does not verify a token's signature: it decodes the JWT and reads the app id
 * from `sub`, but refuses a request with none when a function enforces App Check. So locally the
 * app presents this unsigned token of the same shape. Production never uses it (app-check.ts); a
 * real backend would reject it.
 */
export function emulatorAppCheckToken(appId: string, now = Date.now()): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + 60 * 60 * 1000;
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = { sub: appId, iss: 'emulator-stand-in', exp: Math.floor(expireTimeMillis / 1000) };
  return { token: `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`, expireTimeMillis };
}
