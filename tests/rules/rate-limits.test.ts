import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  RATE_LIMITS_COLLECTION,
  UPLOAD_RATE_KEY,
  rateTargets,
  type PostStatus,
  type RateAction,
} from '#shared/model/index.ts';
import { allBut, memberCards, past, serverTimestamp, useContentRules, type ContentActor } from './content-actors';
import { countedWrites } from './counted-writes';
import { bannedBookDocument, commentDocument, postDocument } from '#shared/testing/documents.ts';

/**
 * Per-member rates (LIMITS.rate): a counted write goes with one step of its author's counter,
 * rateLimits/{uid}, in the same request, naming the document it writes. These tests prove the
 * counter's own rules, and for each counted write: allowed under the limit, refused over it, refused
 * when the counter is not stepped, stepped for another document or in another request, and when the
 * step is another member's.
 */
const { getEnv, db, audited, seed } = useContentRules(() => ({
  'members/auntie': memberCards.auntie,
  'posts/live': post('live', 'published'),
  'posts/mine-draft': post('mine-draft', 'draft'),
  'posts/mine-submitted': post('mine-submitted', 'submitted'),
}));
const counted = countedWrites(getEnv);
const uidOf = { voice: 'voice', otherVoice: 'voice2', auntie: 'auntie', peer: 'peer' } as const;
type Member = keyof typeof uidOf;
const as = (actor: Member, action: RateAction) => ({ db: db(actor), uid: uidOf[actor], action });

const post = (slug: string, status: string, authorUid = 'voice') =>
  postDocument(slug, past, { authorUid, status: status as PostStatus });

const cards = { voice: memberCards.voice, otherVoice: memberCards.voice2, auntie: memberCards.auntie };
/** What the comment form sends for `actor`, with their card. */
const commentBy = (actor: keyof typeof cards) =>
  commentDocument(serverTimestamp(), {
    authorUid: uidOf[actor],
    author: { displayName: cards[actor].displayName, type: cards[actor].type },
  });
const submission = (slug: string, status = 'submitted') => ({
  ...post(slug, status),
  created: serverTimestamp(),
  updated: serverTimestamp(),
});
const proposal = (proposedBy: string) => bannedBookDocument(serverTimestamp(), { status: 'proposed', proposedBy });
const cardEdit = (n: number) => ({ bio: `A novelist from Enugu, edit number ${n}.` });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** A stored entry whose window opened `minutes` ago and holds `count` writes. */
const entry = (count: number, minutes: number, target = 'posts/live/comments/earlier') => ({
  windowStart: minutesAgo(minutes),
  count,
  last: minutesAgo(Math.min(minutes, 1)),
  target,
});
const counter = (actor: ContentActor, uid: string) => db(actor).doc(`${RATE_LIMITS_COLLECTION}/${uid}`);

describe('rateLimits/{uid}: the counter itself', () => {
  const step = (target = 'posts/live/comments/c1') => ({
    comment: { windowStart: serverTimestamp(), count: 1, last: serverTimestamp(), target },
  });

  it('lets the owner read and step their own counter, and nobody read, list or delete anyone’s', async () => {
    await assertSucceeds(counter('voice', 'voice').set(step()));
    await assertSucceeds(counter('voice', 'voice').get());
    for (const actor of allBut('voice')) await assertFails(counter(actor, 'voice').get());
    for (const actor of ['voice', 'otherVoice', 'admin'] as const) {
      await assertFails(db(actor).collection(RATE_LIMITS_COLLECTION).limit(1).get());
      await assertFails(counter(actor, 'voice').delete());
    }
  });

  it('refuses a step of another member’s counter, an admin’s included, and an anonymous session’s', async () => {
    for (const actor of allBut('voice')) await assertFails(counter(actor, 'voice').set(step()));
    const anonymous = getEnv()
      .authenticatedContext('voice', { firebase: { sign_in_provider: 'anonymous' } })
      .firestore();
    await assertFails(anonymous.doc(`${RATE_LIMITS_COLLECTION}/voice`).set(step()));
  });

  it('refuses an unknown action, extra or missing fields, a target that is not a path of text', async () => {
    const own = counter('voice', 'voice');
    await assertFails(own.set({ like: step().comment }));
    await assertFails(own.set({ comment: { ...step().comment, extra: 1 } }));
    const { target: _target, ...withoutTarget } = step().comment;
    await assertFails(own.set({ comment: withoutTarget }));
    await assertFails(own.set({ comment: { ...step().comment, target: 42 } }));
    await assertFails(own.set({ comment: { ...step().comment, target: '' } }));
    await assertFails(own.set({ comment: { ...step().comment, target: 'p'.repeat(401) } }));
    await assertSucceeds(own.set({ comment: { ...step().comment, target: 'p'.repeat(400) } }));
  });

  it('leaves uploadImage’s own entry to it: its owner cannot reset, step or drop it, and steps an action beside it', async () => {
    await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { [UPLOAD_RATE_KEY]: entry(20, 5, 'media/earlier') } });
    const own = counter('voice', 'voice');
    await assertFails(own.update({ [`${UPLOAD_RATE_KEY}.count`]: 0 }));
    await assertFails(own.update({ [UPLOAD_RATE_KEY]: { ...step().comment, target: 'media/next' } }));
    await assertFails(own.set(step()));
    await assertSucceeds(own.set(step(), { merge: true }));
  });

  it('refuses two actions stepped in one write, and a write that steps nothing', async () => {
    const own = counter('voice', 'voice');
    const two = { ...step(), proposal: { ...step().comment, target: 'bannedBooks/b1' } };
    await assertFails(own.set(two));
    await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { comment: entry(3, 5) } });
    await assertFails(own.update({ proposal: step().comment, 'comment.count': 4 }));
    await assertFails(own.update({}));
  });

  it('stamps each step with the time of its request, never another', async () => {
    const own = counter('voice', 'voice');
    await assertFails(own.set({ comment: { ...step().comment, last: past } }));
    await assertFails(own.set({ comment: { ...step().comment, windowStart: minutesAgo(120) } }));
  });

  it('counts up by one within a window, up to the limit, keeping the window’s start', async () => {
    const { max } = LIMITS.rate.comment;
    const own = counter('voice', 'voice');
    const more = (count: number, extra: Record<string, unknown> = {}) =>
      own.update({ 'comment.count': count, 'comment.last': serverTimestamp(), ...extra });
    await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { comment: entry(max - 1, 5) } });
    await assertFails(more(max + 1));
    await assertFails(more(max - 1));
    await assertFails(more(max, { 'comment.windowStart': minutesAgo(30) }));
    await assertSucceeds(more(max));
    await assertFails(more(max + 1));
  });

  it('opens a new window only once the last one has run its time (or for the first write)', async () => {
    const { max, windowMinutes } = LIMITS.rate.comment;
    const own = counter('voice', 'voice');
    const fresh = { 'comment.windowStart': serverTimestamp(), 'comment.count': 1, 'comment.last': serverTimestamp() };
    // Half a minute either side of the window's end: a window a minute longer or shorter is caught too.
    await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { comment: entry(max, windowMinutes - 0.5) } });
    await assertFails(own.update(fresh));
    await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { comment: entry(max, windowMinutes + 0.5) } });
    await assertFails(own.update({ ...fresh, 'comment.count': 2 }));
    await assertSucceeds(own.update(fresh));
  });

  it('keeps each action to its own numbers (LIMITS.rate)', async () => {
    const own = counter('voice', 'voice');
    for (const action of [
      'submission',
      'proposal',
      'cardEdit',
      'report',
      'draft',
      'nameRequest',
      'shelf',
      'follow',
    ] as const) {
      const { max, windowMinutes } = LIMITS.rate[action];
      const more = { [`${action}.count`]: max + 1, [`${action}.last`]: serverTimestamp() };
      const fresh = {
        [`${action}.windowStart`]: serverTimestamp(),
        [`${action}.count`]: 1,
        [`${action}.last`]: serverTimestamp(),
      };
      await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { [action]: entry(max - 1, 5) } });
      await assertSucceeds(own.update({ ...more, [`${action}.count`]: max }));
      await assertFails(own.update(more));
      await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { [action]: entry(max, windowMinutes - 0.5) } });
      await assertFails(own.update(fresh));
      await seed({ [`${RATE_LIMITS_COLLECTION}/voice`]: { [action]: entry(max, windowMinutes + 0.5) } });
      await assertSucceeds(own.update(fresh));
    }
  });
});

/** Hundreds of writes, each with its step read first: more than the default 30 s on a busy machine. */
const FLOOD_TIMEOUT_MS = 180_000;

describe('comments: counted (LIMITS.rate.comment)', () => {
  const { max } = LIMITS.rate.comment;
  const comments = 'posts/live/comments';

  it(
    '200 comments from one member in a minute: the first 30 pass, every later one is refused',
    async () => {
      const results: boolean[] = [];
      for (let n = 0; n < 200; n++) {
        results.push(
          await counted.add(as('otherVoice', 'comment'), comments, commentBy('otherVoice')).then(
            () => true,
            () => false,
          ),
        );
      }
      expect(results.slice(0, max).every(Boolean)).toBe(true);
      expect(results.slice(max).some(Boolean)).toBe(false);
      let stored = 0;
      await getEnv().withSecurityRulesDisabled(async (context) => {
        stored = (await context.firestore().collection(comments).where('authorUid', '==', 'voice2').get()).size;
      });
      expect(stored).toBe(max);
    },
    FLOOD_TIMEOUT_MS,
  );

  it(
    'a member under the limit is never refused, while another one floods',
    async () => {
      for (let n = 0; n < max + 10; n++) {
        await counted.add(as('otherVoice', 'comment'), comments, commentBy('otherVoice')).catch(() => undefined);
        if (n < max) await assertSucceeds(counted.add(as('auntie', 'comment'), comments, commentBy('auntie')));
      }
    },
    FLOOD_TIMEOUT_MS,
  );

  it('passes again once the full window has run its time', async () => {
    await seed({ [`${RATE_LIMITS_COLLECTION}/voice2`]: { comment: entry(max, 30) } });
    await assertFails(counted.add(as('otherVoice', 'comment'), comments, commentBy('otherVoice')));
    const { windowMinutes } = LIMITS.rate.comment;
    await seed({ [`${RATE_LIMITS_COLLECTION}/voice2`]: { comment: entry(max, windowMinutes + 1) } });
    await assertSucceeds(counted.add(as('otherVoice', 'comment'), comments, commentBy('otherVoice')));
  });

  it('refuses a comment without a step, or with a step made in an earlier request', async () => {
    const ref = db('otherVoice').collection(comments).doc();
    await assertFails(ref.set(commentBy('otherVoice')));
    const step = await counted.nextStep('voice2', 'comment', ref.path);
    await assertSucceeds(counter('otherVoice', 'voice2').set({ comment: step }, { merge: true }));
    await assertFails(ref.set(commentBy('otherVoice')));
    await assertSucceeds(counted.doc(as('otherVoice', 'comment'), ref.path).set(commentBy('otherVoice')));
  });

  it('refuses a comment whose step names another document', async () => {
    const path = `${comments}/c1`;
    await assertFails(
      counted.doc(as('otherVoice', 'comment'), path, { target: `${comments}/c2` }).set(commentBy('otherVoice')),
    );
    await assertFails(
      counted
        .doc(as('otherVoice', 'comment'), path, { target: 'posts/other/comments/c1' })
        .set(commentBy('otherVoice')),
    );
    await assertSucceeds(counted.doc(as('otherVoice', 'comment'), path).set(commentBy('otherVoice')));
  });

  it('refuses two comments in one batch on one step', async () => {
    const member = as('otherVoice', 'comment');
    const first = member.db.collection(comments).doc();
    const second = member.db.collection(comments).doc();
    await assertFails(
      counted.commit(member, first.path, (batch) => {
        batch.set(first, commentBy('otherVoice'));
        batch.set(second, commentBy('otherVoice'));
      }),
    );
    await assertSucceeds(counted.commit(member, first.path, (batch) => batch.set(first, commentBy('otherVoice'))));
  });

  it('refuses a comment counted on another member’s counter', async () => {
    // voice2 comments and steps voice's counter: the step is refused (not theirs), and their own is not stepped.
    const path = `${comments}/c1`;
    const member = as('otherVoice', 'comment');
    const ref = member.db.doc(path);
    await assertFails(
      counted.commit({ ...member, uid: 'voice' }, path, (batch) => batch.set(ref, commentBy('otherVoice'))),
    );
    await assertSucceeds(counted.doc(as('otherVoice', 'comment'), path).set(commentBy('otherVoice')));
  });

  it('counts only new comments: an edit within the window needs no step', async () => {
    const path = `${comments}/c1`;
    await counted.doc(as('otherVoice', 'comment'), path).set(commentBy('otherVoice'));
    await assertSucceeds(db('otherVoice').doc(path).update({ body: 'Edited.', updated: serverTimestamp() }));
  });
});

describe('posts: each move to "submitted" is counted (LIMITS.rate.submission); a draft’s saves are not', () => {
  const { max } = LIMITS.rate.submission;

  it('accepts submissions up to the limit, then refuses them; drafts go on being saved', async () => {
    for (let n = 1; n <= max; n++) {
      await assertSucceeds(counted.doc(as('voice', 'submission'), `posts/sent-${n}`).set(submission(`sent-${n}`)));
    }
    await assertFails(counted.doc(as('voice', 'submission'), 'posts/one-more').set(submission('one-more')));
    await assertFails(
      counted
        .doc(as('voice', 'submission'), 'posts/mine-draft')
        .update({ status: 'submitted', updated: serverTimestamp() }),
    );
    await assertSucceeds(counted.doc(as('voice', 'draft'), 'posts/draft-1').set(submission('draft-1', 'draft')));
    for (let n = 1; n <= max + 2; n++) {
      await assertSucceeds(
        db('voice')
          .doc('posts/mine-draft')
          .update({ body: `Still writing, save ${n}.`, updated: serverTimestamp() }),
      );
    }
  });

  it('refuses a submission without a step, whether created so or moved from a draft', async () => {
    await assertFails(db('voice').doc('posts/new-one').set(submission('new-one')));
    await assertFails(db('voice').doc('posts/mine-draft').update({ status: 'submitted', updated: serverTimestamp() }));
    await assertSucceeds(counted.doc(as('voice', 'submission'), 'posts/new-one').set(submission('new-one')));
    await assertSucceeds(
      counted
        .doc(as('voice', 'submission'), 'posts/mine-draft')
        .update({ status: 'submitted', updated: serverTimestamp() }),
    );
  });

  it('refuses a submission whose step names another post, or another action', async () => {
    const update = { status: 'submitted', updated: serverTimestamp() };
    await assertFails(
      counted.doc(as('voice', 'submission'), 'posts/mine-draft', { target: 'posts/live' }).update(update),
    );
    await assertFails(counted.doc(as('voice', 'comment'), 'posts/mine-draft').update(update));
    await assertSucceeds(counted.doc(as('voice', 'submission'), 'posts/mine-draft').update(update));
  });

  it('refuses two submissions in one batch on one step', async () => {
    const member = as('voice', 'submission');
    await assertFails(
      counted.commit(member, 'posts/one', (batch) => {
        batch.set(member.db.doc('posts/one'), submission('one'));
        batch.set(member.db.doc('posts/two'), submission('two'));
      }),
    );
    await assertSucceeds(
      counted.commit(member, 'posts/one', (batch) => batch.set(member.db.doc('posts/one'), submission('one'))),
    );
  });

  it('does not count an edit of a post already submitted, nor its return to draft', async () => {
    const doc = db('voice').doc('posts/mine-submitted');
    await assertSucceeds(doc.update({ body: 'Revised.', updated: serverTimestamp() }));
    await assertSucceeds(doc.update({ status: 'submitted', title: 'Revised title', updated: serverTimestamp() }));
    await assertSucceeds(doc.update({ status: 'draft', updated: serverTimestamp() }));
    // Back to 'submitted': a move again, counted again.
    await assertFails(doc.update({ status: 'submitted', updated: serverTimestamp() }));
  });

  it('does not count an admin’s writes', async () => {
    const admin = audited();
    for (let n = 0; n <= LIMITS.rate.submission.max; n++) {
      const status = n % 2 === 0 ? 'submitted' : 'draft';
      await assertSucceeds(admin.update('posts/mine-draft', { status, updated: serverTimestamp() }, 'editPost'));
    }
  });
});

describe('posts: each new draft is counted (LIMITS.rate.draft); its saves are not', () => {
  const { max } = LIMITS.rate.draft;
  const draft = (n: number) =>
    counted.doc(as('voice', 'draft'), `posts/draft-${n}`).set(submission(`draft-${n}`, 'draft'));

  it('accepts new drafts up to the limit, then refuses them; the drafts go on being saved', async () => {
    for (let n = 1; n <= max; n++) await assertSucceeds(draft(n));
    await assertFails(draft(max + 1));
    // A writer whose new drafts are used keeps writing in the ones they have (autosaves included).
    for (let n = 1; n <= 3; n++) {
      await assertSucceeds(
        db('voice')
          .doc('posts/draft-1')
          .update({ body: `Save number ${n}.`, updated: serverTimestamp() }),
      );
    }
    // Another voice is not held by this one's count.
    const other = counted.doc(as('otherVoice', 'draft'), 'posts/theirs-1');
    const byline = { displayName: cards.otherVoice.displayName, type: cards.otherVoice.type };
    await assertSucceeds(other.set({ ...submission('theirs-1', 'draft'), authorUid: 'voice2', author: byline }));
  });

  it('refuses a new draft without a step, with a step for another post, or counted as a submission', async () => {
    await assertFails(db('voice').doc('posts/new-one').set(submission('new-one', 'draft')));
    await assertFails(
      counted.doc(as('voice', 'draft'), 'posts/new-one', { target: 'posts/live' }).set(submission('new-one', 'draft')),
    );
    await assertFails(counted.doc(as('voice', 'submission'), 'posts/new-one').set(submission('new-one', 'draft')));
    await assertFails(counted.doc(as('voice', 'draft'), 'posts/new-one').set(submission('new-one')));
    await assertSucceeds(counted.doc(as('voice', 'draft'), 'posts/new-one').set(submission('new-one', 'draft')));
  });
});

describe('bannedBooks: each proposal is counted (LIMITS.rate.proposal)', () => {
  const { max } = LIMITS.rate.proposal;

  it('accepts proposals up to the limit, then refuses them', async () => {
    for (let n = 0; n < max; n++) {
      await assertSucceeds(counted.add(as('peer', 'proposal'), 'bannedBooks', proposal('peer')));
    }
    await assertFails(counted.add(as('peer', 'proposal'), 'bannedBooks', proposal('peer')));
    // Another member is not held by the peer's count.
    await assertSucceeds(counted.add(as('auntie', 'proposal'), 'bannedBooks', proposal('auntie')));
  });

  it('refuses a proposal without a step, with a step for another entry, and two on one step', async () => {
    const peer = db('peer');
    await assertFails(peer.collection('bannedBooks').add(proposal('peer')));
    await assertFails(
      counted.doc(as('peer', 'proposal'), 'bannedBooks/b1', { target: 'bannedBooks/b2' }).set(proposal('peer')),
    );
    const member = as('peer', 'proposal');
    await assertFails(
      counted.commit(member, 'bannedBooks/b1', (batch) => {
        batch.set(member.db.doc('bannedBooks/b1'), proposal('peer'));
        batch.set(member.db.doc('bannedBooks/b2'), proposal('peer'));
      }),
    );
    await assertSucceeds(counted.doc(as('peer', 'proposal'), 'bannedBooks/b1').set(proposal('peer')));
  });

  it('does not count an admin’s entries', async () => {
    const admin = audited();
    for (let n = 0; n <= LIMITS.rate.proposal.max; n++) {
      const entry = { ...proposal('admin'), status: 'approved' };
      await assertSucceeds(admin.set(`bannedBooks/by-admin-${n}`, entry, 'createBannedBook'));
    }
  });
});

describe('nameRequests/{uid}: each request is counted (LIMITS.rate.nameRequest)', () => {
  const { max } = LIMITS.rate.nameRequest;
  const ask = (name: string) => ({ displayName: name, status: 'pending', requested: serverTimestamp() });
  const own = (step: Record<string, unknown> = {}) =>
    counted.doc(as('voice', 'nameRequest'), 'nameRequests/voice', step);

  it('accepts requests up to the limit, withdrawn or not, then refuses them', async () => {
    for (let n = 1; n <= max; n++) {
      await assertSucceeds(own().set(ask(`Chiamaka ${n}`)));
      await assertSucceeds(db('voice').doc('nameRequests/voice').delete());
    }
    await assertFails(own().set(ask('Chiamaka again')));
  });

  it('refuses a request without a step, with a step for another member’s request, or another action', async () => {
    await assertFails(db('voice').doc('nameRequests/voice').set(ask('Chiamaka E.')));
    await assertFails(own({ target: 'nameRequests/voice2' }).set(ask('Chiamaka E.')));
    await assertFails(counted.doc(as('voice', 'cardEdit'), 'nameRequests/voice').set(ask('Chiamaka E.')));
    await assertSucceeds(own().set(ask('Chiamaka E.')));
  });
});

describe('members/{uid}: each card edit is counted (LIMITS.rate.cardEdit)', () => {
  const { max } = LIMITS.rate.cardEdit;
  const own = () => counted.doc(as('voice', 'cardEdit'), 'members/voice');

  it('accepts edits up to the limit, then refuses them', async () => {
    for (let n = 1; n <= max; n++) await assertSucceeds(own().update(cardEdit(n)));
    await assertFails(own().update(cardEdit(max + 1)));
  });

  it('refuses an edit without a step, or with a step for another card or action', async () => {
    await assertFails(db('voice').doc('members/voice').update(cardEdit(1)));
    await assertFails(
      counted.doc(as('voice', 'cardEdit'), 'members/voice', { target: 'members/voice2' }).update(cardEdit(1)),
    );
    await assertFails(counted.doc(as('voice', 'comment'), 'members/voice').update(cardEdit(1)));
    await assertSucceeds(own().update(cardEdit(1)));
  });

  it('refuses an edit of another member’s card, even with a step', async () => {
    await assertFails(counted.doc(as('voice', 'cardEdit'), 'members/voice2').update(cardEdit(1)));
  });

  it('names the same path as the app (rateTargets)', () => {
    expect(rateTargets.cardEdit('voice')).toBe('members/voice');
    expect(rateTargets.comment('live', 'c1')).toBe('posts/live/comments/c1');
    expect(rateTargets.submission('live')).toBe('posts/live');
    expect(rateTargets.proposal('b1')).toBe('bannedBooks/b1');
    expect(rateTargets.draft('live')).toBe('posts/live');
    expect(rateTargets.nameRequest('voice')).toBe('nameRequests/voice');
  });
});
