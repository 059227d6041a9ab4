import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { postDocument } from '#shared/testing/documents.js';
import { onPostWritten } from './notify-on-post-written.js';
import { account, admins, applied, context, mails, resetMembers, reviewed } from './test-support.js';

beforeEach(resetMembers);

const post = postDocument('letters-from-lagos', applied, {
  title: 'Letters from Lagos',
  authorUid: 'voice-1',
  status: 'draft',
});

describe('onPostWritten', () => {
  it('a post submitted for review (created as submitted, or draft → submitted) goes to the admins once', async () => {
    const submitted = { ...post, status: 'submitted', updated: reviewed };
    await onPostWritten(context(), post.slug, post, submitted);
    await onPostWritten(context(), post.slug, post, submitted);
    await onPostWritten(context('e2'), 'other', undefined, { ...submitted, slug: 'other' });

    const all = await mails();
    // Keyed by the post's creation, not the submission's time: one mail per post (next test).
    expect(Object.keys(all).sort()).toEqual([
      `post-submitted-letters-from-lagos-${applied.toMillis()}`,
      `post-submitted-other-${applied.toMillis()}`,
    ]);
    expect(Object.values(all)[0]?.to).toEqual(admins);
    expect(Object.values(all)[0]?.about).toBe(post.authorUid);
    expect(Object.values(all)[0]?.message.subject).toBe('Post submitted for review: Letters from Lagos');
  });

  it('a post flipped between draft and submitted three times sends the admins one mail', async () => {
    const at = (minutes: number) => Timestamp.fromMillis(applied.toMillis() + minutes * 60_000);
    let before: Record<string, unknown> = post;
    const sent: boolean[] = [];
    for (const flip of [1, 2, 3]) {
      const submitted = { ...post, status: 'submitted', updated: at(2 * flip) };
      sent.push(await onPostWritten(context(`submit-${flip}`), post.slug, before, submitted));
      const draft = { ...post, status: 'draft', updated: at(2 * flip + 1) };
      await onPostWritten(context(`draft-${flip}`), post.slug, submitted, draft);
      before = draft;
    }

    expect(sent).toEqual([true, false, false]);
    expect(Object.keys(await mails())).toEqual([`post-submitted-letters-from-lagos-${applied.toMillis()}`]);
  });

  it('a new post under a slug used before (created anew) is a new post: its submission mails again', async () => {
    const submitted = { ...post, status: 'submitted' };
    await onPostWritten(context('e1'), post.slug, undefined, submitted);
    await onPostWritten(context('e2'), post.slug, undefined, { ...submitted, created: reviewed });
    expect(Object.keys(await mails()).sort()).toEqual([
      `post-submitted-letters-from-lagos-${applied.toMillis()}`,
      `post-submitted-letters-from-lagos-${reviewed.toMillis()}`,
    ]);
  });

  it('an edit of a submitted post sends nothing', async () => {
    const submitted = { ...post, status: 'submitted' };
    expect(await onPostWritten(context(), post.slug, submitted, { ...submitted, body: 'More' })).toBe(false);
  });

  it('publishing sends its author one mail, at their account’s verified address', async () => {
    const published = { ...post, status: 'published', published: reviewed };
    const before = { ...post, status: 'submitted' };
    await onPostWritten(context(), post.slug, before, published);
    await onPostWritten(context(), post.slug, before, published);

    const all = await mails();
    expect(Object.keys(all)).toEqual([`post-published-letters-from-lagos-${reviewed.toMillis()}`]);
    expect(Object.values(all)[0]?.to).toEqual(['chiamaka@example.com']);
    expect(Object.values(all)[0]?.about).toBe('voice-1');
    expect(Object.values(all)[0]?.message.text).toContain('Dear Chiamaka Eze');
  });

  it('an author whose address is unverified gets no mail for a published post', async () => {
    await account('voice-1', 'chiamaka@example.com', false);
    const published = { ...post, status: 'published', published: reviewed };
    expect(await onPostWritten(context(), post.slug, { ...post, status: 'submitted' }, published)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('an editorial post (written by the admins) or an author without an account gets no mail', async () => {
    const editorial = { ...post, author: { displayName: 'Editorial team', type: 'editorial' } };
    expect(await onPostWritten(context(), 'e', undefined, { ...editorial, status: 'published' })).toBe(false);
    expect(await onPostWritten(context(), 'n', post, { ...post, authorUid: 'nobody', status: 'published' })).toBe(
      false,
    );
    expect(await mails()).toEqual({});
  });
});

describe('onPostWritten: a post returned to its author with a note', () => {
  const note = 'Say where the market stood.';
  const submitted = { ...post, status: 'submitted' };
  const returned = { ...post, status: 'returned', reviewNote: note, updated: reviewed };

  it('sends its author the note once, at their verified address', async () => {
    expect(await onPostWritten(context(), post.slug, submitted, returned)).toBe(true);
    expect(await onPostWritten(context(), post.slug, submitted, returned)).toBe(false);
    const all = await mails();
    expect(Object.keys(all)).toEqual([`post-returned-letters-from-lagos-${reviewed.toMillis()}`]);
    expect(Object.values(all)[0]?.to).toEqual(['chiamaka@example.com']);
    expect(Object.values(all)[0]?.about).toBe('voice-1');
    expect(Object.values(all)[0]?.message.subject).toBe('Your post came back with a note: Letters from Lagos');
    expect(Object.values(all)[0]?.message.text).toContain(`returned it to you with a note:\n\n${note}\n\n`);
  });

  it('tells the admins when the author submits it again, once per note, and again after another return', async () => {
    const again = { ...returned, status: 'submitted' };
    expect(await onPostWritten(context('r1'), post.slug, returned, again)).toBe(true);
    // Flipped to draft and back: the same note, no second mail.
    const draft = { ...again, status: 'draft' };
    expect(await onPostWritten(context('r2'), post.slug, draft, again)).toBe(false);
    // Returned a second time with another note, then submitted: a new mail.
    const second = { ...returned, reviewNote: 'Shorter, please.' };
    expect(await onPostWritten(context('r3'), post.slug, second, { ...second, status: 'submitted' })).toBe(true);

    const all = Object.values(await mails()).filter((mail) => mail.message.subject.startsWith('Post revised'));
    expect(all).toHaveLength(2);
    expect(all.map((mail) => mail.to)).toEqual([admins, admins]);
    expect(all.map((mail) => mail.message.text).join('\n')).toContain(`Your note was:\n${note}`);
    // The first submission's mail is another one: the resubmissions did not reuse its key.
    expect(Object.keys(await mails()).some((id) => id.startsWith('post-submitted-'))).toBe(false);
  });

  it('a returned post whose author has no account, or an edit of a returned post, sends nothing', async () => {
    expect(await onPostWritten(context(), 'n', submitted, { ...returned, authorUid: 'nobody' })).toBe(false);
    expect(await onPostWritten(context(), post.slug, returned, { ...returned, body: 'More' })).toBe(false);
    expect(await mails()).toEqual({});
  });
});
