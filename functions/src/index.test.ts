import { describe, expect, it } from 'vitest';
import * as deployed from './index.js';
import { MAX_INSTANCES } from './options.js';

/** What firebase deploy reads of each exported function (firebase-functions' manifest entry). */
interface Endpoint {
  maxInstances?: number;
}

describe('every deployed function', () => {
  it.each(Object.entries(deployed))('%s scales to at most MAX_INSTANCES instances', (_name, exported) => {
    const endpoint = (exported as unknown as { __endpoint: Endpoint }).__endpoint;
    expect(endpoint.maxInstances).toBe(MAX_INSTANCES);
  });

  it('are the functions the project has', () => {
    expect(Object.keys(deployed).sort()).toEqual([
      'createProfileOnSignUp',
      'cspReport',
      'notifyOnBannedBookCreated',
      'notifyOnContactMessage',
      'notifyOnPostWritten',
      'notifyOnUserWritten',
      'reviewMember',
    ]);
  });
});
