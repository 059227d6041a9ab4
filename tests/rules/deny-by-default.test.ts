import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { actors, seed, useRulesEnv } from './rules-env';

const getEnv = useRulesEnv();

describe('a collection no rule names', () => {
  it('is closed to every client, signed in, admin or not', async () => {
    await seed(getEnv(), { 'unlisted/a': { x: 1 } });
    for (const actor of [actors.signedOut, actors.owner, actors.admin]) {
      const db = actor(getEnv()).firestore();
      await assertFails(db.doc('unlisted/a').get());
      await assertFails(db.collection('unlisted').get());
      await assertFails(db.doc('unlisted/b').set({ x: 1 }));
      await assertFails(db.doc('unlisted/a').delete());
    }
  });

  it('stays reachable with the rules disabled, so the denial is the rules and not the setup', async () => {
    await seed(getEnv(), { 'unlisted/a': { x: 1 } });
    await getEnv().withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc('unlisted/a').get());
    });
  });
});
