import { FieldValue, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  COLLECTIONS,
  EDITORIAL_AUTHOR_TYPE,
  NOTICE_LINKS,
  readPost,
  receives,
  type FollowKind,
} from '#shared/model/index.js';
import { text, timeKey, toMember, type Context, type Data } from './recipients.js';

// A post's first publication tells its writer's and its tags' followers, once each.
// Why and what it costs: docs/decisions/0121-follow-a-writer-or-a-tag.md

/** Follow documents read per query page; recipients told at once. */
const PAGE = 300;
const AT_ONCE = 10;

/** Why one member is told: the writer they follow, the first of the post's tags they follow. */
type Reason = { writer: boolean; tag: string };

/** Every follow of `query`, a page at a time (bounded memory: the page, and one entry per member). */
async function eachFollow(query: Query, visit: (follow: QueryDocumentSnapshot) => void) {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    page.docs.forEach(visit);
    if (page.size < PAGE) return;
    last = page.docs.at(-1);
  }
}

/** The followers of the writer (not for an editorial post) and of any of the tags, the writer left out. */
async function followersOf(context: Context, writerUid: string, tags: readonly string[], exclude: string) {
  const follows = context.db.collectionGroup(COLLECTIONS.follows);
  const byKind = (kind: FollowKind) => follows.where('kind', '==', kind);
  const reasons = new Map<string, Reason>();
  const add = (follow: QueryDocumentSnapshot) => {
    const uid = follow.ref.parent.parent?.id ?? '';
    if (!uid || uid === exclude) return;
    const kind = text(follow.get('kind'));
    const target = text(follow.get('target'));
    const reason = reasons.get(uid) ?? { writer: false, tag: '' };
    if (kind === 'writer') reason.writer = true;
    // The post's own order of tags decides which one the notice names.
    else if (!reason.tag || tags.indexOf(target) < tags.indexOf(reason.tag)) reason.tag = target;
    reasons.set(uid, reason);
  };
  if (writerUid) await eachFollow(byKind('writer').where('target', '==', writerUid).orderBy('__name__'), add);
  if (tags.length > 0)
    await eachFollow(
      byKind('tag')
        .where('target', 'in', [...tags])
        .orderBy('__name__'),
      add,
    );
  return reasons;
}

/**
 * posts/{slug} written: the first time it is published, each member who follows its writer or any
 * of its tags gets one notice (never the writer), and a mail as their preferences say (the
 * `followedWriters` kind, on by default; `followedTags`, off by default). A later publication of the
 * same post (after an unpublish) tells no one again: firstPublications/{slug} remembers it.
 * Returns how many members were told.
 */
export async function onPostFirstPublished(context: Context, slug: string, before: Data, after: Data) {
  if (!after || after.status !== 'published' || before?.status === 'published') return 0;
  const { db } = context;
  const marker = db.collection(COLLECTIONS.firstPublications).doc(slug);
  const created = after.created instanceof Timestamp ? after.created : null;
  const told = await marker.get();
  // The same post (its creation time): told already. Another post of a reused slug is new.
  if (told.exists && created && (told.get('postCreated') as Timestamp | undefined)?.isEqual(created)) return 0;

  const post = readPost(slug, after, () => null);
  const writerUid = post.author.type === EDITORIAL_AUTHOR_TYPE ? '' : post.authorUid;
  const reasons = await followersOf(context, writerUid, post.tags, post.authorUid);
  const postKey = timeKey(after.created, context.eventId);
  const values = {
    title: post.title,
    author: post.author.displayName,
    link: `${context.origin}${NOTICE_LINKS.post(slug)}`,
  };
  const recipients = [...reasons];
  for (let start = 0; start < recipients.length; start += AT_ONCE) {
    const chunk = recipients.slice(start, start + AT_ONCE);
    const preferences = await db.getAll(...chunk.map(([uid]) => db.collection(COLLECTIONS.mailPreferences).doc(uid)));
    await Promise.all(
      chunk.map(([uid, reason], index) => {
        const chosen = preferences[index]?.data();
        // A writer's follower hears of it as such, unless only their tag's mail is on.
        const asWriter =
          reason.writer && (receives(chosen, 'followedWriters') || !reason.tag || !receives(chosen, 'followedTags'));
        return toMember(
          context,
          // One per member and post, whatever the reasons: a retried event finds it written.
          `followed-${slug}-${postKey}-${uid}`,
          uid,
          asWriter ? 'followedWriterPublished' : 'followedTagPublished',
          asWriter ? values : { ...values, tag: reason.tag },
          { link: NOTICE_LINKS.post(slug), source: `${COLLECTIONS.posts}/${slug}` },
        );
      }),
    );
  }
  await marker.set({ postCreated: created, told: FieldValue.serverTimestamp(), members: recipients.length });
  logger.info('Followers told of a first publication', { slug, members: recipients.length });
  return recipients.length;
}
