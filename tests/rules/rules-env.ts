import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { projectId } from '../support/emulator-env';
import { COLLECTIONS } from '#shared/model/index.ts';
import { ADMIN_UID, REVOKED_ADMIN_UID, adminRecord } from './audited-writes';

// Denied requests are the point of these tests: keep the SDK from logging each one as an error.
setLogLevel('silent');

/**
 * The actors of the membership tests. Members have verified their address (as applying needs);
 * `unverifiedOwner` is the owner before following the verification link. The admin carries the
 * custom claim that admin:grant sets, and holds admins/admin (useRulesEnv writes it before every test).
 */
export const actors = {
  signedOut: (env: RulesTestEnvironment) => env.unauthenticatedContext(),
  owner: (env: RulesTestEnvironment) =>
    env.authenticatedContext('owner', { email: 'owner@example.com', email_verified: true }),
  unverifiedOwner: (env: RulesTestEnvironment) =>
    env.authenticatedContext('owner', { email: 'owner@example.com', email_verified: false }),
  otherMember: (env: RulesTestEnvironment) =>
    env.authenticatedContext('other', { email: 'other@example.com', email_verified: true }),
  pendingMember: (env: RulesTestEnvironment) =>
    env.authenticatedContext('pending', { email: 'pending@example.com', email_verified: true }),
  admin: (env: RulesTestEnvironment) =>
    env.authenticatedContext(ADMIN_UID, { email: 'admin@example.com', admin: true }),
  /** A revoked admin: the claim still in the token, admins/{uid} gone (content-actors.ts). */
  revokedAdmin: (env: RulesTestEnvironment) =>
    env.authenticatedContext(REVOKED_ADMIN_UID, { email: 'revoked@example.com', admin: true }),
} satisfies Record<string, (env: RulesTestEnvironment) => RulesTestContext>;

/**
 * The rules tests' own Firestore project on the emulator: its rules and data are apart from the
 * app's project, so clearing it between tests never touches what the web tests run beside them.
 */
export const rulesProjectId = `${projectId}-rules`;

/** Documents by path, as seed() writes them. */
export type Documents = Record<string, Record<string, unknown>>;

/**
 * One rules environment per test file, loaded with the repository's firestore.rules (or the file
 * RULES_FILE names: the mutation check, tools/rules-mutations, runs these tests against mutants);
 * the database is emptied before every test, but for the record that makes the actors' admin an
 * admin (admins/admin, beside the claim: isAdmin) and the file's own `documents` (read then), all
 * written with the rules off.
 */
export function useRulesEnv(documents: () => Documents = () => ({})): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = reusingContexts(
      await initializeTestEnvironment({
        projectId: rulesProjectId,
        firestore: { rules: readFileSync(process.env.RULES_FILE || 'firestore.rules', 'utf8') },
      }),
    );
  });
  beforeEach(async () => {
    if (!env) return;
    await env.clearFirestore();
    await seed(env, { [`${COLLECTIONS.admins}/${ADMIN_UID}`]: adminRecord(), ...documents() });
  });
  afterAll(() => env?.cleanup());
  return () => {
    if (!env) throw new Error('rules environment not initialised');
    return env;
  };
}

/**
 * The environment, but an actor's context (the same uid and token) is made once per file and used
 * again, and so is the context with the rules off: each new one is a new app and connection, about
 * 50 ms, and the tests ask for one at nearly every request. The clients keep no data between
 * tests: they only get and write, and nothing listens.
 */
function reusingContexts(env: RulesTestEnvironment): RulesTestEnvironment {
  const contexts = new Map<string, RulesTestContext>();
  const reused = (key: string, make: () => RulesTestContext) => {
    const known = contexts.get(key);
    if (known) return known;
    const context = make();
    contexts.set(key, context);
    return context;
  };
  let owner: { context: RulesTestContext; app: firebase.app.App } | undefined;
  return {
    projectId: env.projectId,
    emulators: env.emulators,
    authenticatedContext: (uid, token) =>
      reused(JSON.stringify([uid, token ?? null]), () => env.authenticatedContext(uid, token)),
    unauthenticatedContext: () => reused('signed out', () => env.unauthenticatedContext()),
    withSecurityRulesDisabled: async (callback) => {
      owner ??= ownerContext(env);
      await callback(owner.context);
    },
    clearFirestore: () => env.clearFirestore(),
    clearDatabase: () => env.clearDatabase(),
    clearStorage: () => env.clearStorage(),
    cleanup: async () => {
      await owner?.app.delete();
      await env.cleanup();
    },
  };
}

/**
 * A Firestore client that the emulator lets past the rules: its token is "owner", as the one
 * withSecurityRulesDisabled makes anew at every call (@firebase/rules-unit-testing).
 */
function ownerContext(env: RulesTestEnvironment): { context: RulesTestContext; app: firebase.app.App } {
  const { host, port } = env.emulators.firestore ?? {};
  if (!host || !port) throw new Error('the rules environment has no Firestore emulator');
  const app = firebase.initializeApp({ projectId: env.projectId }, `rules-off-${env.projectId}`);
  const db = app.firestore();
  db.useEmulator(host, port, { mockUserToken: 'owner' });
  const unused = (what: string) => () => {
    throw new Error(`the rules tests use Firestore only, not ${what}`);
  };
  return { app, context: { firestore: () => db, database: unused('Realtime Database'), storage: unused('Storage') } };
}

/** Writes documents with the rules off, as the Admin SDK (functions, seeding) would, in one commit. */
export async function seed(env: RulesTestEnvironment, docs: Documents): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    for (const [path, data] of Object.entries(docs)) batch.set(db.doc(path), data);
    await batch.commit();
  });
}
