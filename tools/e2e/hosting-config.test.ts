import { describe, expect, it } from 'vitest';
import { loadSuiteConfig } from '../emulators/config.ts';
import { allowEmulators, allowSources, E2E_DIST, e2eFirebaseJson, emulatorOrigins } from './hosting-config.ts';

const config = loadSuiteConfig();
const [auth, firestore, functions] = emulatorOrigins(config);
const origins = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080'];

describe('allowSources', () => {
  it('appends the sources to an existing directive and keeps the other directives', () => {
    expect(
      allowSources("default-src 'self'; connect-src 'self' https://x.test; img-src data:", 'connect-src', origins),
    ).toBe(
      "default-src 'self'; connect-src 'self' https://x.test http://127.0.0.1:9099 http://127.0.0.1:8080; img-src data:",
    );
  });

  it('derives a missing directive from default-src, as the browser falls back to it', () => {
    expect(allowSources("default-src 'self' https://cdn.test; script-src 'self';", 'frame-src', origins)).toBe(
      "default-src 'self' https://cdn.test; script-src 'self'; frame-src 'self' https://cdn.test http://127.0.0.1:9099 http://127.0.0.1:8080",
    );
  });

  it('does not mistake a longer directive name for the one asked for', () => {
    expect(allowSources("connect-src-elem 'self'", 'connect-src', origins)).toBe(
      "connect-src-elem 'self'; connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:8080",
    );
  });
});

describe('allowEmulators', () => {
  it('lets the SDKs call Auth, Firestore and Functions, frames the Auth emulator, and keeps plain HTTP', () => {
    const policy = "default-src 'self'; connect-src 'self'; frame-src https://app.test; upgrade-insecure-requests";
    expect(allowEmulators(policy, config)).toBe(
      `default-src 'self'; connect-src 'self' ${auth} ${firestore} ${functions}; frame-src https://app.test ${auth}`,
    );
    expect([auth, firestore, functions]).toEqual([
      `http://127.0.0.1:${config.auth.port}`,
      `http://127.0.0.1:${config.firestore.port}`,
      `http://127.0.0.1:${config.functions.port}`,
    ]);
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

  it('serves the e2e build and opens the CSP to the emulators, leaving everything else as it is', () => {
    const result = e2eFirebaseJson(firebaseJson, config) as typeof firebaseJson;
    expect(result.hosting.public).toBe(E2E_DIST);
    expect(result.hosting.rewrites).toEqual(firebaseJson.hosting.rewrites);
    expect(result.emulators).toEqual(firebaseJson.emulators);
    expect(result.hosting.headers[0]?.headers[0]?.value).toBe(
      allowEmulators("default-src 'self'; connect-src 'self'", config),
    );
    expect(result.hosting.headers[1]).toEqual(firebaseJson.hosting.headers[1]);
    expect(firebaseJson.hosting.public).toBe('web/dist'); // the input is not modified
  });
});
