import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { auditedWrites, ADMIN_UID, REVOKED_ADMIN_UID } from './audited-writes';
import { seed, useRulesEnv, type Documents } from './rules-env';
import type { MemberStatus, MemberType } from '#shared/model/index.ts';
import { memberCardDocument, userProfileDocument } from '#shared/testing/documents.ts';

/**
 * The actors of the community content rules: their users/{uid} profiles (status, type) decide what
 * they may do, so useContentRules writes those with the rules off before each test.
 */
export const contentActors = {
  signedOut: (env: RulesTestEnvironment) => env.unauthenticatedContext(),
  pending: (env: RulesTestEnvironment) => env.authenticatedContext('pending', { email: 'pending@example.com' }),
  /** The author of the posts and proposals the tests seed. */
  voice: (env: RulesTestEnvironment) => env.authenticatedContext('voice', { email: 'voice@example.com' }),
  otherVoice: (env: RulesTestEnvironment) => env.authenticatedContext('voice2', { email: 'voice2@example.com' }),
  auntie: (env: RulesTestEnvironment) => env.authenticatedContext('auntie', { email: 'auntie@example.com' }),
  peer: (env: RulesTestEnvironment) => env.authenticatedContext('peer', { email: 'peer@example.com' }),
  /** The claim, and admins/admin (written by useRulesEnv before every test). */
  admin: (env: RulesTestEnvironment) =>
    env.authenticatedContext(ADMIN_UID, { email: 'admin@example.com', admin: true }),
  /**
   * A revoked admin: a token that still carries the claim (it lives up to an hour), without the
   * admins/{uid} document that revokeAdmin deleted. Every admin-only read and write refuses them.
   */
  revokedAdmin: (env: RulesTestEnvironment) =>
    env.authenticatedContext(REVOKED_ADMIN_UID, { email: 'revoked@example.com', admin: true }),
} satisfies Record<string, (env: RulesTestEnvironment) => RulesTestContext>;

export type ContentActor = keyof typeof contentActors;

export const past = new Date('2026-01-01T00:00:00Z');
export const { serverTimestamp } = firebase.firestore.FieldValue;

const profile = (email: string, status: MemberStatus, type: MemberType | null) =>
  userProfileDocument(email, past, { status, type });

/** The public cards of the voices (written for every content test) and of the auntie (for the files that seed it). */
export const memberCards = {
  voice: memberCardDocument(past, { displayName: 'Chiamaka Eze', country: 'Nigeria', bio: 'Novelist.' }),
  voice2: memberCardDocument(past, { displayName: 'Kwame Boateng', country: 'Ghana', bio: 'Poet.' }),
  auntie: memberCardDocument(past, { displayName: 'Ama Serwaa', type: 'auntie', country: 'Ghana', bio: 'Editor.' }),
};

/** Profiles and public cards for every actor (the admin's rights: the claim and admins/admin). */
const actorDocuments = (): Documents => ({
  'users/pending': profile('pending@example.com', 'pending', null),
  'users/voice': profile('voice@example.com', 'active', 'voice'),
  'users/voice2': profile('voice2@example.com', 'active', 'voice'),
  'users/auntie': profile('auntie@example.com', 'active', 'auntie'),
  'users/peer': profile('peer@example.com', 'active', 'peer'),
  'members/voice': memberCards.voice,
  'members/voice2': memberCards.voice2,
});

export const everyone: ContentActor[] = [
  'signedOut',
  'pending',
  'voice',
  'otherVoice',
  'auntie',
  'peer',
  'admin',
  'revokedAdmin',
];
export const allBut = (...excluded: ContentActor[]) => everyone.filter((actor) => !excluded.includes(actor));
export const dbOf = (env: RulesTestEnvironment, actor: ContentActor) => contentActors[actor](env).firestore();

/** The uid of each actor's token. */
export const uidOf: Record<ContentActor, string | null> = {
  signedOut: null,
  pending: 'pending',
  voice: 'voice',
  otherVoice: 'voice2',
  auntie: 'auntie',
  peer: 'peer',
  admin: ADMIN_UID,
  revokedAdmin: REVOKED_ADMIN_UID,
};

/** An actor's writes with their audit entries, as the web app sends an admin's (audited-writes.ts). */
export const auditedBy = (env: RulesTestEnvironment, actor: ContentActor = 'admin') =>
  auditedWrites(env, dbOf(env, actor), uidOf[actor] ?? 'nobody');

/**
 * The preamble of a content rules test file: its rules environment (useRulesEnv), written before
 * each test with the actors' profiles and cards, then the file's own `documents` (read then; a
 * path in both is the file's). `db(actor)` is an actor's Firestore, `audited()` the admin's writes
 * with their audit entries (or `actor`'s: auditedBy), `seed` writes more with the rules off.
 */
export function useContentRules(documents: () => Documents = () => ({})) {
  const getEnv = useRulesEnv(() => ({ ...actorDocuments(), ...documents() }));
  return {
    getEnv,
    db: (actor: ContentActor) => dbOf(getEnv(), actor),
    audited: (actor: ContentActor = 'admin') => auditedBy(getEnv(), actor),
    seed: (docs: Documents) => seed(getEnv(), docs),
  };
}
