import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberCardDocument } from '#shared/testing/documents.js';
import { clearFirestore } from '../test-support.js';
import { giveMissingSlugs } from './give-missing-slugs.js';
import { db, projectId } from './test-support.js';

beforeEach(() => clearFirestore(projectId));

const joined = Timestamp.fromMillis(1_780_000_000_000);
const cardOf = (displayName: string, slug?: string) => ({
  ...memberCardDocument(joined, { displayName }),
  ...(slug ? { slug } : {}),
});
const slugOf = async (path: string) => (await db.doc(path).get()).get('slug') as unknown;

describe('giveMissingSlugs', () => {
  it('gives each card without a slug the next free one of its name, held cards too, keeps the slugs there are, and then has nothing to do', async () => {
    await db.doc('members/a').set(cardOf('Efua Mensah'));
    await db.doc('members/b').set(cardOf('Efua Mensah'));
    await db.doc('members/c').set(cardOf('Kofi Boateng', 'kofi-boateng'));
    await db.doc('members/d').set(cardOf('Ọlá Ògún'));
    await db.doc('heldCards/e').set({ ...cardOf('Efua Mensah'), held: joined, reason: 'suspended' });
    // Taken already by a card approved since slugs: the older cards of that name come after it.
    await db.doc('members/f').set(cardOf('Kofi Boateng', 'efua-mensah'));

    expect(await giveMissingSlugs(db)).toEqual({ members: 3, heldCards: 1 });
    expect({
      a: await slugOf('members/a'),
      b: await slugOf('members/b'),
      c: await slugOf('members/c'),
      d: await slugOf('members/d'),
      e: await slugOf('heldCards/e'),
    }).toEqual({ a: 'efua-mensah-2', b: 'efua-mensah-3', c: 'kofi-boateng', d: 'ola-ogun', e: 'efua-mensah-4' });
    // Nothing else on a card changes.
    expect((await db.doc('members/a').get()).data()).toEqual({ ...cardOf('Efua Mensah'), slug: 'efua-mensah-2' });

    expect(await giveMissingSlugs(db)).toEqual({ members: 0, heldCards: 0 });
  });
});
