/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { functionRewrites, functionsEmulatorProxy, proxyKey } from './functions-emulator-proxy.ts';

const emulated = {
  VITE_FIREBASE_PROJECT_ID: 'demo-voices-of-africa',
  VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
};
const coverFile = '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_1600x900_c0a080/640.webp';

/** Where the dev server sends `requested`, as the Functions emulator's URL. */
function proxiedUrl(env: Record<string, string>, requested: string): string | undefined {
  const proxy = functionsEmulatorProxy(env) ?? {};
  const entry = Object.entries(proxy).find(([key]) => new RegExp(key).test(requested));
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

  it('sends the feed and the link-preview images to theirs, as Hosting does', () => {
    expect(proxiedUrl(emulated, '/voa/blog/feed.xml')).toBe(
      'http://127.0.0.1:5001/demo-voices-of-africa/us-central1/blogFeed/voa/blog/feed.xml',
    );
    expect(proxiedUrl(emulated, '/share/posts/the-market-women-of-onitsha.jpg')).toBe(
      'http://127.0.0.1:5001/demo-voices-of-africa/us-central1/postShareImage/share/posts/the-market-women-of-onitsha.jpg',
    );
  });

  it('leaves the post pages, every other path, and everything when the app does not use the emulators', () => {
    expect(proxiedUrl(emulated, '/voa/blog/posts/the-market-women-of-onitsha')).toBeUndefined();
    expect(proxiedUrl(emulated, '/voa/blog/')).toBeUndefined();
    expect(proxiedUrl(emulated, '/voa/blog/feed.xml.bak')).toBeUndefined();
    expect(proxiedUrl(emulated, '/media/post-cover/640.webp')).toBeUndefined();
    expect(proxiedUrl(emulated, '/api/imagesx')).toBeUndefined();
    expect(functionsEmulatorProxy({ ...emulated, VITE_FIREBASE_USE_EMULATORS: 'false' })).toBeNull();
  });

  it('reads the rewrites from firebase.json: every function rewrite but the pages’, with its region', () => {
    const rewrites = functionRewrites();
    expect(rewrites.map(({ functionId }) => functionId)).toEqual(
      expect.arrayContaining(['blogFeed', 'postShareImage', 'media', 'uploadImage', 'cspReport']),
    );
    expect(rewrites.map(({ functionId }) => functionId)).not.toContain('postPage');
    expect(rewrites.map(({ functionId }) => functionId)).not.toContain('communityPage');
    expect(
      functionRewrites({
        hosting: {
          rewrites: [
            { source: '/x', function: { functionId: 'x', region: 'europe-west1' } },
            { source: '/home/', destination: '/home/_index.html' } as never,
          ],
        },
      }),
    ).toEqual([{ source: '/x', functionId: 'x', region: 'europe-west1' }]);
  });

  it('turns a Hosting glob into an anchored pattern: * one segment, ** any, and refuses what it does not know', () => {
    const matches = (source: string, path: string) => new RegExp(proxyKey(source)).test(path);
    expect(matches('/media/*/*/*', '/media/a/b/c.webp')).toBe(true);
    expect(matches('/media/*/*/*', '/media/a/b/c/d')).toBe(false);
    expect(matches('/media/*/*/*', '/media/a//c')).toBe(false);
    expect(matches('/files/**', '/files/a/b/c')).toBe(true);
    expect(matches('/feed.xml', '/feedaxml')).toBe(false);
    expect(() => proxyKey('/posts/{a,b}')).toThrow(/only \* and \*\* are understood/);
  });
});
