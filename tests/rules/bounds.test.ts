import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS, UPLOAD_LIMITS, contactMessageId, toContactDocument } from '#shared/model/index.ts';
import {
  advisoryMemberDocument,
  albumDocument,
  bannedBookDocument,
  commentDocument,
  insightDocument,
  libraryItemDocument,
  photoDocument,
  postDocument,
  teamMemberDocument,
  userProfileDocument,
} from '#shared/testing/documents.ts';
import { memberCards, past, serverTimestamp, useContentRules, type ContentActor } from './content-actors';
import { countedAs } from './counted-writes';

/**
 * Every length and count bound of firestore.rules at its edge: the limit allowed, one past it refused
 * (the rules mutation check moves each bound by one: tools/rules-mutations, `bound-moved`). Each row
 * writes as the app does, everything else valid, so only the bound decides. The limits are the
 * model's (LIMITS), which the rules copy.
 */
const { getEnv, db, audited, seed } = useContentRules(() => ({
  'members/auntie': memberCards.auntie,
  'posts/live': postDocument('live', past, { status: 'published' }),
  'posts/live/comments/mine': { ...comment(), created: minutesAgo(1), updated: minutesAgo(1) },
  'posts/returned': postDocument('returned', past, { status: 'returned', reviewNote: 'Please end sooner.' }),
  'albums/live': albumDocument(past),
}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const text = (length: number) => 'x'.repeat(length);
type Data = Record<string, unknown>;
/** A fresh document id for each write: a create never meets one made before. */
let ids = 0;
const fresh = () => `n${++ids}`;

/**
 * A text bound: `min` and `max` characters pass, one fewer and one more do not (a `min` of 0 has no
 * fewer). `write` writes the value into an otherwise valid document.
 */
function textEdges(
  label: string,
  { min, max }: { min: number; max: number },
  write: (value: string) => Promise<unknown>,
) {
  it(`${label}: ${min} and ${max} characters pass, ${min > 0 ? `${min - 1} and ` : ''}${max + 1} do not`, async () => {
    await assertSucceeds(write(text(min)));
    await assertSucceeds(write(text(max)));
    if (min > 0) await assertFails(write(text(min - 1)));
    await assertFails(write(text(max + 1)));
  });
}

/** A number bound: `min` and `max` pass, one less and one more do not. */
function numberEdges(label: string, min: number, max: number, write: (value: number) => Promise<unknown>) {
  it(`${label}: ${min} and ${max} pass, ${min - 1} and ${max + 1} do not`, async () => {
    await assertSucceeds(write(min));
    await assertSucceeds(write(max));
    await assertFails(write(min - 1));
    await assertFails(write(max + 1));
  });
}

/**
 * A list bound: `max` good items pass, `max + 1` do not, and a bad item is found at every place a list
 * may hold one (the rules check each index on its own: a list of `k + 1` items, the last one bad).
 */
function listEdges<Item>(
  label: string,
  { min = 0, max }: { min?: number; max: number },
  items: { good: Item; bad: Item },
  write: (list: Item[]) => Promise<unknown>,
) {
  it(`${label}: ${max} pass, ${max + 1} do not, and a bad one is refused at each of the ${max} places`, async () => {
    await assertSucceeds(write(Array(max).fill(items.good)));
    await assertFails(write(Array(max + 1).fill(items.good)));
    for (let place = min; place < max; place++) {
      await assertFails(write([...Array(place).fill(items.good), items.bad]));
    }
  });
}

/** A query of at most `limit` documents passes, one more does not. */
function queryEdge(label: string, limit: number, query: (limit: number) => Promise<unknown>) {
  it(`${label}: a query of ${limit} passes, of ${limit + 1} does not`, async () => {
    await assertSucceeds(query(limit));
    await assertFails(query(limit + 1));
  });
}

function comment(overrides: Data = {}) {
  return {
    ...commentDocument(serverTimestamp(), { authorUid: 'peer', body: 'Thank you for this.' }),
    author: { displayName: 'Tendai Moyo', type: 'peer' },
    ...overrides,
  };
}

describe('users/{uid} and members/{uid}: the application and the card', () => {
  const applicant = () =>
    getEnv().authenticatedContext('applicant', { email: 'applicant@example.com', email_verified: true }).firestore();
  const apply = async (fields: Data) => {
    await seed({ 'users/applicant': userProfileDocument('applicant@example.com', past, { status: '', type: null }) });
    return applicant()
      .doc('users/applicant')
      .update({
        displayName: 'Ama Serwaa',
        memberKind: 'peer',
        country: 'Ghana',
        bio: text(LIMITS.application.bio.min),
        guidelinesAccepted: true,
        status: 'pending',
        applied: serverTimestamp(),
        ...fields,
      });
  };
  textEdges('the display name', LIMITS.application.displayName, (displayName) => apply({ displayName }));
  textEdges('the country', LIMITS.application.country, (country) => apply({ country }));
  textEdges('the bio', LIMITS.application.bio, (bio) => apply({ bio }));

  const editing = countedAs(getEnv, 'cardEdit');
  // The seeded card's bio is shorter than the form's floor: each edit gives a valid one.
  const editCard = (fields: Data) =>
    editing.doc('voice', 'members/voice').update({ bio: text(LIMITS.card.bio.min), ...fields });
  textEdges('the card’s country', LIMITS.card.country, (country) => editCard({ country }));
  textEdges('the card’s bio', LIMITS.card.bio, (bio) => editCard({ bio }));
});

describe('contactMessages/{id} and contactSenders/{uid}', () => {
  const DAY = 24 * 60 * 60_000;
  /** A visitor's message as the contact form sends it, with its sender's count; `sender` a stored count. */
  const send = async (fields: Data, sender?: Data) => {
    const uid = `visitor-${fresh()}`;
    if (sender) await seed({ [`contactSenders/${uid}`]: sender });
    const count = sender ? Number(sender.count) + 1 : 1;
    const visitor = getEnv()
      .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
      .firestore();
    const batch = visitor.batch();
    batch.set(visitor.doc(`contactMessages/${contactMessageId(uid, count)}`), {
      ...toContactDocument({ name: 'Ama', email: 'ama@example.com', topic: 'editing', message: text(10) }),
      created: serverTimestamp(),
      ...fields,
    });
    batch.set(visitor.doc(`contactSenders/${uid}`), { last: serverTimestamp(), count });
    return batch.commit();
  };
  textEdges('the name', LIMITS.contact.name, (name) => send({ name }));
  it(`the address: ${LIMITS.contact.email.max} characters pass, ${LIMITS.contact.email.max + 1} do not`, async () => {
    // The shortest address the pattern takes has 5 characters ('a@b.c'): the floor of 3 never decides.
    const address = (length: number) => `${text(length - 5)}@b.cd`;
    await assertSucceeds(send({ email: address(LIMITS.contact.email.max) }));
    await assertFails(send({ email: address(LIMITS.contact.email.max + 1) }));
  });
  textEdges('the message', LIMITS.contact.message, (message) => send({ message }));

  it('keeps a message between 700 and 760 days: an hour inside each edge passes, an hour outside does not', async () => {
    const at = (days: number, hours: number) => new Date(Date.now() + days * DAY + hours * 60 * 60_000);
    await assertSucceeds(send({ expiresAt: at(700, 1) }));
    await assertFails(send({ expiresAt: at(700, -1) }));
    await assertSucceeds(send({ expiresAt: at(760, -1) }));
    await assertFails(send({ expiresAt: at(760, 1) }));
  });

  it('counts 5 messages a session, each at least 60 seconds after the last (half a second either side)', async () => {
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await assertSucceeds(send({}, { last: secondsAgo(60.5), count: 4 }));
    await assertFails(send({}, { last: secondsAgo(120), count: 5 }));
    await assertFails(send({}, { last: secondsAgo(59.5), count: 1 }));
  });
});

describe('rateLimits/{uid}: a step’s target', () => {
  // Each write a first step, of its own member's counter.
  const members = [
    ['voice', 'voice'],
    ['otherVoice', 'voice2'],
    ['auntie', 'auntie'],
    ['peer', 'peer'],
  ] as const;
  let next = 0;
  textEdges('the counted document’s path', { min: 1, max: 400 }, (target) => {
    const [actor, uid] = members[next++ % members.length] ?? members[0];
    return db(actor)
      .doc(`rateLimits/${uid}`)
      .set({ comment: { windowStart: serverTimestamp(), count: 1, last: serverTimestamp(), target } });
  });
});

describe('reports/{id}: the reason', () => {
  const reporting = countedAs(getEnv, 'report');
  const report = async (reason: string) => {
    const id = `peer~live~${fresh()}`;
    await seed({ [`posts/live/comments/${id.split('~')[2]}`]: { ...comment(), created: past, updated: past } });
    return reporting.doc('peer', `reports/${id}`).set({
      reporterUid: 'peer',
      post: 'live',
      comment: id.split('~')[2],
      reason,
      quoted: 'Thank you for this.',
      status: 'open',
      created: serverTimestamp(),
    });
  };
  textEdges('the reason', LIMITS.report.reason, report);
});

describe('posts/{slug}: a voice’s post and an admin’s', () => {
  const drafting = countedAs(getEnv, 'draft');
  const draft = (fields: Data) => {
    const slug = fields.slug === undefined ? fresh() : String(fields.slug);
    return drafting.doc('voice', `posts/${slug}`).set({
      ...postDocument(slug, serverTimestamp(), {
        author: { displayName: memberCards.voice.displayName, type: 'voice' },
        status: 'draft',
        published: null,
      }),
      ...fields,
    });
  };
  textEdges('the title', LIMITS.post.title, (title) => draft({ title }));
  textEdges('the body', LIMITS.post.body, (body) => draft({ body }));
  textEdges('a tag', LIMITS.post.tag, (tag) => draft({ tags: [tag] }));
  listEdges('the tags', { max: LIMITS.post.tags }, { good: 'memory', bad: 'Not A Tag' }, (tags) => draft({ tags }));
  it(`the slug: ${LIMITS.post.slug} characters pass, ${LIMITS.post.slug + 1} do not`, async () => {
    await assertSucceeds(draft({ slug: text(LIMITS.post.slug) }));
    await assertFails(draft({ slug: text(LIMITS.post.slug + 1) }));
  });
  // A post sent back to 'submitted' keeps the note it was returned with (the admins' edit here).
  textEdges('a submitted post’s kept note', { min: 0, max: LIMITS.post.reviewNote.max }, async (reviewNote) => {
    const slug = fresh();
    await seed({ [`posts/${slug}`]: postDocument(slug, past, { status: 'submitted', published: null }) });
    return audited().update(`posts/${slug}`, { reviewNote, updated: serverTimestamp() }, 'editPost');
  });

  const editorial = (fields: Data) => {
    const slug = fresh();
    return audited().set(
      `posts/${slug}`,
      {
        ...postDocument(slug, serverTimestamp(), { authorUid: 'admin', status: 'draft', published: null }),
        author: { displayName: 'The editorial team', type: 'editorial' },
        ...fields,
      },
      'createPost',
    );
  };
  textEdges('the byline an admin writes', { min: 1, max: LIMITS.application.displayName.max }, (displayName) =>
    editorial({ author: { displayName, type: 'editorial' } }),
  );
  textEdges('the note of a returned post', LIMITS.post.reviewNote, (reviewNote) =>
    audited().update('posts/returned', { reviewNote, updated: serverTimestamp() }, 'editPost'),
  );
});

describe('posts/{slug}/comments/{id}: the body and the edit window', () => {
  const commenting = countedAs(getEnv, 'comment');
  // A comment carries its author's card: the auntie's is seeded.
  const byline = { displayName: memberCards.auntie.displayName, type: memberCards.auntie.type };
  textEdges('the body', LIMITS.comment.body, (body) =>
    commenting
      .doc('auntie', `posts/live/comments/${fresh()}`)
      .set(comment({ authorUid: 'auntie', author: byline, body })),
  );

  it(`the edit window: a comment of ${LIMITS.comment.editMinutes} minutes less a few seconds is edited, one a few seconds older is not`, async () => {
    const edge = LIMITS.comment.editMinutes;
    const edit = { body: 'Edited.', updated: serverTimestamp() };
    await seed({ 'posts/live/comments/mine': { ...comment(), created: minutesAgo(edge - 0.25), updated: past } });
    await assertSucceeds(db('peer').doc('posts/live/comments/mine').update(edit));
    await seed({ 'posts/live/comments/mine': { ...comment(), created: minutesAgo(edge + 0.25), updated: past } });
    await assertFails(db('peer').doc('posts/live/comments/mine').update(edit));
  });
});

// The library's, the albums' and the photos' limits are the rules' own (their forms take them from there).
describe('libraryItems/{id}', () => {
  const item = (fields: Data) =>
    audited().set(
      `libraryItems/${fresh()}`,
      { ...libraryItemDocument(serverTimestamp()), ...fields },
      'createLibraryItem',
    );
  textEdges('the title', { min: 1, max: 200 }, (title) => item({ title }));
  textEdges('the author', { min: 1, max: 120 }, (author) => item({ author }));
  textEdges('the description', { min: 0, max: 2000 }, (description) => item({ description }));
  numberEdges('the year', 0, 2100, (year) => item({ year }));
});

describe('bannedBooks/{id}', () => {
  const proposing = countedAs(getEnv, 'proposal');
  const propose = (fields: Data) =>
    proposing
      .doc('peer', `bannedBooks/${fresh()}`)
      .set({ ...bannedBookDocument(serverTimestamp(), { status: 'proposed', proposedBy: 'peer' }), ...fields });
  textEdges('the title', LIMITS.bannedBook.title, (title) => propose({ title }));
  textEdges('the author', LIMITS.bannedBook.author, (author) => propose({ author }));
  textEdges('the country', LIMITS.bannedBook.country, (country) => propose({ country }));
  textEdges('the reason', LIMITS.bannedBook.reason, (reason) => propose({ reason }));
  listEdges(
    'the sources',
    { min: 1, max: LIMITS.bannedBook.sources.max },
    { good: 'https://example.com/a', bad: 'not an address' },
    (sources) => propose({ sources }),
  );
  textEdges('the decline reason', LIMITS.bannedBook.declineReason, async (declineReason) => {
    const id = fresh();
    await seed({ [`bannedBooks/${id}`]: bannedBookDocument(past, { status: 'proposed', proposedBy: 'peer' }) });
    return audited().update(
      `bannedBooks/${id}`,
      { status: 'declined', declineReason, updated: serverTimestamp() },
      'declineBannedBook',
    );
  });
});

describe('albums/{albumId} and its photos', () => {
  const album = (fields: Data) =>
    audited().set(`albums/${fresh()}`, { ...albumDocument(serverTimestamp()), date: past, ...fields }, 'createAlbum');
  textEdges('the album’s title', { min: 1, max: 160 }, (title) => album({ title }));
  textEdges('the album’s description', { min: 0, max: 2000 }, (description) => album({ description }));

  const photo = (fields: Data) =>
    audited().set(
      `albums/live/photos/${fresh()}`,
      { ...photoDocument(serverTimestamp()), date: past, ...fields },
      'createPhoto',
    );
  textEdges('a photo’s caption', { min: 0, max: 300 }, (caption) => photo({ caption }));
  textEdges('a photo’s credit', { min: 0, max: 120 }, (credit) => photo({ credit }));
  textEdges('a photo’s alt text', UPLOAD_LIMITS.alt, (alt) => photo({ alt }));
  numberEdges('a photo’s place', 0, 100_000, (order) => photo({ order }));
});

describe('advisoryMembers/{id}', () => {
  const advisor = (fields: Data) =>
    audited().set(
      `advisoryMembers/${fresh()}`,
      { ...advisoryMemberDocument(serverTimestamp()), ...fields },
      'createAdvisoryMember',
    );
  textEdges('the name', LIMITS.advisory.name, (name) => advisor({ name }));
  textEdges('the role', LIMITS.advisory.role, (role) => advisor({ role }));
  textEdges('the bio', LIMITS.advisory.bio, (bio) => advisor({ bio }));
  numberEdges('the place', 0, LIMITS.advisory.order.max, (order) => advisor({ order }));
});

describe('insights/{id}', () => {
  const insight = (fields: Data) =>
    audited().set(
      `insights/${fresh()}`,
      { ...insightDocument(serverTimestamp()), date: past, ...fields },
      'createInsight',
    );
  textEdges('the title', LIMITS.insight.title, (title) => insight({ title }));
  textEdges('the byline', LIMITS.insight.byline, (byline) => insight({ byline }));
  textEdges('the summary', LIMITS.insight.summary, (summary) => insight({ summary }));
  textEdges('the body', LIMITS.insight.body, (body) => insight({ body }));
  textEdges('a topic', LIMITS.insight.tag, (tag) => insight({ tags: [tag] }));
  listEdges('the topics', { max: LIMITS.insight.tags }, { good: 'Profile', bad: ' Profile' }, (tags) =>
    insight({ tags }),
  );
});

describe('teamMembers/{id}', () => {
  const member = (fields: Data) =>
    audited().set(
      `teamMembers/${fresh()}`,
      { ...teamMemberDocument(serverTimestamp()), ...fields },
      'createTeamMember',
    );
  textEdges('the name', LIMITS.teamMember.name, (name) => member({ name }));
  textEdges('the role', LIMITS.teamMember.role, (role) => member({ role }));
  textEdges('the bio', LIMITS.teamMember.bio, (bio) => member({ bio }));
  numberEdges('the place', 0, LIMITS.teamMember.order.max, (order) => member({ order }));
  listEdges('the languages', { max: LIMITS.teamMember.languages }, { good: 'Igbo', bad: '' }, (languages) =>
    member({ languages }),
  );
});

describe('query limits: what a non-admin may ask for at once (LIMITS.query)', () => {
  const as = (actor: ContentActor) => db(actor);
  queryEdge('a member’s notifications', LIMITS.query.notifications, (limit) =>
    as('voice').collection('users/voice/notifications').orderBy('created', 'desc').limit(limit).get(),
  );
  queryEdge('a directory page', LIMITS.query.members, (limit) =>
    as('signedOut').collection('members').limit(limit).get(),
  );
  queryEdge('a member’s shelf', LIMITS.query.shelf, (limit) =>
    as('voice').collection('users/voice/shelf').orderBy('saved', 'desc').limit(limit).get(),
  );
  queryEdge('what a member follows', LIMITS.query.follows, (limit) =>
    as('voice').collection('users/voice/follows').orderBy('created', 'desc').limit(limit).get(),
  );
  queryEdge('a member’s reports', LIMITS.query.reports, (limit) =>
    as('peer').collection('reports').where('reporterUid', '==', 'peer').limit(limit).get(),
  );
  queryEdge('a voice’s own posts', LIMITS.query.posts, (limit) =>
    as('voice').collection('posts').where('authorUid', '==', 'voice').limit(limit).get(),
  );
  queryEdge('a post’s comments', LIMITS.query.comments, (limit) =>
    as('signedOut').collection('posts/live/comments').limit(limit).get(),
  );
  queryEdge('a member’s own comments on every post', LIMITS.query.comments, (limit) =>
    as('peer').collectionGroup('comments').where('authorUid', '==', 'peer').limit(limit).get(),
  );
});
