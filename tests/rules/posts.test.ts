import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  IMAGE_PATH_PREFIXES,
  LIMITS,
  MEMBER_KINDS,
  MEMBER_STATUSES,
  UPLOAD_LIMITS,
  isTag,
  type PostStatus,
} from '#shared/model/index.ts';
import {
  allBut,
  everyone,
  memberCards,
  past,
  serverTimestamp,
  useContentRules,
  type ContentActor,
} from './content-actors';
import firebase from 'firebase/compat/app';
import { countedAs } from './counted-writes';
import { memberCardDocument, postDocument } from '#shared/testing/documents.ts';

/** Every member status but active, and one the app never writes. */
const INACTIVE_STATUSES = [...MEMBER_STATUSES.filter((status) => status !== 'active'), 'deleted'];

const { getEnv, db, audited, seed } = useContentRules(() => ({
  'posts/live': stored('live', 'published'),
  'posts/mine-submitted': stored('mine-submitted', 'submitted'),
  'posts/mine-draft': stored('mine-draft', 'draft'),
  'posts/theirs-submitted': stored('theirs-submitted', 'submitted', 'voice2'),
}));
type Data = Record<string, unknown>;

/**
 * A voice's writes with their counter step (rate-limits.test.ts): a new post counts as a draft or a
 * submission by its status, an update as a move to 'submitted'.
 */
const counting = { submission: countedAs(getEnv, 'submission'), draft: countedAs(getEnv, 'draft') };
const submitting = {
  doc: (actor: ContentActor, path: string) => ({
    set: (data: Data) => counting[data.status === 'draft' ? 'draft' : 'submission'].doc(actor, path).set(data),
    update: (data: Data) => counting.submission.doc(actor, path).update(data),
  }),
};
const submitter = (actor: ContentActor) => ({ doc: (path: string) => submitting.doc(actor, path) });

/**
 * An admin's writes of one post, each with the audit entry the rules compute for it: createPost,
 * deletePost, and for an update editPost unless the test names publishPost, unpublishPost…
 */
const adminPost = (slug: string) => {
  const admin = audited();
  return {
    set: (data: Data) => admin.set(`posts/${slug}`, data, 'createPost'),
    update: (change: Data, action = 'editPost') => admin.update(`posts/${slug}`, change, action),
    delete: () => admin.delete(`posts/${slug}`, 'deletePost'),
  };
};

const stored = (slug: string, status: string, authorUid = 'voice') =>
  postDocument(slug, past, { authorUid, tags: ['memory'], status: status as PostStatus });

/** What a voice sends to submit a new post. */
const submission = (slug: string, overrides: Record<string, unknown> = {}) => ({
  ...postDocument(slug, serverTimestamp(), {
    title: 'Rain over Onitsha',
    author: { displayName: memberCards.voice.displayName, type: 'voice' },
    coverUrl: '/community/covers/rain.webp',
    body: 'The rain came early that year.',
    tags: ['fiction', 'nigeria'],
    status: 'submitted',
  }),
  ...overrides,
});

/** What the admin section sends for a post written in the name of the editorial team. */
const editorial = { displayName: 'Voices of Africa editors', type: 'editorial' };
const editorialPost = (slug: string, status: 'draft' | 'published', overrides: Record<string, unknown> = {}) =>
  submission(slug, {
    authorUid: 'admin',
    author: editorial,
    status,
    published: status === 'published' ? serverTimestamp() : null,
    ...overrides,
  });

describe('posts: get', () => {
  it('lets anyone read a published post', async () => {
    for (const actor of everyone) await assertSucceeds(db(actor).doc('posts/live').get());
  });

  it('shows an unpublished post only to its author and admins', async () => {
    await assertSucceeds(db('voice').doc('posts/mine-submitted').get());
    await assertSucceeds(db('admin').doc('posts/mine-submitted').get());
    for (const actor of allBut('voice', 'admin')) await assertFails(db(actor).doc('posts/mine-submitted').get());
  });
});

describe('posts: get of a free slug', () => {
  it('answers "does not exist" to anyone, so a writer can check a slug before creating it', async () => {
    for (const actor of everyone) await assertSucceeds(db(actor).doc('posts/no-such-post').get());
  });
});

describe('posts: list', () => {
  it('lets anyone list published posts when the query asks only for them', async () => {
    for (const actor of everyone) {
      await assertSucceeds(
        db(actor)
          .collection('posts')
          .where('status', '==', 'published')
          .orderBy('published', 'desc')
          .limit(LIMITS.query.posts)
          .get(),
      );
    }
  });

  it('refuses a list of published posts above 50 or without a limit, and accepts exactly 50', async () => {
    for (const actor of allBut('admin')) {
      const published = db(actor).collection('posts').where('status', '==', 'published').orderBy('published', 'desc');
      await assertSucceeds(published.limit(LIMITS.query.posts).get());
      await assertFails(published.limit(LIMITS.query.posts + 1).get());
      await assertFails(published.get());
    }
  });

  it('refuses an author’s list of their own posts above 50 or without a limit, and accepts exactly 50', async () => {
    const own = db('voice').collection('posts').where('authorUid', '==', 'voice');
    await assertSucceeds(own.limit(LIMITS.query.posts).get());
    await assertFails(own.limit(LIMITS.query.posts + 1).get());
    await assertFails(own.get());
  });

  it('refuses a list without the published filter to everyone but admins', async () => {
    await assertSucceeds(db('admin').collection('posts').get());
    const limit = LIMITS.query.posts;
    for (const actor of allBut('admin')) await assertFails(db(actor).collection('posts').limit(limit).get());
    await assertFails(db('signedOut').collection('posts').where('status', '==', 'submitted').limit(limit).get());
  });

  it('lets an author list their own posts, and nobody else’s', async () => {
    const limit = LIMITS.query.posts;
    await assertSucceeds(db('voice').collection('posts').where('authorUid', '==', 'voice').limit(limit).get());
    await assertFails(db('otherVoice').collection('posts').where('authorUid', '==', 'voice').limit(limit).get());
    await assertFails(db('signedOut').collection('posts').where('authorUid', '==', 'voice').limit(limit).get());
  });
});

describe('posts: create', () => {
  it('lets an active voice submit a post as themselves, with their own card', async () => {
    await assertSucceeds(submitting.doc('voice', 'posts/rain-over-onitsha').set(submission('rain-over-onitsha')));
    await assertSucceeds(submitting.doc('voice', 'posts/a-draft').set(submission('a-draft', { status: 'draft' })));
  });

  it('refuses members who are not active voices, and signed-out visitors', async () => {
    // Each member has a public card and signs with it, so the card check passes and only their
    // profile (not an active voice) refuses them.
    const cards = {
      pending: { displayName: 'Adaeze Obi', type: 'voice' },
      auntie: { displayName: 'Auntie Efua', type: 'auntie' },
      peer: { displayName: 'Tendai Moyo', type: 'peer' },
    };
    await seed(
      Object.fromEntries(
        Object.entries(cards).map(([uid, card]) => [`members/${uid}`, { ...memberCardDocument(past), ...card }]),
      ),
    );
    for (const actor of ['pending', 'auntie', 'peer'] as const) {
      await assertFails(
        submitting.doc(actor, 'posts/new-one').set(submission('new-one', { authorUid: actor, author: cards[actor] })),
      );
    }
    await assertFails(
      db('signedOut')
        .doc('posts/new-one')
        .set(submission('new-one', { authorUid: 'nobody' })),
    );
  });

  it('refuses a voice publishing their own post, posing as someone else, or faking the card', async () => {
    const doc = submitting.doc('voice', 'posts/new-one');
    await assertFails(doc.set(submission('new-one', { status: 'published', published: serverTimestamp() })));
    await assertFails(doc.set(submission('new-one', { authorUid: 'voice2' })));
    await assertFails(doc.set(submission('new-one', { author: { displayName: 'Chinua Achebe', type: 'voice' } })));
    await assertFails(doc.set(submission('new-one', { author: { displayName: 'Chiamaka Eze', type: 'advisory' } })));
  });

  it('refuses a wrong shape: slug, extra or missing fields, sizes, types, dates', async () => {
    const voice = submitter('voice');
    await assertFails(voice.doc('posts/other-slug').set(submission('new-one')));
    await assertFails(voice.doc('posts/Bad_Slug').set(submission('Bad_Slug')));
    await assertFails(voice.doc('posts/new-one').set({ ...submission('new-one'), featured: true }));
    const { tags: _tags, ...withoutTags } = submission('new-one');
    await assertFails(voice.doc('posts/new-one').set(withoutTags));
    await assertFails(voice.doc('posts/new-one').set(submission('new-one', { title: 'ab' })));
    await assertFails(voice.doc('posts/new-one').set(submission('new-one', { body: '' })));
    await assertFails(
      voice.doc('posts/new-one').set(submission('new-one', { body: 'x'.repeat(LIMITS.post.body.max + 1) })),
    );
    await assertFails(voice.doc('posts/new-one').set(submission('new-one', { tags: 'fiction' })));
    await assertFails(
      voice.doc('posts/new-one').set(submission('new-one', { tags: Array(LIMITS.post.tags + 1).fill('t') })),
    );
    await assertFails(voice.doc('posts/new-one').set(submission('new-one', { coverUrl: 'javascript:alert(1)' })));
    await assertFails(voice.doc('posts/new-one').set(submission('new-one', { coverUrl: 'http://plain.example' })));
    await assertFails(voice.doc('posts/new-one').set(submission('new-one', { created: past })));
  });

  it('accepts a slug of 100 characters and 8 tags, and refuses 101 characters or 9 tags', async () => {
    const voice = submitter('voice');
    const longest = 'a'.repeat(LIMITS.post.slug);
    await assertSucceeds(voice.doc(`posts/${longest}`).set(submission(longest)));
    await assertSucceeds(
      voice.doc('posts/eight-tags').set(submission('eight-tags', { tags: Array(LIMITS.post.tags).fill('t') })),
    );
    const tooLong = 'a'.repeat(LIMITS.post.slug + 1);
    await assertFails(voice.doc(`posts/${tooLong}`).set(submission(tooLong)));
    await assertFails(
      voice.doc('posts/nine-tags').set(submission('nine-tags', { tags: Array(LIMITS.post.tags + 1).fill('t') })),
    );
  });

  it('accepts slugs in any script (Amharic, Arabic, Tifinagh, N’Ko, Devanagari marks), as slugify writes them', async () => {
    const voice = submitter('voice');
    for (const slug of [
      'የአፍሪካ-ድምፆች',
      'أصوات-أفريقيا',
      'ⵜⴰⵎⴰⵣⵉⵖⵜ',
      'ߒߞߏ-ߞߊ߲',
      'हिन्दी-कहानी',
      'itan-awon-yoruba',
      'post-x7k2m9ab',
    ]) {
      await assertSucceeds(voice.doc(`posts/${slug}`).set(submission(slug)));
    }
    // 100 Amharic characters (300 bytes of UTF-8): the limit counts characters.
    const longest = 'ድ'.repeat(LIMITS.post.slug);
    await assertSucceeds(voice.doc(`posts/${longest}`).set(submission(longest)));
    const tooLong = 'ድ'.repeat(LIMITS.post.slug + 1);
    await assertFails(voice.doc(`posts/${tooLong}`).set(submission(tooLong)));
  });

  it('refuses slugs slugify never writes: upper case, spaces, punctuation, doubled or edge hyphens', async () => {
    const voice = submitter('voice');
    for (const slug of [
      'Yorùbá',
      'ÌTÀN',
      'أصوات أفريقيا',
      'أصوات--أفريقيا',
      '-ድምፆች',
      'ድምፆች-',
      'a.b',
      'a_b',
      '🌍',
      'a%2Fb',
    ]) {
      await assertFails(voice.doc(`posts/${slug}`).set(submission(slug)));
    }
  });

  it('refuses a voice who is no longer active, card and all, and accepts them once active again', async () => {
    // Every status but active (an admin set it back): type and card stay, so only the status refuses.
    const profile = (status: string) => ({ email: 'voice@example.com', status, type: 'voice', created: past });
    for (const status of INACTIVE_STATUSES) {
      await seed({ 'users/voice': profile(status) });
      await assertFails(submitting.doc('voice', 'posts/rain-over-onitsha').set(submission('rain-over-onitsha')));
    }
    await seed({ 'users/voice': profile('active') });
    await assertSucceeds(submitting.doc('voice', 'posts/rain-over-onitsha').set(submission('rain-over-onitsha')));
  });

  it('refuses to overwrite an existing post through create', async () => {
    await assertFails(submitting.doc('voice', 'posts/live').set(submission('live')));
  });

  it('lets an admin create a post, published or not', async () => {
    await assertSucceeds(
      adminPost('from-admin').set(submission('from-admin', { status: 'published', published: serverTimestamp() })),
    );
    await assertFails(adminPost('no-date').set(submission('no-date', { status: 'published' })));
  });
});

describe('posts: create with the editorial author card', () => {
  it('lets an admin write a post signed by the editorial team, as a draft or published', async () => {
    await assertSucceeds(adminPost('editors-draft').set(editorialPost('editors-draft', 'draft')));
    await assertSucceeds(adminPost('editors-published').set(editorialPost('editors-published', 'published')));
  });

  it('still holds an admin’s post to the shape: dates, existing slugs, card fields', async () => {
    await assertFails(adminPost('no-date').set(editorialPost('no-date', 'published', { published: null })));
    await assertFails(adminPost('stamped').set(editorialPost('stamped', 'draft', { published: serverTimestamp() })));
    await assertFails(adminPost('old').set(editorialPost('old', 'draft', { created: past })));
    await assertFails(adminPost('live').set(editorialPost('live', 'published')));
    await assertFails(
      adminPost('no-name').set(editorialPost('no-name', 'draft', { author: { ...editorial, displayName: '' } })),
    );
    await assertFails(
      adminPost('extra-card').set(editorialPost('extra-card', 'draft', { author: { ...editorial, uid: 'admin' } })),
    );
  });

  it('holds the author fields to their types: authorUid and the card’s type are strings', async () => {
    await assertFails(adminPost('numbered').set(editorialPost('numbered', 'draft', { authorUid: 42 })));
    await assertFails(adminPost('typed').set(editorialPost('typed', 'draft', { author: { ...editorial, type: 1 } })));
    await assertSucceeds(adminPost('numbered').set(editorialPost('numbered', 'draft', { authorUid: '42' })));
  });

  it('refuses a voice signing as the editorial team, as a draft, submitted or published', async () => {
    const voice = submitter('voice');
    for (const status of ['draft', 'submitted'] as const) {
      await assertFails(voice.doc('posts/fake-editors').set(submission('fake-editors', { author: editorial, status })));
    }
    await assertFails(
      voice.doc('posts/fake-editors').set(editorialPost('fake-editors', 'published', { authorUid: 'voice' })),
    );
    // Their own card does not let them publish either.
    await assertFails(
      voice
        .doc('posts/fake-editors')
        .set(submission('fake-editors', { status: 'published', published: serverTimestamp() })),
    );
  });

  it('refuses everyone but admins the editorial card', async () => {
    for (const actor of allBut('admin')) {
      const uid = actor === 'signedOut' ? 'nobody' : actor === 'otherVoice' ? 'voice2' : actor;
      await assertFails(
        db(actor)
          .doc('posts/editors')
          .set(editorialPost('editors', 'draft', { authorUid: uid })),
      );
    }
  });
});

describe('posts: update', () => {
  const edit = { title: 'A better title', body: 'Revised.', updated: serverTimestamp() };

  it('lets the author edit their own post while it is not published', async () => {
    await assertSucceeds(db('voice').doc('posts/mine-submitted').update(edit));
    await assertSucceeds(
      submitting.doc('voice', 'posts/mine-draft').update({ status: 'submitted', updated: serverTimestamp() }),
    );
  });

  it('refuses the author once the post is published, or when they try to publish it', async () => {
    await assertFails(db('voice').doc('posts/live').update(edit));
    await assertFails(
      db('voice')
        .doc('posts/mine-submitted')
        .update({ status: 'published', published: serverTimestamp(), updated: serverTimestamp() }),
    );
  });

  it('refuses the author changing who wrote it, the card or the dates', async () => {
    const doc = db('voice').doc('posts/mine-submitted');
    await assertFails(doc.update({ authorUid: 'voice2', updated: serverTimestamp() }));
    await assertFails(doc.update({ author: { displayName: 'Someone', type: 'voice' }, updated: serverTimestamp() }));
    await assertFails(doc.update({ created: serverTimestamp(), updated: serverTimestamp() }));
    await assertFails(doc.update({ title: 'No updated stamp' }));
  });

  it('refuses a voice who is no longer active editing their draft, and accepts it once active again', async () => {
    const profile = (status: string) => ({ email: 'voice@example.com', status, type: 'voice', created: past });
    for (const status of INACTIVE_STATUSES) {
      await seed({ 'users/voice': profile(status) });
      await assertFails(db('voice').doc('posts/mine-draft').update(edit));
    }
    await seed({ 'users/voice': profile('active') });
    await assertSucceeds(db('voice').doc('posts/mine-draft').update(edit));
  });

  it('refuses an author who is no longer a voice (an auntie or a peer now) editing their draft, and accepts it as a voice again', async () => {
    const profile = (type: string) => ({ email: 'voice@example.com', status: 'active', type, created: past });
    for (const type of MEMBER_KINDS.filter((kind) => kind !== 'voice')) {
      await seed({ 'users/voice': profile(type) });
      await assertFails(db('voice').doc('posts/mine-draft').update(edit));
    }
    await seed({ 'users/voice': profile('voice') });
    await assertSucceeds(db('voice').doc('posts/mine-draft').update(edit));
  });

  it('goes by the status, even on a post written around the rules with a published date that disagrees', async () => {
    // Stored through the Admin SDK: 'published' without a date, 'submitted' with one. The author's
    // edit would otherwise be a valid post, so only the status clause refuses it.
    await seed({
      'posts/undated': { ...stored('undated', 'published'), published: null },
      'posts/dated': { ...stored('dated', 'submitted'), published: past },
    });
    const voice = submitter('voice');
    await assertFails(voice.doc('posts/undated').update({ status: 'submitted', updated: serverTimestamp() }));
    await assertFails(voice.doc('posts/dated').update({ status: 'published', updated: serverTimestamp() }));
    await assertSucceeds(voice.doc('posts/mine-draft').update({ status: 'submitted', updated: serverTimestamp() }));
  });

  it('refuses the author mending the slug or the published date of a post written around the rules', async () => {
    // Stored through the Admin SDK: a slug unlike the post's id, a draft with a date. The mended
    // post would be valid, so only the list of fields an author may change refuses it.
    await seed({
      'posts/misnamed': stored('other-name', 'draft'),
      'posts/dated': { ...stored('dated', 'draft'), published: past },
    });
    const voice = db('voice');
    await assertFails(voice.doc('posts/misnamed').update({ slug: 'misnamed', updated: serverTimestamp() }));
    await assertFails(voice.doc('posts/dated').update({ published: null, updated: serverTimestamp() }));
    await assertSucceeds(voice.doc('posts/mine-draft').update({ body: 'Mended.', updated: serverTimestamp() }));
  });

  it('refuses everyone else’s edits', async () => {
    for (const actor of allBut('voice', 'admin')) {
      await assertFails(db(actor).doc('posts/mine-submitted').update(edit));
    }
    await assertFails(db('voice').doc('posts/theirs-submitted').update(edit));
  });

  it('lets an admin publish, unpublish and edit, keeping author and creation date', async () => {
    await assertSucceeds(
      adminPost('mine-submitted').update(
        { status: 'published', published: serverTimestamp(), updated: serverTimestamp() },
        'publishPost',
      ),
    );
    await assertSucceeds(
      adminPost('live').update({ status: 'submitted', published: null, updated: serverTimestamp() }, 'unpublishPost'),
    );
    await assertSucceeds(adminPost('mine-draft').update(edit));
    await assertFails(adminPost('mine-draft').update({ authorUid: 'admin', updated: serverTimestamp() }));
    await assertFails(
      adminPost('mine-draft').update({ status: 'published', updated: serverTimestamp() }, 'publishPost'),
    );
    await assertFails(adminPost('mine-draft').update({ status: 'archived', updated: serverTimestamp() }));
  });
});

describe('posts: update keeps the creation date', () => {
  const edit = { title: 'A better title', updated: serverTimestamp() };

  it('refuses an admin changing it, and accepts the same edit without the change', async () => {
    const admin = adminPost('mine-draft');
    await assertFails(admin.update({ ...edit, created: serverTimestamp() }));
    await assertSucceeds(admin.update(edit));
  });

  it('refuses an edit of a post whose stored date is not a timestamp, until it is one', async () => {
    // Written around the rules (Admin SDK) with a date as text: the edit must not keep it.
    await seed({ 'posts/text-date': { ...stored('text-date', 'submitted'), created: '2026-01-01' } });
    await assertFails(adminPost('text-date').update(edit));
    await seed({ 'posts/text-date': stored('text-date', 'submitted') });
    await assertSucceeds(adminPost('text-date').update(edit));
  });
});

describe('posts: delete', () => {
  it('lets an admin delete any post', async () => {
    await assertSucceeds(adminPost('live').delete());
    await assertSucceeds(adminPost('theirs-submitted').delete());
  });

  it('lets the author withdraw their own draft and their own submitted post', async () => {
    await assertSucceeds(db('voice').doc('posts/mine-draft').delete());
    await assertSucceeds(db('voice').doc('posts/mine-submitted').delete());
  });

  it('refuses the author their own published post', async () => {
    await assertFails(db('voice').doc('posts/live').delete());
  });

  it('refuses everyone else a member’s unpublished or published post', async () => {
    for (const actor of allBut('admin', 'voice')) {
      await assertFails(db(actor).doc('posts/mine-draft').delete());
      await assertFails(db(actor).doc('posts/mine-submitted').delete());
      await assertFails(db(actor).doc('posts/live').delete());
    }
    // The author of mine-* may not withdraw another voice's unpublished post either.
    await assertFails(db('voice').doc('posts/theirs-submitted').delete());
  });

  it('lets an author who is no longer active withdraw an unpublished post (it is still theirs)', async () => {
    await seed({ 'users/voice': { email: 'voice@example.com', status: '', type: null, created: past } });
    await assertSucceeds(db('voice').doc('posts/mine-draft').delete());
  });

  it('goes by the stored status: a post with a status the app never writes stays the admins’ to delete', async () => {
    await seed({ 'posts/odd': stored('odd', 'archived') });
    await assertFails(db('voice').doc('posts/odd').delete());
    await assertSucceeds(adminPost('odd').delete());
  });
});

describe('posts: names are trimmed text, never only spaces', () => {
  it('refuses a post author card whose display name is only spaces, and accepts the editors’ name', async () => {
    const admin = adminPost('editors');
    await assertFails(admin.set(editorialPost('editors', 'draft', { author: { ...editorial, displayName: '   ' } })));
    await assertFails(
      admin.set(editorialPost('editors', 'draft', { author: { ...editorial, displayName: ' Editors ' } })),
    );
    await assertSucceeds(admin.set(editorialPost('editors', 'draft', { author: { ...editorial, displayName: 'E' } })));
  });

  it('refuses a title of only spaces, and accepts a three-letter title', async () => {
    const doc = submitting.doc('voice', 'posts/new-one');
    await assertFails(doc.set(submission('new-one', { title: ' '.repeat(LIMITS.post.title.min) })));
    await assertSucceeds(doc.set(submission('new-one', { title: 'Ode' })));
  });

  it('refuses an author card type the app never writes, and accepts voice and editorial', async () => {
    // The other member kinds too: only a voice writes posts, and the editors sign as 'editorial'.
    for (const type of ['advisory', ...MEMBER_KINDS.filter((kind) => kind !== 'voice')]) {
      await assertFails(adminPost('typed').set(editorialPost('typed', 'draft', { author: { ...editorial, type } })));
    }
    await assertSucceeds(adminPost('typed').set(editorialPost('typed', 'draft')));
    await assertSucceeds(
      adminPost('as-voice').set(
        editorialPost('as-voice', 'draft', { author: { displayName: 'Chiamaka Eze', type: 'voice' } }),
      ),
    );
  });
});

describe('posts: each tag is checked, not only their count', () => {
  const tags = (count: number) => Array.from({ length: count }, (_, n) => `tag-${n}`);
  const { max } = LIMITS.post.tag;

  it('refuses a tag longer than 30 characters (a 200,000-character tag among them), and accepts 30', async () => {
    const doc = submitting.doc('voice', 'posts/new-one');
    await assertFails(doc.set(submission('new-one', { tags: ['t'.repeat(200_000)] })));
    await assertFails(doc.set(submission('new-one', { tags: ['t'.repeat(max + 1)] })));
    await assertSucceeds(doc.set(submission('new-one', { tags: ['t'.repeat(max)] })));
  });

  it('refuses a tag that is not text, and accepts the same tag as text', async () => {
    const doc = submitting.doc('voice', 'posts/new-one');
    await assertFails(doc.set(submission('new-one', { tags: [42] })));
    await assertFails(doc.set(submission('new-one', { tags: [{ name: 'fiction' }] })));
    await assertSucceeds(doc.set(submission('new-one', { tags: ['42'] })));
  });

  it('refuses a tag of only spaces, with spaces around it, or with capitals, as the form never writes', async () => {
    const doc = submitting.doc('voice', 'posts/new-one');
    await assertFails(doc.set(submission('new-one', { tags: ['   '] })));
    await assertFails(doc.set(submission('new-one', { tags: [' fiction '] })));
    await assertFails(doc.set(submission('new-one', { tags: ['Fiction'] })));
    await assertSucceeds(doc.set(submission('new-one', { tags: ['fiction'] })));
  });

  it('checks every position: one bad tag last in a list of 1 to 8 is refused; 0 to 8 good ones pass', async () => {
    const voice = submitter('voice');
    await assertSucceeds(voice.doc('posts/no-tags').set(submission('no-tags', { tags: [] })));
    for (let count = 1; count <= LIMITS.post.tags; count++) {
      const slug = `tags-${count}`;
      await assertFails(voice.doc(`posts/${slug}`).set(submission(slug, { tags: [...tags(count - 1), 'T'] })));
      await assertSucceeds(voice.doc(`posts/${slug}`).set(submission(slug, { tags: tags(count) })));
    }
  });

  it('refuses tags as an empty map, and accepts an empty list', async () => {
    const doc = submitting.doc('voice', 'posts/new-one');
    await assertFails(doc.set(submission('new-one', { tags: {} })));
    await assertSucceeds(doc.set(submission('new-one', { tags: [] })));
  });
});

describe('posts: a tag is letters and digits, words joined by one space or hyphen (a safe stats/postTags key)', () => {
  // Each tag is a key of stats/postTags: `__x__` is a name Firestore reserves, and a stored one
  // broke the document for good. The model's isTag (the form, the functions' count) agrees.
  const accepted = ['poetry', 'short stories', 'post-colonial', '1960s', 'ስነ-ጽሑፍ', 'हिन्दी कविता', 'ìtàn', 'a', 'كتب'];
  const refused = [
    '__x__',
    '_x',
    'a_b',
    'a.b',
    '.hidden',
    'a/b',
    '`x`',
    '#tag',
    "women's",
    '-lead',
    'trail-',
    'a--b',
    'a - b',
    'two  spaces',
    'tab\tinside',
    'line\nbreak',
    'emoji 🙂',
    '\u0301accent-first',
    // A sign in a later word, not only in the first.
    'short-story_2',
    'new w.x',
    'oral history/x',
  ];

  it('accepts tags of letters of any script, with their marks, and digits, joined by single spaces or hyphens', async () => {
    const voice = submitter('voice');
    for (const [n, tag] of accepted.entries()) {
      expect(isTag(tag), tag).toBe(true);
      await assertSucceeds(voice.doc(`posts/ok-${n}`).set(submission(`ok-${n}`, { tags: ['fiction', tag] })));
    }
  });

  it('refuses underscores, dots, slashes, backticks, other signs, and a space or hyphen at an end or doubled', async () => {
    const voice = submitter('voice');
    for (const tag of refused) {
      expect(isTag(tag), JSON.stringify(tag)).toBe(false);
      await assertFails(voice.doc('posts/new-one').set(submission('new-one', { tags: ['fiction', tag] })));
    }
  });

  it('refuses them from an admin too, on create and on update', async () => {
    await assertFails(adminPost('new-one').set(editorialPost('new-one', 'published', { tags: ['__x__'] })));
    await assertSucceeds(adminPost('new-one').set(editorialPost('new-one', 'published', { tags: ['x'] })));
    await assertFails(adminPost('live').update({ tags: ['__x__'], updated: serverTimestamp() }));
    await assertSucceeds(adminPost('live').update({ tags: ['x y'], updated: serverTimestamp() }));
  });
});

describe('posts: a cover is a path of this site’s images, never another host (IMAGE_PATH_PREFIXES)', () => {
  it('accepts a cover under /community/ (the seeded images); under /media/, only an upload’s (media.test.ts)', async () => {
    const doc = (slug: string) => submitter('voice').doc(`posts/${slug}`);
    await assertSucceeds(doc('seeded').set(submission('seeded', { coverUrl: '/community/covers/c.jpg' })));
    await assertFails(doc('no-upload').set(submission('no-upload', { coverUrl: '/media/covers/c.jpg' })));
    expect(IMAGE_PATH_PREFIXES).toEqual(['/community/', '/media/']);
  });

  it('refuses any https host (Firebase Storage included), http, //host, /\\host and other paths', async () => {
    const doc = submitter('voice').doc('posts/new-one');
    for (const coverUrl of [
      'https://evil.example/x.gif',
      'https://firebasestorage.googleapis.com/v0/b/other-project/o/x.gif',
      'http://evil.example/community/x.gif',
      '//evil.example/community/x.gif',
      '/\\evil.example/community/x.gif',
      '/voa/admin',
    ]) {
      await assertFails(doc.set(submission('new-one', { coverUrl })));
    }
  });
});

describe('posts: the published date is the server’s time of publishing', () => {
  const future = new Date('2099-01-01T00:00:00Z');

  it('refuses an admin publishing with a published date in 2099, and accepts the server time', async () => {
    const doc = adminPost('mine-submitted');
    const publish = { status: 'published', updated: serverTimestamp() };
    await assertFails(doc.update({ ...publish, published: future }, 'publishPost'));
    await assertFails(doc.update({ ...publish, published: past }, 'publishPost'));
    await assertSucceeds(doc.update({ ...publish, published: serverTimestamp() }, 'publishPost'));
  });

  it('refuses an admin creating a post published in 2099, and accepts it published now', async () => {
    await assertFails(adminPost('ahead').set(editorialPost('ahead', 'published', { published: future })));
    await assertSucceeds(adminPost('ahead').set(editorialPost('ahead', 'published')));
  });

  it('refuses an admin moving the date of a published post, and accepts an edit that keeps it', async () => {
    const doc = adminPost('live');
    const edit = { title: 'A better title', updated: serverTimestamp() };
    await assertFails(doc.update({ ...edit, published: future }));
    await assertFails(doc.update({ ...edit, published: serverTimestamp() }));
    await assertSucceeds(doc.update(edit));
  });

  it('refuses an admin’s edit of a published post stored without a date, until it has one', async () => {
    // Written around the rules (Admin SDK): published with no date. Keeping it unchanged keeps it wrong.
    await seed({ 'posts/undated': { ...stored('undated', 'published'), published: null } });
    const edit = { title: 'A better title', updated: serverTimestamp() };
    await assertFails(adminPost('undated').update(edit));
    await assertSucceeds(adminPost('live').update(edit));
  });

  it('accepts an admin unpublishing, which clears the date', async () => {
    await assertSucceeds(
      adminPost('live').update({ status: 'submitted', published: null, updated: serverTimestamp() }, 'unpublishPost'),
    );
  });
});

describe('posts: searchWords are the indexing trigger’s alone', () => {
  const words = ['a', 'post', 'called', 'indexed', 'memory'];
  const edit = { title: 'A new title', updated: serverTimestamp() };

  beforeEach(() =>
    seed({
      'posts/indexed': { ...stored('indexed', 'submitted'), searchWords: words },
      'posts/live-indexed': { ...stored('live-indexed', 'published'), searchWords: words },
    }),
  );

  it('refuses a create that carries searchWords, from a voice and from an admin; the same create without is accepted', async () => {
    await assertFails(submitting.doc('voice', 'posts/new-one').set(submission('new-one', { searchWords: ['rain'] })));
    await assertFails(submitting.doc('voice', 'posts/new-one').set(submission('new-one', { searchWords: null })));
    await assertSucceeds(submitting.doc('voice', 'posts/new-one').set(submission('new-one')));
    await assertFails(adminPost('by-editors').set(editorialPost('by-editors', 'published', { searchWords: ['rain'] })));
    await assertSucceeds(adminPost('by-editors').set(editorialPost('by-editors', 'published')));
  });

  it('accepts an author’s and an admin’s edit that leaves them as they are', async () => {
    await assertSucceeds(db('voice').doc('posts/indexed').update(edit));
    await assertSucceeds(adminPost('live-indexed').update(edit));
  });

  it('refuses an edit that changes, removes or adds them, even from an admin', async () => {
    const { FieldValue } = firebase.firestore;
    for (const doc of [db('voice').doc('posts/indexed'), adminPost('live-indexed')]) {
      await assertFails(doc.update({ ...edit, searchWords: ['made', 'up'] }));
      await assertFails(doc.update({ ...edit, searchWords: FieldValue.delete() }));
    }
    // A post the trigger has not reached yet: a client may not be the first to write them, null included.
    await assertFails(adminPost('live').update({ ...edit, searchWords: ['live'] }));
    await assertFails(adminPost('live').update({ ...edit, searchWords: null }));
    await assertFails(
      db('voice')
        .doc('posts/mine-draft')
        .update({ ...edit, searchWords: null }),
    );
    await assertSucceeds(adminPost('live').update(edit));
    await assertFails(
      db('voice')
        .doc('posts/mine-draft')
        .update({ ...edit, searchWords: ['mine'] }),
    );
  });
});

describe('posts: an admin’s writes carry the entry of what they do', () => {
  const publish = { status: 'published', published: serverTimestamp(), updated: serverTimestamp() };
  const unpublish = { status: 'submitted', published: null, updated: serverTimestamp() };

  it('refuses an admin’s create, update and delete without an entry', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('posts/editors').set(editorialPost('editors', 'draft')));
    await assertFails(admin.doc('posts/mine-submitted').update(publish));
    await assertFails(admin.doc('posts/live').delete());
  });

  it('names each write by what it does: publish, unpublish, close and reopen comments, edit', async () => {
    await assertFails(adminPost('mine-submitted').update(publish, 'editPost'));
    await assertSucceeds(adminPost('mine-submitted').update(publish, 'publishPost'));
    await assertFails(adminPost('mine-submitted').update(unpublish, 'publishPost'));
    await assertSucceeds(adminPost('mine-submitted').update(unpublish, 'unpublishPost'));
    const close = { commentsClosed: true, updated: serverTimestamp() };
    await assertFails(adminPost('live').update(close, 'editPost'));
    await assertSucceeds(adminPost('live').update(close, 'closeComments'));
    const reopen = { commentsClosed: false, updated: serverTimestamp() };
    await assertFails(adminPost('live').update(reopen, 'closeComments'));
    await assertSucceeds(adminPost('live').update(reopen, 'reopenComments'));
    // From draft to submitted is no publication: an edit.
    const submit = { status: 'submitted', updated: serverTimestamp() };
    await assertFails(adminPost('mine-draft').update(submit, 'unpublishPost'));
    await assertSucceeds(adminPost('mine-draft').update(submit, 'editPost'));
  });

  it('refuses an entry with the post’s old title, another post’s path, or a create’s action', async () => {
    const retitle = { title: 'A new title', updated: serverTimestamp() };
    const oldName = { details: { name: 'A post called live' } };
    await assertFails(audited().update('posts/live', retitle, 'editPost', oldName));
    await assertFails(audited().update('posts/live', retitle, 'editPost', { target: 'posts/mine-draft' }));
    await assertFails(audited().delete('posts/live', 'deletePost', { details: { name: 'Another title' } }));
    await assertFails(audited().delete('posts/live', 'createPost'));
    await assertSucceeds(audited().delete('posts/live', 'deletePost'));
  });
});

describe('posts: commentsClosed is a boolean', () => {
  it('refuses an admin’s post whose commentsClosed is not a boolean, and accepts one that is', async () => {
    await assertFails(adminPost('closed').set(editorialPost('closed', 'published', { commentsClosed: 'yes' })));
    await assertFails(adminPost('closed').set(editorialPost('closed', 'published', { commentsClosed: 1 })));
    await assertSucceeds(adminPost('closed').set(editorialPost('closed', 'published', { commentsClosed: true })));
  });
});

describe('posts: a cover is described (coverAlt, UPLOAD_LIMITS.alt)', () => {
  const { min, max } = UPLOAD_LIMITS.alt;
  const cover = '/community/covers/rain.webp';
  const described = 'Bands of ochre and green under a gold sun';

  it('refuses a voice’s post with a cover and no alt text, and accepts it with one', async () => {
    const doc = submitter('voice').doc('posts/new-one');
    const { coverAlt: _alt, ...withoutAlt } = submission('new-one');
    await assertFails(doc.set(withoutAlt));
    await assertFails(doc.set(submission('new-one', { coverAlt: '' })));
    await assertFails(doc.set(submission('new-one', { coverAlt: '   ' })));
    await assertSucceeds(doc.set(submission('new-one', { coverAlt: described })));
  });

  it('takes a cover’s alt text of 3 to 250 characters, as trimmed text', async () => {
    const voice = submitter('voice');
    await assertFails(voice.doc('posts/a').set(submission('a', { coverAlt: 'a'.repeat(min - 1) })));
    await assertFails(voice.doc('posts/b').set(submission('b', { coverAlt: ' a gold sun ' })));
    await assertFails(voice.doc('posts/c').set(submission('c', { coverAlt: 'a'.repeat(max + 1) })));
    await assertSucceeds(voice.doc('posts/d').set(submission('d', { coverAlt: 'a'.repeat(min) })));
    await assertSucceeds(voice.doc('posts/e').set(submission('e', { coverAlt: 'a'.repeat(max) })));
  });

  it("takes no alt text without a cover: '' or none", async () => {
    const voice = submitter('voice');
    await assertFails(voice.doc('posts/a').set(submission('a', { coverUrl: '', coverAlt: described })));
    await assertSucceeds(voice.doc('posts/b').set(submission('b', { coverUrl: '', coverAlt: '' })));
    const { coverAlt: _alt, ...withoutAlt } = submission('c', { coverUrl: '' });
    await assertSucceeds(voice.doc('posts/c').set(withoutAlt));
  });

  it('asks the author’s edit that adds a cover for its alt text', async () => {
    const addCover = (change: Record<string, unknown>) =>
      db('voice')
        .doc('posts/mine-draft')
        .update({ coverUrl: cover, ...change, updated: serverTimestamp() });
    await assertFails(addCover({}));
    await assertFails(addCover({ coverAlt: 'ab' }));
    await assertSucceeds(addCover({ coverAlt: described }));
  });

  it('refuses an admin’s post with a cover and no alt text, and accepts it with one', async () => {
    await assertFails(adminPost('editorial-one').set(editorialPost('editorial-one', 'draft', { coverAlt: '' })));
    await assertSucceeds(adminPost('editorial-one').set(editorialPost('editorial-one', 'draft')));
  });

  it('asks an edit that keeps the cover but changes its alt text for a valid one', async () => {
    await seed({ 'posts/covered': postDocument('covered', past, { coverUrl: cover, status: 'draft' }) });
    const edit = (change: Record<string, unknown>) =>
      db('voice')
        .doc('posts/covered')
        .update({ ...change, updated: serverTimestamp() });
    await assertFails(edit({ coverAlt: 'ab' }));
    await assertFails(edit({ coverAlt: '' }));
    await assertSucceeds(edit({ title: 'The same cover, the same words' }));
    await assertSucceeds(edit({ coverAlt: 'A gold sun over green bands' }));
  });

  it('lets a post written before alt texts keep its cover as it was (published, closed), not take a new one', async () => {
    const { coverAlt: _alt, ...older } = postDocument('older', past, { coverUrl: cover, status: 'submitted' });
    await seed({ 'posts/older': older });
    const publish = { status: 'published', published: serverTimestamp(), updated: serverTimestamp() };
    await assertSucceeds(adminPost('older').update(publish, 'publishPost'));
    await assertSucceeds(
      adminPost('older').update({ commentsClosed: true, updated: serverTimestamp() }, 'closeComments'),
    );
    await assertFails(adminPost('older').update({ coverUrl: '/community/covers/c.jpg', updated: serverTimestamp() }));
    await assertSucceeds(
      adminPost('older').update({
        coverUrl: '/community/covers/c.jpg',
        coverAlt: described,
        updated: serverTimestamp(),
      }),
    );
  });
});

describe('posts: an admin returns a submitted post to its author with a note (reviewNote)', () => {
  const { min, max } = LIMITS.post.reviewNote;
  const note = 'Cut the second section, and say where the market stood.';
  const returning = (reviewNote: unknown) => ({ status: 'returned', reviewNote, updated: serverTimestamp() });
  const returned = (slug: string, authorUid = 'voice') => ({
    ...stored(slug, 'returned', authorUid),
    reviewNote: note,
  });

  it('lets an admin return a submitted post with a note, recorded as returnPost', async () => {
    await assertFails(adminPost('mine-submitted').update(returning(note)));
    await assertSucceeds(adminPost('mine-submitted').update(returning(note), 'returnPost'));
  });

  it('asks for a note of 1 to 2,000 trimmed characters', async () => {
    for (const bad of ['', '   ', ` ${note}`, 'a'.repeat(max + 1), 42, null]) {
      await assertFails(adminPost('mine-submitted').update(returning(bad), 'returnPost'));
    }
    await assertFails(
      adminPost('mine-submitted').update({ status: 'returned', updated: serverTimestamp() }, 'returnPost'),
    );
    await assertSucceeds(adminPost('mine-submitted').update(returning('a'.repeat(min)), 'returnPost'));
    await assertSucceeds(adminPost('mine-submitted').update(returning('a'.repeat(max)), 'editPost'));
  });

  it('returns only what was submitted: not a draft, nor a published post', async () => {
    await assertFails(adminPost('mine-draft').update(returning(note), 'returnPost'));
    await assertFails(adminPost('live').update({ ...returning(note), published: null }, 'returnPost'));
    await assertFails(adminPost('live').update({ ...returning(note), published: null }, 'unpublishPost'));
  });

  it('refuses members returning a post, the author included', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('posts/mine-submitted').update(returning(note)));
      await assertFails(audited(actor).update('posts/mine-submitted', returning(note), 'returnPost'));
    }
  });

  it('shows the returned post and its note to its author and the admins only', async () => {
    await seed({ 'posts/back': returned('back') });
    await assertSucceeds(db('voice').doc('posts/back').get());
    await assertSucceeds(db('admin').doc('posts/back').get());
    for (const actor of allBut('voice', 'admin')) await assertFails(db(actor).doc('posts/back').get());
  });

  it('lets the author revise it and submit it again (counted), or save it as a draft, the note kept', async () => {
    await seed({ 'posts/back': returned('back'), 'posts/back2': returned('back2') });
    const revision = { title: 'The market women of Onitsha, revised', updated: serverTimestamp() };
    await assertFails(
      db('voice')
        .doc('posts/back')
        .update({ ...revision, status: 'submitted' }),
    );
    await assertSucceeds(submitting.doc('voice', 'posts/back').update({ ...revision, status: 'submitted' }));
    await assertSucceeds(
      db('voice')
        .doc('posts/back2')
        .update({ ...revision, status: 'draft' }),
    );
  });

  it('refuses the author changing or removing the note, or keeping the status "returned"', async () => {
    await seed({ 'posts/back': returned('back') });
    const doc = submitter('voice').doc('posts/back');
    await assertFails(doc.update({ status: 'submitted', reviewNote: 'All fine.', updated: serverTimestamp() }));
    await assertFails(
      doc.update({
        status: 'submitted',
        reviewNote: firebase.firestore.FieldValue.delete(),
        updated: serverTimestamp(),
      }),
    );
    // Counted, as a submission would be: only the status clause refuses it.
    await assertFails(doc.update({ body: 'Revised.', updated: serverTimestamp() }));
  });

  it('keeps a revised post’s note a text of at most 2,000 characters, an admin’s edit included', async () => {
    await seed({ 'posts/again': { ...stored('again', 'submitted'), reviewNote: note } });
    const editNote = (reviewNote: unknown) =>
      adminPost('again').update({ reviewNote, updated: serverTimestamp() }, 'editPost');
    for (const bad of [42, ['a note'], 'a'.repeat(max + 1)]) await assertFails(editNote(bad));
    await assertSucceeds(editNote('a'.repeat(max)));
  });

  it('refuses an admin creating a post already returned: only a submitted post is', async () => {
    await assertFails(adminPost('new').set(editorialPost('new', 'draft', { status: 'returned', reviewNote: note })));
    await assertSucceeds(adminPost('new').set(editorialPost('new', 'draft')));
  });

  it('refuses a voice creating a post returned, or with a note', async () => {
    await assertFails(
      submitter('voice')
        .doc('posts/new')
        .set(submission('new', { status: 'returned', reviewNote: note })),
    );
    await assertFails(
      submitter('voice')
        .doc('posts/new')
        .set(submission('new', { reviewNote: note })),
    );
    await assertSucceeds(submitter('voice').doc('posts/new').set(submission('new')));
  });

  it('publishes only without the note: a published post is public', async () => {
    await seed({ 'posts/back': { ...stored('back', 'submitted'), reviewNote: note } });
    const publish = { status: 'published', published: serverTimestamp(), updated: serverTimestamp() };
    await assertFails(adminPost('back').update(publish, 'publishPost'));
    await assertSucceeds(
      adminPost('back').update({ ...publish, reviewNote: firebase.firestore.FieldValue.delete() }, 'publishPost'),
    );
  });

  it('lets the author withdraw a returned post', async () => {
    await seed({ 'posts/back': returned('back'), 'posts/theirs-back': returned('theirs-back', 'voice2') });
    await assertFails(db('voice').doc('posts/theirs-back').delete());
    await assertSucceeds(db('voice').doc('posts/back').delete());
  });
});
