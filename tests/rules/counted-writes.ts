import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { RATE_LIMITS_COLLECTION, nextRateStep, rateStepFields, type RateAction } from '#shared/model/index.ts';
import { dbOf, serverTimestamp, type ContentActor } from './content-actors';

type Db = firebase.firestore.Firestore;
type Batch = firebase.firestore.WriteBatch;
type Data = Record<string, unknown>;

/** A member's write counted as the app counts it: the path it names and the uid whose counter steps. */
export interface Counted {
  db: Db;
  uid: string;
  action: RateAction;
}

/**
 * Counted writes (rateLimits/{uid}, LIMITS.rate) as the app makes them: the write and its author's
 * counter step naming the written document, in one batch. The step is the app's (nextRateStep, from
 * the stored entry); a full window is stepped past its limit anyway, so that the rules, not this
 * helper, refuse it. `step` overrides the step's fields (another target, a count, a time).
 */
export function countedWrites(getEnv: () => RulesTestEnvironment) {
  /** The stored entry, read as the app reads it (the owner's get), or with the rules off for anyone else. */
  async function stored(db: Db | null, uid: string, action: RateAction) {
    type Entry = { windowStart: firebase.firestore.Timestamp; count: number } | undefined;
    const path = `${RATE_LIMITS_COLLECTION}/${uid}`;
    // null when the owner's read is refused (another member's db): then with the rules off.
    const own = db
      ? await db
          .doc(path)
          .get()
          .then(
            (snapshot) => ({ entry: snapshot.get(action) as Entry }),
            () => null,
          )
      : null;
    let entry = own?.entry;
    if (!own) {
      await getEnv().withSecurityRulesDisabled(async (context) => {
        entry = (await context.firestore().doc(path).get()).get(action) as Entry;
      });
    }
    return entry ? { windowStart: entry.windowStart.toDate(), count: entry.count } : null;
  }

  /** The fields of `uid`'s next step of `action`, naming `target` (`db`: the owner's, to read it). */
  async function nextStep(uid: string, action: RateAction, target: string, db: Db | null = null): Promise<Data> {
    const current = await stored(db, uid, action);
    const step = nextRateStep(action, current);
    return step.window === 'full'
      ? { count: (current?.count ?? 0) + 1, last: serverTimestamp(), target }
      : rateStepFields(step, target, serverTimestamp());
  }

  async function commit({ db, uid, action }: Counted, target: string, write: (batch: Batch) => void, step: Data = {}) {
    const fields = { ...(await nextStep(uid, action, target, db)), ...step };
    const batch = db.batch();
    batch.set(db.doc(`${RATE_LIMITS_COLLECTION}/${uid}`), { [action]: fields }, { merge: true });
    write(batch);
    return batch.commit();
  }

  return {
    nextStep,
    commit,
    /** set() and update() of the document at `path`, each with its counter step. */
    doc(counted: Counted, path: string, step: Data = {}) {
      const ref = counted.db.doc(path);
      return {
        set: (data: Data) => commit(counted, path, (batch) => batch.set(ref, data), step),
        update: (data: Data) => commit(counted, path, (batch) => batch.update(ref, data), step),
      };
    },
    /** A new document of the collection at `path`, with its counter step. */
    add(counted: Counted, path: string, data: Data, step: Data = {}) {
      const ref = counted.db.collection(path).doc();
      return commit(counted, ref.path, (batch) => batch.set(ref, data), step);
    },
  };
}

/** Each content actor's uid (content-actors.ts); a signed-out visitor steps a counter that is nobody's. */
const actorUids: Record<ContentActor, string> = {
  signedOut: 'nobody',
  pending: 'pending',
  voice: 'voice',
  otherVoice: 'voice2',
  auntie: 'auntie',
  peer: 'peer',
  admin: 'admin',
  revokedAdmin: 'revoked',
};

/**
 * A content actor's counted writes of `action` (countedWrites): `doc(actor, path)` gives set() and
 * update(), `add(actor, collectionPath, data)` a new document, each with the actor's counter step.
 */
export function countedAs(getEnv: () => RulesTestEnvironment, action: RateAction) {
  const counted = countedWrites(getEnv);
  const of = (actor: ContentActor): Counted => ({ db: dbOf(getEnv(), actor), uid: actorUids[actor], action });
  return {
    doc: (actor: ContentActor, path: string, step: Data = {}) => counted.doc(of(actor), path, step),
    add: (actor: ContentActor, path: string, data: Data, step: Data = {}) => counted.add(of(actor), path, data, step),
  };
}
