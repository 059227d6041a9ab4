/**
 * EMULATOR STAND-IN: the Functions emulator decodes the token without checking its signature, and Google's App Check
 * cannot be reached here. Production never uses it (app-check.ts).
 */
export function emulatorAppCheckToken(appId: string, now = Date.now()): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + 60 * 60 * 1000;
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = { sub: appId, iss: 'emulator-stand-in', exp: Math.floor(expireTimeMillis / 1000) };
  return { token: `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`, expireTimeMillis };
}
