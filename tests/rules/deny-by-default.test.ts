import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { projectId } from '../support/emulator-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({ projectId, firestore: { rules: readFileSync('firestore.rules', 'utf8') } });
});
afterAll(() => env.cleanup());

describe('a collection no rule names', () => {
  it('is closed to everyone on the client, signed in or not', async () => {
    await env.withSecurityRulesDisabled((context) => context.firestore().doc('unlisted/a').set({ x: 1 }));
    for (const db of [env.unauthenticatedContext().firestore(), env.authenticatedContext('alice').firestore()]) {
      await assertFails(db.doc('unlisted/a').get());
      await assertFails(db.collection('unlisted').get());
      await assertFails(db.doc('unlisted/b').set({ x: 1 }));
      await assertFails(db.doc('unlisted/a').delete());
    }
  });

  it('stays reachable by the Admin side (rules disabled), so the denial is the rules and not the setup', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc('unlisted/a').get());
    });
  });
});
