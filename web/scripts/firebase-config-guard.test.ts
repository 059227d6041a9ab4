/// <reference types="node" />
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployBuildProblem } from './firebase-config-guard.ts';

const demo = {
  VITE_FIREBASE_PROJECT_ID: 'demo-voices-of-africa',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
};
const real = {
  VITE_FIREBASE_PROJECT_ID: 'sankofa-prod',
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_APPCHECK_SITE_KEY: '6LcExampleSiteKey',
};

describe('deployBuildProblem', () => {
  it("refuses a production build with the demo project's config, saying where the real one goes", () => {
    expect(deployBuildProblem('production', demo)).toMatch(
      /demo project's config \(demo-voices-of-africa\).*web\/\.env\.production\.local.*--mode demo/,
    );
    expect(deployBuildProblem('production', { ...real, VITE_FIREBASE_API_KEY: 'demo-api-key' })).toMatch(/demo/);
  });

  it('names each missing value of the web config', () => {
    expect(deployBuildProblem('production', { VITE_FIREBASE_PROJECT_ID: 'sankofa-prod' })).toMatch(
      /no VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_APPCHECK_SITE_KEY/,
    );
    const { VITE_APPCHECK_SITE_KEY: _siteKey, ...withoutSiteKey } = real;
    expect(deployBuildProblem('production', withoutSiteKey)).toMatch(/no VITE_APPCHECK_SITE_KEY:/);
  });

  it('accepts a real config, the demo built on purpose, and emulator-connected builds', () => {
    expect(deployBuildProblem('production', real)).toBeNull();
    expect(deployBuildProblem('demo', demo)).toBeNull();
    expect(deployBuildProblem('production', { ...demo, VITE_FIREBASE_USE_EMULATORS: 'true' })).toBeNull();
    expect(deployBuildProblem('development', demo)).toBeNull();
  });

  it('while deploying, requires the config of the project being deployed to, never a demo or emulator build', () => {
    expect(deployBuildProblem('production', real, 'sankofa-prod')).toBeNull();
    expect(deployBuildProblem('production', real, 'sankofa-staging')).toMatch(
      /project sankofa-prod, but this deploy goes to sankofa-staging/,
    );
    expect(deployBuildProblem('demo', demo, 'sankofa-prod')).toMatch(/cannot be deployed/);
    expect(deployBuildProblem('production', { ...real, VITE_FIREBASE_USE_EMULATORS: 'true' }, 'sankofa-prod')).toMatch(
      /cannot be deployed/,
    );
  });
});

describe('vite build', () => {
  it('stops at once with that one line when the production config is the demo one', () => {
    const webDir = path.join(import.meta.dirname, '..');
    // The demo config as web/.env gives it, with nothing that would make this an emulator or deploy build.
    const { VITE_FIREBASE_USE_EMULATORS: _emulators, GCLOUD_PROJECT: _project, ...inherited } = process.env;
    const env = { ...inherited, ...demo };
    const result = spawnSync(
      'npx',
      ['vite', 'build', '--mode', 'production', '--outDir', path.join(os.tmpdir(), 'voa-guard-test')],
      {
        cwd: webDir,
        env,
        encoding: 'utf8',
      },
    );

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      "This production build would use the demo project's config (demo-voices-of-africa)",
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
