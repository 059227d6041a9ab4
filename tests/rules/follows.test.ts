import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS, followId, rateTargets, type FollowKind } from '#shared/model/index.ts';
import {
  allBut,
  memberCards,
  past,
  serverTimestamp,
  uidOf,
  useContentRules,
  type ContentActor,
} from './content-actors';
import { countedAs } from './counted-writes';

/**
 * users/{uid}/follows/{kind}:{target}: a member follows a writer (a voice's card, not their own) or a
 * tag. Only the member reads, follows (counted, LIMITS.rate.follow) and unfollows theirs.
 */
const { getEnv, db, seed } = useContentRules(() => ({
  'members/auntie': memberCards.auntie,
  'users/peer/follows/writer:voice2': { kind: 'writer', target: 'voice2', name: 'Kwame Boateng', created: past },
}));
const following = countedAs(getEnv, 'follow');

const entry = (kind: FollowKind, target: string, name: string, fields: Record<string, unknown> = {}) => ({
  kind,
  target,
  name,
  created: serverTimestamp(),
  ...fields,
});

/** `actor` follows in `owner`'s list (their own by default), with the counter step the app sends. */
const follow = (
  actor: ContentActor,
  data: Record<string, unknown> = entry('writer', 'voice', 'Chiamaka Eze'),
  { owner = uidOf[actor] ?? 'nobody', id = `${String(data.kind)}:${String(data.target)}`, step = {} } = {},
) => following.doc(actor, `users/${owner}/follows/${id}`, step).set(data);

describe('follows: following a writer or a tag', () => {
  it('lets any signed-in member follow a voice by the name on their card, and a tag', async () => {
    for (const actor of allBut('signedOut', 'voice')) {
      await assertSucceeds(follow(actor));
      await assertSucceeds(follow(actor, entry('tag', 'oral history', 'oral history')));
    }
  });

  it('refuses a visitor, and a follow in another member’s list', async () => {
    await assertFails(follow('signedOut', entry('writer', 'voice', 'Chiamaka Eze'), { owner: 'peer' }));
    await assertFails(follow('auntie', entry('writer', 'voice', 'Chiamaka Eze'), { owner: 'peer' }));
  });

  it('refuses following oneself, a member who is not a voice, and an account without a card', async () => {
    await assertFails(follow('voice'));
    await assertSucceeds(follow('voice', entry('writer', 'voice2', 'Kwame Boateng')));
    await assertFails(follow('peer', entry('writer', 'auntie', 'Ama Serwaa')));
    await assertFails(follow('peer', entry('writer', 'pending', 'Pending Member')));
    await assertFails(follow('peer', entry('writer', 'nobody-at-all', 'Nobody')));
  });

  it('refuses a name that is not the card’s, or a tag’s name that is not the tag', async () => {
    await assertFails(follow('peer', entry('writer', 'voice', 'Someone Else')));
    await assertFails(follow('peer', entry('tag', 'memoir', 'Memoir')));
  });

  it('refuses a tag the blog would not take: capitals, a slash, too long, empty', async () => {
    await assertFails(follow('peer', entry('tag', 'Memoir', 'Memoir')));
    await assertFails(follow('peer', entry('tag', 'a/b', 'a/b'), { id: 'tag:a-b' }));
    const long = 'x'.repeat(LIMITS.post.tag.max + 1);
    await assertFails(follow('peer', entry('tag', long, long)));
    await assertFails(follow('peer', entry('tag', '', ''), { id: 'tag:' }));
    const longest = 'x'.repeat(LIMITS.post.tag.max);
    await assertSucceeds(follow('peer', entry('tag', longest, longest)));
  });

  it('refuses an id that is not kind:target, an unknown kind, a time of its own, other keys, missing keys', async () => {
    await assertFails(follow('peer', entry('writer', 'voice', 'Chiamaka Eze'), { id: 'writer:voice2' }));
    await assertFails(follow('peer', entry('writer', 'voice', 'Chiamaka Eze'), { id: 'voice' }));
    await assertFails(follow('peer', entry('member' as FollowKind, 'voice', 'Chiamaka Eze')));
    // An unknown kind whose target and name would pass as a tag's.
    await assertFails(follow('peer', entry('topic' as FollowKind, 'memoir', 'memoir')));
    await assertFails(follow('peer', entry('writer', 'voice', 'Chiamaka Eze', { created: past })));
    await assertFails(follow('peer', entry('writer', 'voice', 'Chiamaka Eze', { mail: true })));
    const { name: _name, ...unnamed } = entry('writer', 'voice', 'Chiamaka Eze');
    await assertFails(follow('peer', unnamed, { id: 'writer:voice' }));
  });

  it('requires the follow to be counted, naming this entry', async () => {
    const id = followId('writer', 'voice');
    await assertFails(
      db('peer')
        .doc(`users/peer/follows/${id}`)
        .set(entry('writer', 'voice', 'Chiamaka Eze')),
    );
    await assertFails(follow('peer', undefined, { step: { target: rateTargets.follow('peer', 'tag:memoir') } }));
    await assertSucceeds(follow('peer', undefined, { step: { target: rateTargets.follow('peer', id) } }));
  });

  it(`refuses the ${LIMITS.rate.follow.max + 1}th follow of a day`, async () => {
    const { max } = LIMITS.rate.follow;
    const counted = (count: number) => ({ windowStart: new Date(), count, last: past, target: 'x' });
    await seed({ 'rateLimits/auntie': { follow: counted(max - 1) } });
    await assertSucceeds(follow('auntie'));
    await seed({ 'rateLimits/auntie': { follow: counted(max) } });
    await assertFails(follow('auntie', entry('tag', 'memoir', 'memoir')));
  });

  it('never updates an entry: not even its owner', async () => {
    await assertFails(follow('peer', entry('writer', 'voice2', 'Kwame Boateng')));
    await assertFails(db('peer').doc('users/peer/follows/writer:voice2').update({ name: 'Renamed' }));
  });
});

describe('follows: reading and unfollowing', () => {
  it('lets the owner read their follows, a page at a time', async () => {
    await assertSucceeds(db('peer').doc('users/peer/follows/writer:voice2').get());
    await assertSucceeds(
      db('peer').collection('users/peer/follows').orderBy('created', 'desc').limit(LIMITS.query.follows).get(),
    );
  });

  it('refuses anyone else, an admin and the followed writer included, and a page larger than the rules allow', async () => {
    for (const actor of allBut('peer')) {
      await assertFails(db(actor).doc('users/peer/follows/writer:voice2').get());
      await assertFails(db(actor).collection('users/peer/follows').limit(10).get());
      await assertFails(db(actor).collectionGroup('follows').where('target', '==', 'voice2').limit(10).get());
    }
    await assertFails(
      db('peer')
        .collection('users/peer/follows')
        .limit(LIMITS.query.follows + 1)
        .get(),
    );
  });

  it('lets the owner unfollow, and no one else', async () => {
    for (const actor of allBut('peer')) await assertFails(db(actor).doc('users/peer/follows/writer:voice2').delete());
    await assertSucceeds(db('peer').doc('users/peer/follows/writer:voice2').delete());
  });
});

describe('members/{uid}.followerCount: the functions’ alone', () => {
  it('refuses the card’s owner and any other member setting it', async () => {
    await assertFails(db('voice').doc('members/voice').update({ followerCount: 12 }));
    await assertFails(db('peer').doc('members/voice').update({ followerCount: 12 }));
  });
});
