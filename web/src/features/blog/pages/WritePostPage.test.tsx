import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/i18n/format';
import { LIMITS } from '@/lib/model';
import { readDoc, seedDocs } from '@/test/emulators';
import { renderApp, signInAsMember, startSignedOut } from '@/test/render-app';
import { postDoc } from '@/test/fixtures/community';

beforeEach(startSignedOut);

async function signedIn(status: string, type: string): Promise<string> {
  const uid = await signInAsMember('writer@example.com', { status, type });
  await seedDocs({ [`members/${uid}`]: { displayName: 'Amara Okafor', type, country: 'Nigeria', bio: 'Poet.' } });
  return uid;
}

describe('/voa/blog/write', () => {
  it('lets an active voice submit a post for review, after validation that keeps the input', async () => {
    const uid = await signedIn('active', 'voice');
    const user = userEvent.setup();
    renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Rain');
    await user.click(screen.getByText('Or use an image already on this site'));
    await user.type(screen.getByLabelText('Image address'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Write the text of the post.')).toBeInTheDocument();
    expect(screen.getByText(/^Upload an image, or give the path of one on this site/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Rain');

    await user.clear(screen.getByLabelText('Image address'));
    await user.type(screen.getByLabelText('Text'), 'The rain came **early** that year.');
    await user.type(screen.getByLabelText('Tags (optional)'), 'Poetry, Lagos');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Thank you. Your post was sent for review.')).toBeInTheDocument();
    expect(await readDoc('posts/rain')).toMatchObject({ title: 'Rain', status: 'submitted', authorUid: uid });
  });

  it('refuses a cover without its alt text, saying why under the field, and saves the alt text with it', async () => {
    await signedIn('active', 'voice');
    const user = userEvent.setup();
    renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Dusk');
    await user.type(screen.getByLabelText('Text'), 'The light went gold, then grey.');
    await user.click(screen.getByText('Or use an image already on this site'));
    await user.type(screen.getByLabelText('Image address'), '/community/covers/cover-1.webp');
    const alt = screen.getByLabelText('Alt text: the picture in words');
    expect(alt).toHaveAccessibleDescription(
      'Describe the picture for readers who cannot see it: it is read aloud by screen readers and shown when the image cannot load.',
    );
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/^Describe the image in 3 to 250 characters/)).toHaveAttribute('role', 'alert');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(await readDoc('posts/dusk')).toBeUndefined();

    await user.type(alt, 'Bands of olive and terracotta under a terracotta sun');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Your draft was saved.')).toBeInTheDocument();
    expect(await readDoc('posts/dusk')).toMatchObject({
      coverUrl: '/community/covers/cover-1.webp',
      coverAlt: 'Bands of olive and terracotta under a terracotta sun',
    });
  });

  it('counts each move to "submitted" (not a draft’s save), says the rate, and when the day’s are used, when to send again', async () => {
    const uid = await signedIn('active', 'voice');
    const { max, windowMinutes } = LIMITS.rate.submission;
    const user = userEvent.setup();
    const { unmount } = renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Harmattan');
    await user.type(screen.getByLabelText('Text'), 'Dust on every sill.');
    expect(
      screen.getByText(
        `Save your drafts as often as you like. Each member may start up to ${LIMITS.rate.draft.max} new drafts and send up to ${max} posts for review a day.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Your draft was saved.')).toBeInTheDocument();
    expect(await readDoc('posts/harmattan')).toMatchObject({ status: 'draft' });
    // The new draft is counted as a draft, not as a submission.
    expect(await readDoc(`rateLimits/${uid}`)).toEqual({
      draft: expect.objectContaining({ count: 1, target: 'posts/harmattan' }),
    });
    unmount();

    // The day's submissions are used: the draft cannot be sent, and stays as it is.
    const windowStart = new Date(Date.now() - 60 * 60_000);
    await seedDocs({
      [`rateLimits/${uid}`]: { submission: { windowStart, count: max, last: windowStart, target: 'posts/earlier' } },
    });
    renderApp('/voa/blog/write?edit=harmattan');
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const retryAt = formatDateTime(new Date(windowStart.getTime() + windowMinutes * 60_000));
    expect(
      await screen.findByText(
        `You have sent ${max} posts for review within the day, the most a member may. Your post is still here: save it as a draft, or send it for review from ${retryAt}.`,
      ),
    ).toBeInTheDocument();
    expect(await readDoc('posts/harmattan')).toMatchObject({ status: 'draft' });

    // A new day: the move to "submitted" goes, counted for this post.
    await seedDocs({
      [`rateLimits/${uid}`]: {
        submission: {
          windowStart: new Date(Date.now() - windowMinutes * 60_000 - 60_000),
          count: max,
          last: windowStart,
          target: 'posts/earlier',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Thank you. Your post was sent for review.')).toBeInTheDocument();
    expect(await readDoc('posts/harmattan')).toMatchObject({ status: 'submitted' });
    expect((await readDoc(`rateLimits/${uid}`))?.submission).toMatchObject({ count: 1, target: 'posts/harmattan' });
  });

  it('counts each new draft, not its saves, and when the day’s new drafts are used, keeps the text and says when', async () => {
    const uid = await signedIn('active', 'voice');
    const { max, windowMinutes } = LIMITS.rate.draft;
    const windowStart = new Date(Date.now() - 60 * 60_000);
    await seedDocs({
      [`rateLimits/${uid}`]: { draft: { windowStart, count: max, last: windowStart, target: 'posts/earlier' } },
    });
    const user = userEvent.setup();
    renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Harmattan');
    await user.type(screen.getByLabelText('Text'), 'Dust on every sill.');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const retryAt = formatDateTime(new Date(windowStart.getTime() + windowMinutes * 60_000));
    expect(
      await screen.findByText(
        `You have started ${max} new drafts within the day, the most a member may. Your post is still here: keep writing in one of your drafts, or save this one as a new draft from ${retryAt}.`,
      ),
    ).toBeInTheDocument();
    expect(await readDoc('posts/harmattan')).toBeUndefined();
    expect(screen.getByLabelText('Text')).toHaveValue('Dust on every sill.');
  });

  it('shows the editors’ note on a returned post, and sends the revision for review again, the note kept', async () => {
    const uid = await signedIn('active', 'voice');
    await seedDocs({
      'posts/harmattan': postDoc(1, {
        slug: 'harmattan',
        title: 'Harmattan',
        authorUid: uid,
        author: { displayName: 'Amara Okafor', type: 'voice' },
        body: 'Dust on every sill.',
        status: 'returned',
        reviewNote: 'Lovely. Could you end on the first rain?\nSee https://example.com/style for our style.',
        tags: [],
        published: null,
      }),
    });
    const user = userEvent.setup();
    renderApp('/voa/blog/write?edit=harmattan');
    const note = await screen.findByRole('region', { name: 'The editors’ note' });
    expect(note).toHaveTextContent('The editors returned this post to you. Change what they ask, then send it again.');
    expect(within(note).getByText(/Could you end on the first rain\?/)).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'https://example.com/style' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );

    await user.type(screen.getByLabelText('Text'), ' Then the first rain.');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Thank you. Your post was sent for review.')).toBeInTheDocument();
    expect(await readDoc('posts/harmattan')).toMatchObject({
      status: 'submitted',
      body: 'Dust on every sill. Then the first rain.',
      reviewNote: expect.stringMatching(/^Lovely\./),
    });
    expect((await readDoc(`rateLimits/${uid}`))?.submission).toMatchObject({ count: 1, target: 'posts/harmattan' });
  });

  it('tells other members that only voices write for the blog', async () => {
    await signedIn('active', 'peer');
    renderApp('/voa/blog/write');
    expect(await screen.findByText('Only active members who are voices can write for the blog.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
