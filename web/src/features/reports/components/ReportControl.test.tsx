import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, reportId } from '@/lib/model';
import { commentDocument, readDoc, seedDocs, writeDoc } from '@/test/emulators';
import { postDoc } from '@/test/fixtures/community';
import { renderApp, signInAsMember, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);

/** Each test's own post (a late trigger of another test's deletion decides the reports of its post). */
let slug = '';
beforeEach(() => {
  slug = `report-me-${crypto.randomUUID().slice(0, 8)}`;
});

const RUDE = 'You should stop writing.';

/** A published post by another member, with a comment of theirs and one of the signed-in member's. */
async function seedPost(ownUid = 'nobody') {
  await seedDocs({
    [`posts/${slug}`]: postDoc(1, {
      slug,
      title: 'A post to talk about',
      authorUid: 'kwame',
      commentCount: 2,
    }),
    [`posts/${slug}/comments/rude`]: commentDocument(new Date('2026-03-01T10:00:00Z'), {
      authorUid: 'kwame',
      author: { displayName: 'Kwame Boateng', type: 'voice' },
      body: RUDE,
    }),
    [`posts/${slug}/comments/mine`]: commentDocument(new Date('2026-03-01T11:00:00Z'), {
      authorUid: ownUid,
      author: { displayName: 'Ama Serwaa', type: 'voice' },
      body: 'My own comment.',
    }),
  });
}

async function activeMember(): Promise<string> {
  const uid = await signInAsMember('ama@example.com', { status: 'active', type: 'voice' });
  await writeDoc(`members/${uid}`, { displayName: 'Ama Serwaa', type: 'voice', country: 'Ghana', bio: 'A poet.' });
  return uid;
}

/** The comment with this text, as its list item. */
async function commentItem(text: string) {
  const body = await screen.findByText(text);
  return within(body.closest('li') as HTMLElement);
}

describe('reporting a post or a comment', () => {
  it('offers a visitor nothing to report', async () => {
    await seedPost();
    renderApp(`/voa/blog/posts/${slug}`);
    await screen.findByText(RUDE);
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('offers an active member the post and others’ comments, not their own', async () => {
    const uid = await activeMember();
    await seedPost(uid);
    renderApp(`/voa/blog/posts/${slug}`);
    expect(await screen.findByRole('button', { name: 'Report this post' })).toBeInTheDocument();
    const rude = await commentItem(RUDE);
    expect(rude.getByRole('button', { name: 'Report this comment' })).toBeInTheDocument();
    const mine = await commentItem('My own comment.');
    expect(mine.queryByRole('button', { name: 'Report this comment' })).toBeNull();
  });

  it('asks why, refuses a reason too short, sends the report once, and says so on a later visit', async () => {
    const uid = await activeMember();
    await seedPost(uid);
    const user = userEvent.setup();
    const { unmount } = renderApp(`/voa/blog/posts/${slug}`);
    const rude = await commentItem(RUDE);
    await user.click(rude.getByRole('button', { name: 'Report this comment' }));
    const form = within(await rude.findByRole('form', { name: 'Report this comment' }));
    const reason = form.getByRole('textbox', { name: 'Why are you reporting it?' });
    await user.type(reason, 'Rude');
    await user.click(form.getByRole('button', { name: 'Send the report' }));
    expect(
      await form.findByText(`Say why in ${LIMITS.report.reason.min} to ${LIMITS.report.reason.max} characters.`),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Rude');

    await user.type(reason, ' and hurtful to a new member.');
    await user.click(form.getByRole('button', { name: 'Send the report' }));
    // The form's own status (why Save waits, empty) is beside it: the sentence is what is looked for.
    expect(await rude.findByText(/^Thank you: your report is sent\./)).toHaveRole('status');
    expect(await readDoc(`reports/${reportId(uid, slug, 'rude')}`)).toMatchObject({
      reporterUid: uid,
      post: slug,
      comment: 'rude',
      reason: 'Rude and hurtful to a new member.',
      quoted: RUDE,
      status: 'open',
    });

    unmount();
    renderApp(`/voa/blog/posts/${slug}`);
    const again = await commentItem(RUDE);
    await user.click(again.getByRole('button', { name: 'Report this comment' }));
    expect(await again.findByRole('status')).toHaveTextContent(/^You reported this on /);
  });

  it('says when the member may report again once the day’s reports are used', async () => {
    const uid = await activeMember();
    await seedPost(uid);
    await seedDocs({
      [`rateLimits/${uid}`]: {
        report: { windowStart: new Date(), count: LIMITS.rate.report.max, last: new Date(), target: 'reports/x' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/voa/blog/posts/${slug}`);
    await user.click(await screen.findByRole('button', { name: 'Report this post' }));
    const form = within(await screen.findByRole('form', { name: 'Report this post' }));
    await user.type(form.getByRole('textbox', { name: 'Why are you reporting it?' }), 'It copies another writer.');
    await user.click(form.getByRole('button', { name: 'Send the report' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      `You have sent ${LIMITS.rate.report.max} reports today, the most a day. You can report again from`,
    );
  });
});
