import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { COLLECTIONS, type AdminRecord } from '#shared/model/index.ts';

type Db = firebase.firestore.Firestore;
type Batch = firebase.firestore.WriteBatch;
type Data = Record<string, unknown>;

/** The uid of the admin every actor list of the rules tests has (rules-env, content-actors). */
export const ADMIN_UID = 'admin';

/** The uid of the revoked admin of those lists: the claim in the token, no admins/{uid}. */
export const REVOKED_ADMIN_UID = 'revoked';

/** admins/{uid} as manageMember writes it: with the claim, what makes an admin (isAdmin). */
export const adminRecord = (grantedBy = 'seed'): AdminRecord => ({ granted: new Date('2026-01-01'), grantedBy });

/** An audit entry beside a write; anything left out is what the web app sends. */
export interface EntryOverrides {
  target?: string;
  details?: Data;
  actor?: string;
  at?: unknown;
  /** Leave the admin's auditHeads document as it was (the entry then is not this commit's). */
  noHead?: boolean;
  /** Another entry id for the head to point at. */
  headPointsTo?: string;
}

/** What the web app records as a document's name: none for comments and contact messages. */
function detailsOf(path: string, data: Data | undefined): Data {
  if (!data || path.startsWith(`${COLLECTIONS.contactMessages}/`) || path.includes(`/${COLLECTIONS.comments}/`)) {
    return {};
  }
  // A photo without a caption is named by its alt text (photoName of shared/model/albums.ts).
  if (data.caption === '' && typeof data.alt === 'string') return { name: data.alt };
  const field = ['title', 'caption', 'name'].find((key) => typeof data[key] === 'string');
  return field ? { name: data[field] } : {};
}

/** Adds an entry and the head that points at it to a batch, as web/src/lib/firebase/audited-write.ts does. */
export function addEntry(
  db: Db,
  batch: Batch,
  uid: string,
  action: string,
  target: string,
  overrides: EntryOverrides = {},
) {
  const entry = db.collection(COLLECTIONS.auditLog).doc();
  batch.set(entry, {
    actor: overrides.actor ?? uid,
    target: overrides.target ?? target,
    action,
    details: overrides.details ?? {},
    at: overrides.at ?? firebase.firestore.FieldValue.serverTimestamp(),
  });
  if (!overrides.noHead) {
    batch.set(db.doc(`${COLLECTIONS.auditHeads}/${uid}`), { entry: overrides.headPointsTo ?? entry.id });
  }
  return entry;
}

/**
 * An admin's writes as the web app makes them: each in one batch with its audit entry and the head
 * that points at it. The entry's name is read from the data (for an update or a delete, the stored
 * document, read with the rules off); `overrides` makes a wrong entry.
 */
export function auditedWrites(env: RulesTestEnvironment, db: Db, uid: string = ADMIN_UID) {
  const stored = async (path: string): Promise<Data | undefined> => {
    let data: Data | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      data = (await context.firestore().doc(path).get()).data();
    });
    return data;
  };
  const commit = (
    path: string,
    action: string,
    details: Data,
    overrides: EntryOverrides,
    write: (batch: Batch) => void,
  ) => {
    const batch = db.batch();
    write(batch);
    addEntry(db, batch, uid, action, path, { details, ...overrides });
    return batch.commit();
  };
  return {
    set: (path: string, data: Data, action: string, overrides: EntryOverrides = {}) =>
      commit(path, action, detailsOf(path, data), overrides, (batch) => batch.set(db.doc(path), data)),
    update: async (path: string, change: Data, action: string, overrides: EntryOverrides = {}) =>
      commit(path, action, detailsOf(path, { ...(await stored(path)), ...change }), overrides, (batch) =>
        batch.update(db.doc(path), change),
      ),
    delete: async (path: string, action: string, overrides: EntryOverrides = {}) =>
      commit(path, action, detailsOf(path, await stored(path)), overrides, (batch) => batch.delete(db.doc(path))),
    /** Several writes under one entry (an album deleted with its photos, a photo moved). */
    batch: (target: string, action: string, details: Data, write: (batch: Batch, db: Db) => void) =>
      commit(target, action, details, {}, (batch) => write(batch, db)),
  };
}

export type AuditedWrites = ReturnType<typeof auditedWrites>;
