/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_REWRITES, functionsEmulatorProxy } from './functions-emulator-proxy.ts';

const emulated = {
  VITE_FIREBASE_PROJECT_ID: 'demo-voices-of-africa',
  VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
};
const coverFile = '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_1600x900_c0a080/640.webp';

/** Where the dev server sends `requested`, as the Functions emulator's URL. */
function proxiedUrl(env: Record<string, string>, requested: string): string | undefined {
  const proxy = functionsEmulatorProxy(env) ?? {};
  const entry = Object.entries(proxy).find(([prefix]) => requested.startsWith(prefix));
  if (!entry) return undefined;
  const [, { target, rewrite }] = entry;
  return `${String(target)}${rewrite?.(requested) ?? requested}`;
}

describe('functionsEmulatorProxy', () => {
  it('sends an image file and an upload to their functions on the emulator, the path and query kept', () => {
    expect(proxiedUrl(emulated, coverFile)).toBe(
      `http://127.0.0.1:5001/demo-voices-of-africa/us-central1/media${coverFile}`,
    );
    expect(proxiedUrl(emulated, '/api/images?purpose=portrait')).toBe(
      'http://127.0.0.1:5001/demo-voices-of-africa/us-central1/uploadImage/api/images?purpose=portrait',
    );
  });

  it('takes the emulator’s address from the launcher’s variable, 5001 without it', () => {
    expect(proxiedUrl({ ...emulated, VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:6001' }, coverFile)).toMatch(
      /^http:\/\/127\.0\.0\.1:6001\/demo-voices-of-africa\//,
    );
    expect(proxiedUrl({ VITE_FIREBASE_PROJECT_ID: 'demo-x' }, coverFile)).toMatch(
      /^http:\/\/127\.0\.0\.1:5001\/demo-x\//,
    );
  });

  it('sends nothing else, and nothing at all when the app does not use the emulators', () => {
    expect(proxiedUrl(emulated, '/voa/blog/')).toBeUndefined();
    expect(proxiedUrl(emulated, '/api/reviewMember')).toBeUndefined();
    expect(functionsEmulatorProxy({ ...emulated, VITE_FIREBASE_USE_EMULATORS: 'false' })).toBeNull();
  });

  it('sends each path to the function firebase.json’s Hosting rewrites give it', () => {
    const repoRoot = path.join(import.meta.dirname, '../..');
    const { hosting } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
    };
    const rewrittenTo = (functionId: string) =>
      hosting.rewrites
        .filter((rewrite) => rewrite.function?.functionId === functionId)
        .map((rewrite) => rewrite.source);
    expect(FUNCTION_REWRITES.map(({ functionId }) => rewrittenTo(functionId))).toEqual([
      ['/media/*/*/*'],
      ['/api/images'],
    ]);
  });
});
