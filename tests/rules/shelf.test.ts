import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS, rateTargets } from '#shared/model/index.ts';
import { postDocument } from '#shared/testing/documents.ts';
import { allBut, past, serverTimestamp, uidOf, useContentRules, type ContentActor } from './content-actors';
import { countedAs } from './counted-writes';

/**
 * users/{uid}/shelf/{slug}: a member keeps a published post to read later. Only the member reads,
 * saves (counted, LIMITS.rate.shelf) and removes theirs; the entry is the post's slug and title.
 */
const { getEnv, db, seed } = useContentRules(() => ({
  'posts/live': postDocument('live', past, { title: 'Live post' }),
  'posts/draft': postDocument('draft', past, { title: 'Draft post', status: 'draft' }),
  'posts/other': postDocument('other', past, { title: 'Other post' }),
  'posts/gone': postDocument('gone', past, { title: 'Gone post', status: 'returned' }),
  'users/voice/shelf/kept': { slug: 'kept', title: 'Kept post', saved: past },
}));
const saving = countedAs(getEnv, 'shelf');

const entry = (slug: string, title: string, fields: Record<string, unknown> = {}) => ({
  slug,
  title,
  saved: serverTimestamp(),
  ...fields,
});
/** `actor` saves `slug` to `owner`'s shelf (their own by default), with the counter step the app sends. */
const save = (
  actor: ContentActor,
  slug = 'live',
  fields: Record<string, unknown> = {},
  owner = uidOf[actor] ?? 'nobody',
  step = {},
) => saving.doc(actor, `users/${owner}/shelf/${slug}`, step).set(entry(slug, 'Live post', fields));

describe('the shelf: saving a post', () => {
  it('lets any signed-in member save a published post to their own shelf, by its slug and title', async () => {
    for (const actor of allBut('signedOut')) await assertSucceeds(save(actor));
  });

  it('refuses a visitor, and a save to another member’s shelf', async () => {
    await assertFails(save('signedOut', 'live', {}, 'voice'));
    await assertFails(save('peer', 'live', {}, 'voice'));
  });

  it('refuses a post that is not published, or does not exist', async () => {
    await assertFails(save('peer', 'draft', { title: 'Draft post' }));
    await assertFails(save('peer', 'gone', { title: 'Gone post' }));
    await assertFails(save('peer', 'missing', { title: 'Missing post' }));
  });

  it('refuses a title that is not the post’s, a slug that is not the id, a time of its own, other keys', async () => {
    await assertFails(save('peer', 'live', { title: 'Something else' }));
    await assertFails(save('peer', 'live', { slug: 'draft' }));
    await assertFails(save('peer', 'live', { saved: past }));
    await assertFails(save('peer', 'live', { note: 'later' }));
    const { title: _title, ...untitled } = entry('live', 'Live post');
    await assertFails(saving.doc('peer', 'users/peer/shelf/live').set(untitled));
  });

  it('requires the save to be counted, naming this entry', async () => {
    await assertFails(db('peer').doc('users/peer/shelf/live').set(entry('live', 'Live post')));
    await assertFails(save('peer', 'live', {}, 'peer', { target: rateTargets.shelf('peer', 'kept') }));
    await assertSucceeds(save('peer', 'live', {}, 'peer', { target: rateTargets.shelf('peer', 'live') }));
  });

  it(`refuses a save past the ${LIMITS.rate.shelf.max} of a day`, async () => {
    const { max } = LIMITS.rate.shelf;
    const entryOf = (count: number) => ({ windowStart: new Date(), count, last: past, target: 'x' });
    await seed({ 'rateLimits/peer': { shelf: entryOf(max - 1) } });
    await assertSucceeds(save('peer'));
    await seed({ 'rateLimits/peer': { shelf: entryOf(max) } });
    await assertFails(save('peer', 'other', { title: 'Other post' }));
  });

  it('never updates an entry: not even its owner', async () => {
    await assertFails(save('voice', 'kept', { title: 'Kept post' }));
    await assertFails(db('voice').doc('users/voice/shelf/kept').update({ title: 'Renamed' }));
  });
});

describe('the shelf: reading and removing', () => {
  it('lets the owner read their entries, a page at a time', async () => {
    await assertSucceeds(db('voice').doc('users/voice/shelf/kept').get());
    await assertSucceeds(
      db('voice').collection('users/voice/shelf').orderBy('saved', 'desc').limit(LIMITS.query.shelf).get(),
    );
  });

  it('refuses anyone else, an admin included, and a page larger than the rules allow', async () => {
    for (const actor of allBut('voice')) {
      await assertFails(db(actor).doc('users/voice/shelf/kept').get());
      await assertFails(db(actor).collection('users/voice/shelf').limit(10).get());
    }
    await assertFails(
      db('voice')
        .collection('users/voice/shelf')
        .limit(LIMITS.query.shelf + 1)
        .get(),
    );
  });

  it('lets the owner remove an entry, and no one else', async () => {
    for (const actor of allBut('voice')) await assertFails(db(actor).doc('users/voice/shelf/kept').delete());
    await assertSucceeds(db('voice').doc('users/voice/shelf/kept').delete());
  });
});
