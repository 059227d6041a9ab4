import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import './initialize.js';
import { FUNCTION_MODULES } from './function-modules.js';
import { MAX_INSTANCES, REGION } from './options.js';
import { DEPLOYED_FUNCTIONS } from './test-support.js';

/** What firebase deploy reads of each exported function (firebase-functions' manifest entry). */
interface Endpoint {
  maxInstances?: number;
  callableTrigger?: object;
  region?: string[];
}

/** A function of the list, from the module the list names (as main.ts loads it). */
async function endpointOf(name: string, module: string): Promise<Endpoint> {
  const exported = ((await import(module)) as Record<string, unknown>)[name];
  return (exported as { __endpoint: Endpoint }).__endpoint;
}

const listed = Object.entries(FUNCTION_MODULES);

describe('every deployed function', () => {
  it.each(listed)('%s is exported by the module FUNCTION_MODULES names', async (name, module) => {
    expect(await endpointOf(name, module)).toBeDefined();
  });

  it.each(listed)('%s scales to at most MAX_INSTANCES instances', async (name, module) => {
    expect((await endpointOf(name, module)).maxInstances).toBe(MAX_INSTANCES);
  });

  it.each(listed)('%s runs in REGION', async (name, module) => {
    expect((await endpointOf(name, module)).region).toEqual([REGION]);
  });

  it('are the functions the project has', () => {
    expect(Object.keys(FUNCTION_MODULES).sort()).toEqual(DEPLOYED_FUNCTIONS);
  });

  it('callables are reachable on the site at /api/<name>, where the web client calls them (firebase.json)', async () => {
    const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
    };
    const endpoints = await Promise.all(
      listed.map(async ([name, module]) => [name, await endpointOf(name, module)] as const),
    );
    const callables = endpoints.filter(([, endpoint]) => endpoint.callableTrigger);
    expect(callables.map(([name]) => name)).toContain('reviewMember');
    for (const [name, endpoint] of callables) {
      const rewrite = hosting.rewrites.find((entry) => entry.source === `/api/${name}`);
      expect(rewrite?.function).toEqual({ functionId: name, region: endpoint.region?.[0] });
    }
  });
});
