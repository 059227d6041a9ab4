import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { COLLECTIONS, POST_TAGS_STATS_ID } from '#shared/model/index.ts';
import { everyone, useContentRules } from './content-actors';

const postTags = `${COLLECTIONS.stats}/${POST_TAGS_STATS_ID}`;
const { db } = useContentRules(() => ({
  [postTags]: { tags: { poetry: 2, memory: 1 } },
  [`${COLLECTIONS.stats}/other`]: { count: 1 },
}));

describe('stats: the tags in use are everyone’s to read and no client’s to write', () => {
  it('lets everyone read stats/postTags', async () => {
    for (const actor of everyone) await assertSucceeds(db(actor).doc(postTags).get());
  });

  it('refuses any other stats document and a list of the collection, to everyone', async () => {
    for (const actor of everyone) {
      await assertFails(db(actor).doc(`${COLLECTIONS.stats}/other`).get());
      await assertFails(db(actor).collection(COLLECTIONS.stats).limit(1).get());
    }
  });

  it('refuses a create, an edit and a delete to everyone, admins included', async () => {
    for (const actor of everyone) {
      await assertFails(
        db(actor)
          .doc(postTags)
          .set({ tags: { poetry: 99 } }),
      );
      await assertFails(db(actor).doc(postTags).update({ 'tags.fake': 1 }));
      await assertFails(db(actor).doc(postTags).delete());
      await assertFails(db(actor).doc(`${COLLECTIONS.stats}/new`).set({ tags: {} }));
    }
  });
});
