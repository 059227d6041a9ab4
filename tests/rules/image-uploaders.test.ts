import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  IMAGE_FIELDS,
  IMAGE_PURPOSE_NAMES,
  MEDIA_COLLECTION,
  mayUpload,
  mediaAddress,
  uploaderRolesOf,
  type ImagePurpose,
  type MediaRecord,
  type MemberStatus,
  type MemberType,
} from '#shared/model/index.ts';
import {
  advisoryMemberDocument,
  albumDocument,
  libraryItemDocument,
  memberCardDocument,
  photoDocument,
  postDocument,
  teamMemberDocument,
  userProfileDocument,
} from '#shared/testing/documents.ts';
import { adminRecord, auditedWrites } from './audited-writes';
import { past, serverTimestamp, useContentRules } from './content-actors';
import { countedWrites } from './counted-writes';
import type { Documents } from './rules-env';

/**
 * IMAGE_PURPOSES says who may upload each purpose (uploaders), and uploadImage refuses everyone else.
 * Held here to the rules: for every image field (IMAGE_FIELDS), the actors whose own upload of the
 * field's purpose the rules let them put there are exactly those the table lets upload it. A peer's
 * post cover could never be used, so uploadImage must not store one.
 */

type Db = firebase.firestore.Firestore;

/** Who an actor is, as the rules and uploadImage read it: the claim, admins/{uid}, the profile. */
interface Actor {
  /** A signed-out visitor's is the uid the paths of their attempts name. */
  uid: string;
  signedIn: boolean;
  claim: boolean;
  record: boolean;
  profile: { status: MemberStatus; type: MemberType | null } | null;
}

const actors: Record<string, Actor> = {
  signedOut: { uid: 'nobody', signedIn: false, claim: false, record: false, profile: null },
  pending: { uid: 'pending', signedIn: true, claim: false, record: false, profile: { status: 'pending', type: null } },
  voice: { uid: 'voice', signedIn: true, claim: false, record: false, profile: { status: 'active', type: 'voice' } },
  auntie: { uid: 'auntie', signedIn: true, claim: false, record: false, profile: { status: 'active', type: 'auntie' } },
  peer: { uid: 'peer', signedIn: true, claim: false, record: false, profile: { status: 'active', type: 'peer' } },
  suspendedVoice: {
    uid: 'suspended',
    signedIn: true,
    claim: false,
    record: false,
    profile: { status: 'suspended', type: 'voice' },
  },
  admin: { uid: 'admin', signedIn: true, claim: true, record: true, profile: null },
  adminVoice: {
    uid: 'adminvoice',
    signedIn: true,
    claim: true,
    record: true,
    profile: { status: 'active', type: 'voice' },
  },
  /** Revoked: the token keeps the claim for up to an hour, admins/{uid} is gone. */
  revokedAdmin: {
    uid: 'revoked',
    signedIn: true,
    claim: true,
    record: false,
    profile: { status: 'active', type: 'peer' },
  },
};
type ActorName = keyof typeof actors;
const actorNames = Object.keys(actors) as ActorName[];

const rolesOf = ({ claim, record, profile }: Actor) =>
  uploaderRolesOf({ admin: claim && record, status: profile?.status ?? null, type: profile?.type ?? null });

/** Each actor's upload of each purpose: its id and address (ids are 20 letters and digits). */
const uploadOf = (actor: ActorName, purpose: ImagePurpose) => {
  const id = `u${actorNames.indexOf(actor)}p${IMAGE_PURPOSE_NAMES.indexOf(purpose)}`.padEnd(20, '0');
  return { id, address: mediaAddress({ purpose, id, width: 1600, height: 1600, placeholder: '#c0a080' }) };
};

const draftOf = ({ uid }: Actor) => `${COLLECTIONS.posts}/draft-of-${uid}`;

const ALT = 'Bands of ochre and green under a gold sun';

function actorDocuments(): Documents {
  const documents: Documents = { 'albums/live': albumDocument(past) };
  for (const name of actorNames) {
    const actor = actors[name];
    if (!actor) continue;
    for (const purpose of IMAGE_PURPOSE_NAMES) {
      const { id, address } = uploadOf(name, purpose);
      const record: MediaRecord<Date> = {
        owner: actor.uid,
        purpose,
        address,
        created: past,
        expireAt: new Date(past.getTime() + 24 * 3600_000),
        usedBy: [],
      };
      documents[`${MEDIA_COLLECTION}/${id}`] = record;
    }
    const displayName = `Member ${name}`;
    documents[draftOf(actor)] = postDocument(`draft-of-${actor.uid}`, past, {
      status: 'draft',
      authorUid: actor.uid,
      author: { displayName, type: 'voice' },
    });
    if (actor.record) documents[`${COLLECTIONS.admins}/${actor.uid}`] = adminRecord();
    if (actor.profile) {
      documents[`${COLLECTIONS.users}/${actor.uid}`] = userProfileDocument(`${actor.uid}@example.com`, past, {
        ...actor.profile,
        ...(actor.profile.status === 'suspended' ? { suspendedFrom: 'active' } : {}),
      });
    }
    // A card for everyone: an attempt on one is refused by who makes it, never by a missing card.
    documents[`${COLLECTIONS.members}/${actor.uid}`] = memberCardDocument(past, {
      displayName,
      type: actor.profile?.type ?? 'peer',
    });
  }
  return documents;
}

const { getEnv } = useContentRules(actorDocuments);

const dbOf = (env: RulesTestEnvironment, { uid, signedIn, claim }: Actor): Db =>
  signedIn
    ? env
        .authenticatedContext(uid, {
          email: `${uid}@example.com`,
          email_verified: true,
          ...(claim ? { admin: true } : {}),
        })
        .firestore()
    : env.unauthenticatedContext().firestore();

/**
 * The writes that put an upload in each collection's image field, as the app sends them: a member's
 * and an admin's (with its audit entry) where both write the collection.
 */
type Attach = (env: RulesTestEnvironment, actor: Actor, address: string) => (() => Promise<unknown>)[];

const audited = (env: RulesTestEnvironment, actor: Actor) => auditedWrites(env, dbOf(env, actor), actor.uid);

const attachWrites: Record<keyof typeof IMAGE_FIELDS, Attach> = {
  posts: (env, actor, coverUrl) => {
    const edit = { coverUrl, coverAlt: ALT, updated: serverTimestamp() };
    return [
      () => dbOf(env, actor).doc(draftOf(actor)).update(edit),
      () => audited(env, actor).update(draftOf(actor), edit, 'editPost'),
    ];
  },
  members: (env, actor, portraitUrl) => [
    () =>
      countedWrites(() => env)
        .doc({ db: dbOf(env, actor), uid: actor.uid, action: 'cardEdit' }, `${COLLECTIONS.members}/${actor.uid}`)
        .update({ portraitUrl }),
  ],
  albums: (env, actor, coverUrl) => [
    () =>
      audited(env, actor).update('albums/live', { coverUrl, coverAlt: ALT, updated: serverTimestamp() }, 'editAlbum'),
  ],
  photos: (env, actor, imageUrl) => [
    () =>
      audited(env, actor).set(
        `albums/live/photos/of-${actor.uid}`,
        { ...photoDocument(serverTimestamp(), { imageUrl }), date: past },
        'createPhoto',
      ),
  ],
  libraryItems: (env, actor, coverUrl) => [
    () =>
      audited(env, actor).set(
        `libraryItems/of-${actor.uid}`,
        libraryItemDocument(serverTimestamp(), { coverUrl, coverAlt: ALT }),
        'createLibraryItem',
      ),
  ],
  advisoryMembers: (env, actor, photoUrl) => [
    () =>
      audited(env, actor).set(
        `advisoryMembers/of-${actor.uid}`,
        advisoryMemberDocument(serverTimestamp(), { photoUrl }),
        'createAdvisoryMember',
      ),
  ],
  teamMembers: (env, actor, photoUrl) => [
    () =>
      audited(env, actor).set(
        `teamMembers/of-${actor.uid}`,
        teamMemberDocument(serverTimestamp(), { photoUrl }),
        'createTeamMember',
      ),
  ],
};

/** Whether one of the writes, tried in turn, is allowed; a failure other than the rules' refusal is thrown. */
async function anyAllowed(writes: (() => Promise<unknown>)[]): Promise<boolean> {
  for (const write of writes) {
    try {
      await write();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== 'permission-denied') throw error;
    }
  }
  return false;
}

const imageFields = Object.entries(IMAGE_FIELDS).flatMap(([collection, fields]) =>
  Object.entries(fields).map(([field, purpose]) => ({
    collection: collection as keyof typeof IMAGE_FIELDS,
    where: `${collection}.${field}`,
    purpose: purpose as ImagePurpose,
  })),
);

describe('who may upload each purpose (IMAGE_PURPOSES) is who the rules let attach it', () => {
  it.each(imageFields)('$where takes a $purpose upload from exactly its uploaders', async ({ collection, purpose }) => {
    const env = getEnv();
    const seen: Record<string, { uploads: boolean; attaches: boolean }> = {};
    for (const name of actorNames) {
      const actor = actors[name];
      if (!actor) continue;
      // One actor at a time: two actors' writes of the same document would race.
      const attaches = await anyAllowed(attachWrites[collection](env, actor, uploadOf(name, purpose).address));
      seen[name] = { uploads: mayUpload(purpose, rolesOf(actor)), attaches };
    }
    const disagree = Object.entries(seen).filter(([, { uploads, attaches }]) => uploads !== attaches);
    expect(disagree, JSON.stringify(seen)).toEqual([]);
    // Somebody may always attach it: a purpose nobody can use would be an upload for nothing.
    expect(Object.values(seen).some(({ attaches }) => attaches)).toBe(true);
  });
});
