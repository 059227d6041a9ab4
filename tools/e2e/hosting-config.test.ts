import { describe, expect, it } from 'vitest';
import { loadSuiteConfig } from '../emulators/config.ts';
import { allowConnectTo, E2E_DIST, e2eFirebaseJson, emulatorOrigins } from './hosting-config.ts';

const origins = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'];

describe('allowConnectTo', () => {
  it('appends the origins to an existing connect-src and keeps the other directives', () => {
    expect(allowConnectTo("default-src 'self'; connect-src 'self' https://x.test; img-src 'self' data:", origins)).toBe(
      "default-src 'self'; connect-src 'self' https://x.test http://127.0.0.1:9099 http://127.0.0.1:8080; img-src 'self' data:",
    );
  });

  it('derives connect-src from default-src when there is none, as the browser falls back to it', () => {
    expect(allowConnectTo("default-src 'self' https://cdn.test; script-src 'self';", origins)).toBe(
      "default-src 'self' https://cdn.test; script-src 'self'; connect-src 'self' https://cdn.test http://127.0.0.1:9099 http://127.0.0.1:8080",
    );
  });
});

describe('e2eFirebaseJson', () => {
  const firebaseJson = {
    emulators: { auth: { port: 9099 } },
    hosting: {
      public: 'web/dist',
      rewrites: [{ source: '**', destination: '/index.html' }],
      headers: [
        {
          source: '**',
          headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'; connect-src 'self'" }],
        },
        { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
      ],
    },
  };

  it('serves the e2e build and lets the CSP reach the emulators, leaving everything else as it is', () => {
    const result = e2eFirebaseJson(firebaseJson, origins) as typeof firebaseJson;
    expect(result.hosting.public).toBe(E2E_DIST);
    expect(result.hosting.rewrites).toEqual(firebaseJson.hosting.rewrites);
    expect(result.emulators).toEqual(firebaseJson.emulators);
    expect(result.hosting.headers[0]?.headers[0]?.value).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:8080",
    );
    expect(result.hosting.headers[1]).toEqual(firebaseJson.hosting.headers[1]);
    expect(firebaseJson.hosting.public).toBe('web/dist'); // the input is not modified
  });

  it('names the Auth, Firestore and Functions emulators of firebase.json', () => {
    const config = loadSuiteConfig();
    expect(emulatorOrigins(config)).toEqual([
      `http://127.0.0.1:${config.auth.port}`,
      `http://127.0.0.1:${config.firestore.port}`,
      `http://127.0.0.1:${config.functions.port}`,
    ]);
  });
});
