import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as deployed from './index.js';
import { MAX_INSTANCES, REGION } from './options.js';
import { DEPLOYED_FUNCTIONS } from './test-support.js';

/** What firebase deploy reads of each exported function (firebase-functions' manifest entry). */
interface Endpoint {
  maxInstances?: number;
  callableTrigger?: object;
  region?: string[];
}

const endpointOf = (exported: unknown) => (exported as { __endpoint: Endpoint }).__endpoint;

describe('every deployed function', () => {
  it.each(Object.entries(deployed))('%s scales to at most MAX_INSTANCES instances', (_name, exported) => {
    expect(endpointOf(exported).maxInstances).toBe(MAX_INSTANCES);
  });

  it.each(Object.entries(deployed))('%s runs in REGION', (_name, exported) => {
    expect(endpointOf(exported).region).toEqual([REGION]);
  });

  it('are the functions the project has', () => {
    expect(Object.keys(deployed).sort()).toEqual(DEPLOYED_FUNCTIONS);
  });

  it('callables are reachable on the site at /api/<name>, where the web client calls them (firebase.json)', () => {
    const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
    };
    const callables = Object.entries(deployed).filter(([, exported]) => endpointOf(exported).callableTrigger);
    expect(callables.map(([name]) => name)).toContain('reviewMember');
    for (const [name, exported] of callables) {
      const rewrite = hosting.rewrites.find((entry) => entry.source === `/api/${name}`);
      expect(rewrite?.function).toEqual({ functionId: name, region: endpointOf(exported).region?.[0] });
    }
  });
});
