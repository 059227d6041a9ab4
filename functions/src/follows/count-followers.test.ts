import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import { recountFollowers, writerOf } from './count-followers.js';

const { db, projectId } = emulatedFirestore();

beforeEach(() => clearFirestore(projectId));

const card = (uid: string) => db.doc(`members/${uid}`);
const follow = (uid: string, kind: string, target: string) =>
  db.doc(`users/${uid}/follows/${kind}:${target}`).set({ kind, target, name: target, created: Timestamp.now() });

describe('recountFollowers', () => {
  it('writes how many members follow the writer, counting neither other writers’ follows nor a tag of the same text', async () => {
    await card('voice-1').set({ displayName: 'Chiamaka Eze', type: 'voice' });
    await follow('u1', 'writer', 'voice-1');
    await follow('u2', 'writer', 'voice-1');
    await follow('u2', 'writer', 'voice-2');
    await follow('u3', 'tag', 'voice-1');

    expect(await recountFollowers(db, 'voice-1')).toBe(2);
    expect((await card('voice-1').get()).data()).toEqual({
      displayName: 'Chiamaka Eze',
      type: 'voice',
      followerCount: 2,
    });
  });

  it('heals a wrong count, down to zero once the last follower unfollows, and writes nothing when it is right', async () => {
    await card('voice-1').set({ displayName: 'Chiamaka Eze', followerCount: 9 });
    await follow('u1', 'writer', 'voice-1');
    expect(await recountFollowers(db, 'voice-1')).toBe(1);
    expect(await recountFollowers(db, 'voice-1')).toBeNull();

    await db.doc('users/u1/follows/writer:voice-1').delete();
    expect(await recountFollowers(db, 'voice-1')).toBe(0);
    expect((await card('voice-1').get()).get('followerCount')).toBe(0);
  });

  it('never writes a card that is not there (held or deleted)', async () => {
    await follow('u1', 'writer', 'voice-1');
    expect(await recountFollowers(db, 'voice-1')).toBeNull();
    expect((await card('voice-1').get()).exists).toBe(false);
  });
});

describe('writerOf', () => {
  it('names the writer of a follow made or removed, and no one for a tag’s', () => {
    expect(writerOf(undefined, { kind: 'writer', target: 'voice-1' })).toBe('voice-1');
    expect(writerOf({ kind: 'writer', target: 'voice-1' }, undefined)).toBe('voice-1');
    expect(writerOf(undefined, { kind: 'tag', target: 'memoir' })).toBe('');
  });
});
