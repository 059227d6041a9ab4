import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { COLLECTIONS } from '../../shared/model/index.ts';
import { dbOf, everyone, past, seedActors, serverTimestamp, type ContentActor } from './content-actors';
import { seed, useRulesEnv } from './rules-env';

const getEnv = useRulesEnv();
const db = (actor: ContentActor) => dbOf(getEnv(), actor);
const suspended = () => getEnv().authenticatedContext('suspended', { email: 'suspended@example.com' }).firestore();

const entry = { actor: 'admin', target: 'peer', action: 'suspend', details: { from: 'active' }, at: past };

beforeEach(async () => {
  await seedActors(getEnv());
  await seed(getEnv(), {
    'users/suspended': { email: 'suspended@example.com', status: 'suspended', type: 'peer', created: past },
    [`${COLLECTIONS.auditLog}/one`]: entry,
  });
});

describe('auditLog: admins read, nobody writes', () => {
  it('lets an admin read an entry and list the log', async () => {
    await assertSucceeds(db('admin').doc('auditLog/one').get());
    await assertSucceeds(db('admin').collection('auditLog').orderBy('at', 'desc').limit(50).get());
  });

  it('refuses every other actor a read, a suspended member included', async () => {
    for (const actor of everyone.filter((one) => one !== 'admin')) {
      await assertFails(db(actor).doc('auditLog/one').get());
      await assertFails(db(actor).collection('auditLog').limit(10).get());
    }
    await assertFails(suspended().doc('auditLog/one').get());
  });

  it('refuses a create, an edit and a delete to everyone, admins included', async () => {
    for (const actor of everyone) {
      await assertFails(
        db(actor)
          .collection('auditLog')
          .doc('new')
          .set({ ...entry, at: serverTimestamp() }),
      );
      await assertFails(db(actor).doc('auditLog/one').update({ action: 'reinstate' }));
      await assertFails(db(actor).doc('auditLog/one').delete());
    }
    await assertFails(suspended().doc('auditLog/one').delete());
  });
});
