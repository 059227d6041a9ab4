import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from '../test-support.js';
import { onUserWrittenForSearch } from './index-user-for-search.js';
import { db, projectId } from './test-support.js';

beforeEach(() => clearFirestore(projectId));

describe('onUserWrittenForSearch', () => {
  const profile = { email: 'amara.okafor@example.com', status: 'active', type: 'voice', displayName: 'Amara Ọkafọ' };

  it('stores the folded words of the display name and the e-mail address, then their beginnings, once', async () => {
    await db.doc('users/u1').set(profile);
    expect(await onUserWrittenForSearch(db, 'u1', profile)).toBe(true);
    expect((await db.doc('users/u1').get()).get('searchWords')).toEqual([
      ...['amara', 'okafo', 'okafor', 'example', 'com'],
      ...['ama', 'amar', 'oka', 'okaf', 'exa', 'exam', 'examp', 'exampl'],
    ]);
    expect(await onUserWrittenForSearch(db, 'u1', (await db.doc('users/u1').get()).data())).toBe(false);
  });

  it('follows a new address and a first name, and writes nothing for a deleted profile', async () => {
    const signedUp = { email: 'new@example.com', status: '', type: null };
    await db.doc('users/u2').set(signedUp);
    await onUserWrittenForSearch(db, 'u2', signedUp);
    expect((await db.doc('users/u2').get()).get('searchWords')).toEqual([
      'new',
      'example',
      'com',
      'exa',
      'exam',
      'examp',
      'exampl',
    ]);
    const applied = { ...signedUp, displayName: 'Kofi' };
    await db.doc('users/u2').update(applied);
    expect(await onUserWrittenForSearch(db, 'u2', applied)).toBe(true);
    expect((await db.doc('users/u2').get()).get('searchWords')).toContain('kofi');

    expect(await onUserWrittenForSearch(db, 'u3', undefined)).toBe(false);
    expect((await db.doc('users/u3').get()).exists).toBe(false);
  });
});
