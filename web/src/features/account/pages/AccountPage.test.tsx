import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@/lib/firebase/auth';
import type { BannedBookStatus } from '@/lib/model';
import {
  bannedBookDocument,
  commentDocument,
  followOobLink,
  loadProjectRules,
  loadRules,
  markEmailVerified,
  oobCodes,
  readDoc,
  seedDocs,
} from '@/test/emulators';
import { postDoc } from '@/test/fixtures/community';
import { expectErrorThenRetry } from '@/test/list-states';
import { renderApp, signInAsAdmin, signInAsMember, signOutEverywhere, startSignedOut } from '@/test/render-app';

const email = 'member@example.com';
const password = 'a good password';

beforeEach(startSignedOut);
afterEach(async () => {
  vi.restoreAllMocks();
  await loadProjectRules();
});

/** A signed-in member whose profile has the given fields. */
const signedInMember = (fields: Record<string, string | null> = {}) => signInAsMember(email, fields);

const proposal = (proposedBy: string, status: BannedBookStatus, title: string) =>
  bannedBookDocument(new Date('2026-02-01T00:00:00Z'), {
    title,
    reason: 'Its critique of post-independence Kenya led to the author’s detention.',
    sources: ['https://example.com/source'],
    status,
    proposedBy,
  });

/** An active voice with a card, three posts (draft, submitted, published) and two proposals. */
async function activeVoiceWithWriting(): Promise<string> {
  const uid = await signedInMember({ status: 'active', type: 'voice' });
  await seedDocs({
    [`members/${uid}`]: { displayName: 'Amara Okafor', type: 'voice', country: 'Nigeria', bio: 'Poet from Lagos.' },
    'posts/my-draft': postDoc(1, {
      slug: 'my-draft',
      title: 'My draft',
      authorUid: uid,
      status: 'draft',
      published: null,
    }),
    'posts/my-submitted': postDoc(2, {
      slug: 'my-submitted',
      title: 'Waiting post',
      authorUid: uid,
      status: 'submitted',
      published: null,
    }),
    'posts/my-published': postDoc(3, { slug: 'my-published', title: 'Live post', authorUid: uid }),
    'posts/someone-elses': postDoc(4, {
      slug: 'someone-elses',
      title: 'Not mine',
      authorUid: 'other',
      status: 'draft',
    }),
    'posts/my-published/comments/my-comment': commentDocument(new Date('2026-02-02T00:00:00Z'), {
      authorUid: uid,
      author: { displayName: 'Amara Okafor', type: 'voice' },
      body: 'A note on my own post.',
    }),
    'posts/my-published/comments/theirs': commentDocument(new Date('2026-02-03T00:00:00Z'), {
      authorUid: 'other',
      author: { displayName: 'Someone Else', type: 'voice' },
      body: 'Not mine.',
    }),
    'bannedBooks/my-proposal': proposal(uid, 'proposed', 'Petals of Blood'),
    'bannedBooks/my-approved': proposal(uid, 'approved', 'Devil on the Cross'),
    [`nameRequests/${uid}`]: {
      displayName: 'Amara O.',
      status: 'pending',
      requested: new Date('2026-02-04T00:00:00Z'),
    },
  });
  return uid;
}

/** A card held out of the directories (heldCards/{uid}), as the functions write it. */
const heldCard = (displayName: string, type: string, reason: 'suspended' | 'removed') => ({
  displayName,
  type,
  country: 'Nigeria',
  held: new Date('2026-03-01T00:00:00Z'),
  reason,
});

/** A suspended voice, signed in, whose card the suspension took out of the directories. */
async function suspendedWithHeldCard(): Promise<void> {
  const uid = await signedInMember({ status: 'suspended', type: 'voice' });
  await seedDocs({ [`heldCards/${uid}`]: heldCard('Amara Okafor', 'voice', 'suspended') });
}

/**
 * Stand-in: jsdom has no URL.createObjectURL (no file downloads). Keeps each file the page offers,
 * to read, and the link it clicked (the setup's unstubAllGlobals and restoreAllMocks undo both).
 */
function captureDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob | MediaSource) {
        blobs.push(blob as Blob);
        return 'blob:stand-in';
      }
      static override revokeObjectURL() {}
    },
  );
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, clicked };
}

describe('/voa/account', () => {
  it('sends a signed-out visitor to sign in, and the header offers no account menu', async () => {
    const { router } = renderApp('/voa/account');
    expect(await screen.findByRole('heading', { name: 'Sign in to Voices of Africa' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/voa/_auth_');
    expect(router.state.location.search).toBe('?next=%2Fvoa%2Faccount');
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My account', hidden: true })).not.toBeInTheDocument();
  });

  it('shows loading, then a member who has not applied yet the way to apply; the header links the page', async () => {
    const user = userEvent.setup();
    await signedInMember();
    renderApp('/voa/account');
    expect(await screen.findByText('Loading your account…')).toBeInTheDocument();
    expect(await screen.findByText('You have not applied to join Voices of Africa yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to join' })).toHaveAttribute('href', '/voa/onboard');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/voa/account');
    // Nothing written, nothing proposed: neither list is there to say so.
    expect(screen.queryByRole('heading', { name: 'My writing' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your banned-book proposals' })).toBeNull();
    expect(screen.getByText('That is no posts, no comments and no proposals.')).toBeInTheDocument();
  });

  it('shows an applicant that the application is under review, linked to the application', async () => {
    await signedInMember({ status: 'pending' });
    renderApp('/voa/account');
    expect(await screen.findByText(/Your application is waiting for an admin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See or edit your application' })).toHaveAttribute('href', '/voa/onboard');
  });

  it('tells a suspended member so, with nothing to apply for or withdraw', async () => {
    await signedInMember({ status: 'suspended', type: 'peer' });
    renderApp('/voa/account');
    expect(await screen.findByText(/Your membership is suspended by an admin/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply to join' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your banned-book proposals' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it('tells a suspended member the admin’s reason, as written, and where to say it is a mistake', async () => {
    const reason =
      'Repeated insults in the comments after two warnings.\nWrite to us once you have read the guidelines.';
    await signedInMember({ status: 'suspended', type: 'peer', suspensionReason: reason });
    renderApp('/voa/account');
    expect(await screen.findByText('The admin’s reason:')).toBeInTheDocument();
    const quoted = screen.getByText(/^Repeated insults in the comments/);
    expect(quoted.tagName).toBe('BLOCKQUOTE');
    expect(quoted.textContent).toBe(reason);
    expect(screen.getByRole('link', { name: 'tell us through the contact page.' })).toHaveAttribute('href', '/contact');
  });

  it('tells a suspended member their card is held out of the directories until they are reinstated', async () => {
    await suspendedWithHeldCard();
    renderApp('/voa/account');
    expect(
      await screen.findByText(
        'Your public card (Amara Okafor) is out of the directories while your membership is suspended. It is kept as it was, and comes back when an admin reinstates you.',
      ),
    ).toBeInTheDocument();
  });

  it('tells an active member whose card an admin removed that it is kept and can be restored', async () => {
    const uid = await signedInMember({ status: 'active', type: 'peer' });
    await seedDocs({ [`heldCards/${uid}`]: heldCard('Kofi Boateng', 'peer', 'removed') });
    renderApp('/voa/account');
    expect(
      await screen.findByText(
        'An admin took your public card (Kofi Boateng) out of the directories. It is kept as it was, and an admin can restore it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('You have no public card.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit my card' })).toBeNull();
  });

  it('shows an active member their card with "Edit my card", and only their unpublished writing to withdraw', async () => {
    await activeVoiceWithWriting();
    renderApp('/voa/account');
    expect(await screen.findByText('You are an active member of Voices of Africa, as a voice.')).toBeInTheDocument();
    expect(screen.getByText('Your public card: Amara Okafor, Nigeria.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my card' })).toHaveAttribute('href', '/voa/profiles/voice');

    expect(screen.getByRole('button', { name: 'Withdraw “My draft”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw “Waiting post”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw “Petals of Blood”' })).toBeInTheDocument();
    for (const title of ['Live post', 'Not mine', 'Devil on the Cross']) {
      expect(screen.queryByRole('button', { name: `Withdraw “${title}”` })).not.toBeInTheDocument();
    }
    expect(screen.getByText(/Published posts stay up while you keep your account/)).toBeInTheDocument();
    expect(screen.getByText('That is 3 posts, 1 comment and 2 proposals.')).toBeInTheDocument();
  });

  it('lists every post in My writing with its state and its way back: edit, revise with the note, read', async () => {
    const uid = await activeVoiceWithWriting();
    await seedDocs({
      'posts/my-returned': postDoc(5, {
        slug: 'my-returned',
        title: 'Returned post',
        authorUid: uid,
        status: 'returned',
        reviewNote: 'Say where the market stood.',
        published: null,
      }),
    });
    renderApp('/voa/account');
    const writing = await screen.findByRole('region', { name: 'My writing' });
    const row = (title: string) => within(writing).getByText(title).closest('li') as HTMLElement;
    expect(within(writing).getAllByRole('listitem')).toHaveLength(4);
    expect(row('My draft')).toHaveTextContent('Draft');
    expect(within(row('My draft')).getByRole('link', { name: 'Edit “My draft”' })).toHaveAttribute(
      'href',
      '/voa/blog/write?edit=my-draft',
    );
    expect(row('Waiting post')).toHaveTextContent('Waiting for review');
    expect(within(row('Waiting post')).getByRole('link', { name: 'Edit “Waiting post”' })).toHaveAttribute(
      'href',
      '/voa/blog/write?edit=my-submitted',
    );
    expect(row('Returned post')).toHaveTextContent('The editors’ note: Say where the market stood.');
    expect(within(row('Returned post')).getByRole('link', { name: 'Revise “Returned post”' })).toHaveAttribute(
      'href',
      '/voa/blog/write?edit=my-returned',
    );
    expect(row('Live post')).toHaveTextContent('Published');
    expect(within(row('Live post')).getByRole('link', { name: 'Read “Live post”' })).toHaveAttribute(
      'href',
      '/voa/blog/posts/my-published',
    );
    expect(within(row('Live post')).queryByRole('button')).toBeNull();
    expect(within(writing).queryByText('Not mine')).toBeNull();
  });

  it('shows a post the editors returned with their note and the link to revise it, and withdraws it', async () => {
    const uid = await signedInMember({ status: 'active', type: 'voice' });
    await seedDocs({
      'posts/my-returned': postDoc(1, {
        slug: 'my-returned',
        title: 'Returned post',
        authorUid: uid,
        status: 'returned',
        reviewNote: 'Say where the market stood.',
        published: null,
      }),
    });
    const user = userEvent.setup();
    renderApp('/voa/account');
    const row = (await screen.findByText('Returned post')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Returned with a note');
    expect(row).toHaveTextContent('The editors’ note: Say where the market stood.');
    expect(within(row).getByRole('link', { name: 'Revise “Returned post”' })).toHaveAttribute(
      'href',
      '/voa/blog/write?edit=my-returned',
    );
    await user.click(within(row).getByRole('button', { name: 'Withdraw “Returned post”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(async () => expect(await readDoc('posts/my-returned')).toBeUndefined());
  });

  it('shows a declined proposal with the editors’ reason, and lets the member remove it', async () => {
    const uid = await signedInMember({ status: 'active', type: 'peer' });
    await seedDocs({
      'bannedBooks/my-declined': {
        ...proposal(uid, 'declined', 'Matigari'),
        declineReason: 'No source names the ban.',
      },
    });
    const user = userEvent.setup();
    renderApp('/voa/account');
    const row = (await screen.findByText('Matigari')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Declined');
    expect(row).toHaveTextContent('The editors’ reason: No source names the ban.');
    expect(within(row).queryByRole('link')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Withdraw “Matigari”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(async () => expect(await readDoc('bannedBooks/my-declined')).toBeUndefined());
  });

  it('withdraws a draft and a proposal after asking, and "Keep it" keeps one', async () => {
    await activeVoiceWithWriting();
    const user = userEvent.setup();
    renderApp('/voa/account');

    await user.click(await screen.findByRole('button', { name: 'Withdraw “Waiting post”' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await readDoc('posts/my-submitted')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Withdraw “My draft”' }));
    const question = screen.getByRole('group', { name: 'Withdraw “My draft” for good?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(screen.queryByText('My draft')).not.toBeInTheDocument());
    expect(screen.getByText('Waiting post')).toBeInTheDocument();
    expect(await readDoc('posts/my-draft')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Withdraw “Petals of Blood”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(screen.queryByText('Petals of Blood')).not.toBeInTheDocument());
    expect(await readDoc('bannedBooks/my-proposal')).toBeUndefined();
    expect(await readDoc('bannedBooks/my-approved')).toBeDefined();
  });

  it('shows an error with Retry when the account cannot be read, and loads it on Retry', async () => {
    await signedInMember({ status: 'pending' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The session's own profile stays readable (the auth gate reads it); everything else is refused.
    await loadRules(
      "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /users/{uid} { allow get: if request.auth.uid == uid; } } }",
    );
    renderApp('/voa/account');
    await expectErrorThenRetry('Your account could not be loaded.', () =>
      screen.findByText(/Your application is waiting for an admin/),
    );
  });

  it('downloads every piece of the member’s data as one JSON file', async () => {
    const uid = await activeVoiceWithWriting();
    await seedDocs({
      [`reports/${uid}~someone-elses~`]: {
        reporterUid: uid,
        post: 'someone-elses',
        comment: '',
        reason: 'It copies another writer.',
        quoted: 'Not mine',
        status: 'open',
        created: new Date('2026-02-05T00:00:00Z'),
      },
      [`users/${uid}/shelf/someone-elses`]: {
        slug: 'someone-elses',
        title: 'Not mine',
        saved: new Date('2026-02-06T00:00:00Z'),
      },
      [`users/${uid}/follows/tag:memoir`]: {
        kind: 'tag',
        target: 'memoir',
        name: 'memoir',
        created: new Date('2026-02-07T00:00:00Z'),
      },
    });
    const { blobs, clicked } = captureDownloads();
    const user = userEvent.setup();
    renderApp('/voa/account');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^voices-of-africa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const [blob] = blobs;
    const file = JSON.parse((await blob?.text()) ?? 'null') as Record<string, unknown>;
    expect(file).toMatchObject({
      account: { uid, email },
      heldCard: null,
      profile: { email, status: 'active', type: 'voice', created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      card: { displayName: 'Amara Okafor', country: 'Nigeria' },
      nameRequest: { displayName: 'Amara O.', status: 'pending', requested: '2026-02-04T00:00:00.000Z' },
      comments: [{ id: 'my-comment', post: 'my-published', body: 'A note on my own post.', authorUid: uid }],
    });
    const ids = (list: unknown) => (list as { id: string }[]).map((item) => item.id).sort();
    expect(ids(file.posts)).toEqual(['my-draft', 'my-published', 'my-submitted']);
    expect(ids(file.proposals)).toEqual(['my-approved', 'my-proposal']);
    expect(file.reports).toEqual([expect.objectContaining({ reason: 'It copies another writer.', status: 'open' })]);
    expect(file.shelf).toEqual([
      { id: 'someone-elses', slug: 'someone-elses', title: 'Not mine', saved: '2026-02-06T00:00:00.000Z' },
    ]);
    expect(file.follows).toEqual([
      { id: 'tag:memoir', kind: 'tag', target: 'memoir', name: 'memoir', created: '2026-02-07T00:00:00.000Z' },
    ]);
    expect((file.posts as { id: string; created: unknown }[]).find((p) => p.id === 'my-draft')?.created).toBe(
      '2026-01-02T00:00:00.000Z',
    );
  });

  it('puts a card held out of the directories in the copy, with when and why it was held', async () => {
    await suspendedWithHeldCard();
    const { blobs } = captureDownloads();
    const user = userEvent.setup();
    renderApp('/voa/account');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const file = JSON.parse((await blobs[0]?.text()) ?? 'null') as Record<string, unknown>;
    expect(file).toMatchObject({
      card: null,
      heldCard: {
        displayName: 'Amara Okafor',
        country: 'Nigeria',
        held: '2026-03-01T00:00:00.000Z',
        reason: 'suspended',
      },
    });
  });

  it('asks for the password, keeps it on a wrong one deleting nothing, then deletes the account and signs out', async () => {
    const uid = await activeVoiceWithWriting();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/voa/account');
    const deleteButton = await screen.findByRole('button', { name: 'Delete my account' });
    // The page says what goes and what stays, as the privacy policy does.
    expect(
      screen.getByText(
        'the messages sent through the contact form from your account’s e-mail address, in any capitals',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/with “deleted-member” in place of your account and without your name/),
    ).toBeInTheDocument();
    await seedDocs({
      'contactMessages/from-member': {
        name: 'Amara',
        email: 'Member@Example.com',
        topic: 'general',
        message: 'A question about editing.',
      },
      'mail/contact-from-member': { to: ['admin@example.com'], replyTo: 'Member@Example.com', event: 'contactMessage' },
    });

    await user.click(deleteButton);
    expect(await screen.findByText('Enter your password to confirm it is you.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your password'), 'not my password');
    await user.click(deleteButton);
    expect(await screen.findByText('That password is not right. Nothing was deleted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveValue('not my password');
    expect(await readDoc(`users/${uid}`)).toBeDefined();

    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), password);
    await user.click(deleteButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/'), { timeout: 20_000 });
    await waitFor(() => expect(auth.currentUser).toBeNull());
    expect(await readDoc(`users/${uid}`)).toBeUndefined();
    expect(await readDoc(`members/${uid}`)).toBeUndefined();
    expect(await readDoc('posts/my-published')).toBeUndefined();
    expect(await readDoc('bannedBooks/my-approved')).toBeUndefined();
    expect(await readDoc('posts/someone-elses')).toBeDefined();
    expect(await readDoc(`nameRequests/${uid}`)).toBeUndefined();
    expect(await readDoc('contactMessages/from-member')).toBeUndefined();
    expect(await readDoc('mail/contact-from-member')).toBeUndefined();
    await expect(signInWithEmailAndPassword(auth, email, password)).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
    });
  }, 40_000);
});

describe('/voa/account: how the member signs in', () => {
  const section = () => screen.findByRole('region', { name: 'How you sign in' });

  it('shows an unverified member the verification notice with "Send the link again", back to this page', async () => {
    await signedInMember();
    const user = userEvent.setup();
    renderApp('/voa/account');
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    expect(await section()).toContainElement(notice);
    expect(notice).toHaveTextContent('admin rights need one');

    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByText(`A new link is on its way to ${email}.`)).toBeInTheDocument();
    const code = (await oobCodes(email)).filter((each) => each.requestType === 'VERIFY_EMAIL').at(-1);
    // Back through the sign-in page, which says the address is verified, then on to My account.
    expect(new URL(code?.oobLink ?? '').searchParams.get('continueUrl')).toBe(
      `${location.origin}/voa/_auth_?verified=1&next=%2Fvoa%2Faccount`,
    );
  });

  it('says a verified address is verified, with no notice', async () => {
    const uid = await signedInMember();
    await markEmailVerified(uid);
    await auth.currentUser?.reload();
    renderApp('/voa/account');
    expect(await section()).toHaveTextContent(`Your e-mail address is ${email}. It is verified.`);
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  });

  it('changes the password once the current one confirms it; a wrong one changes nothing', async () => {
    await signedInMember();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/voa/account');
    await user.click(within(await section()).getByText('Choose a new password'));
    const form = screen.getByRole('form', { name: 'Choose a new password' });

    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change my password' }));
    expect(await within(form).findByText('Enter your current password.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a password of at least 8 characters.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'not my password');
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'a better password');
    await user.click(within(form).getByRole('button', { name: 'Change my password' }));
    expect(await within(form).findByText('That password is not right. Nothing was changed.')).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveValue('a better password');

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), password);
    await user.click(within(form).getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Your password was changed. Use the new one from now on.')).toBeInTheDocument();
    expect(auth.currentUser?.email).toBe(email); // still signed in
    await signOutEverywhere();
    await expect(signInWithEmailAndPassword(auth, email, password)).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
    await expect(signInWithEmailAndPassword(auth, email, 'a better password')).resolves.toBeDefined();
  });

  it('changes the e-mail address only when the link sent to the new one is followed; the profile follows', async () => {
    const uid = await signedInMember();
    await markEmailVerified(uid);
    await auth.currentUser?.reload();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/voa/account');
    await user.click(within(await section()).getByText('Change your e-mail address'));
    const form = screen.getByRole('form', { name: 'Change your e-mail address' });

    await user.type(within(form).getByLabelText('New e-mail address'), email);
    await user.click(within(form).getByRole('button', { name: 'Send the link to the new address' }));
    expect(await within(form).findByText('That is already your e-mail address.')).toBeInTheDocument();
    expect(within(form).getByText('Enter your current password to confirm it is you.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New e-mail address'));
    await user.type(within(form).getByLabelText('New e-mail address'), 'amara@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'not my password');
    await user.click(within(form).getByRole('button', { name: 'Send the link to the new address' }));
    expect(await within(form).findByText('That password is not right. Nothing was changed.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), password);
    await user.click(within(form).getByRole('button', { name: 'Send the link to the new address' }));
    expect(
      await within(form).findByText(
        new RegExp(
          `^A link is on its way to amara@example\\.com\\. Until it is opened you keep signing in with ${email}`,
        ),
      ),
    ).toHaveAttribute('role', 'status');
    const code = (await oobCodes(email)).filter((each) => each.requestType === 'VERIFY_AND_CHANGE_EMAIL').at(-1);
    expect(code).toMatchObject({ requestType: 'VERIFY_AND_CHANGE_EMAIL', newEmail: 'amara@example.com' });
    expect(new URL(code?.oobLink ?? '').searchParams.get('continueUrl')).toBe(`${location.origin}/voa/account`);
    expect(await readDoc(`users/${uid}`)).toMatchObject({ email });

    await followOobLink(email, 'VERIFY_AND_CHANGE_EMAIL');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Your e-mail address is now amara@example.com.')).toBeInTheDocument();
    expect(await section()).toHaveTextContent('Your e-mail address is amara@example.com. It is verified.');
    await waitFor(async () => expect(await readDoc(`users/${uid}`)).toMatchObject({ email: 'amara@example.com' }));
  });

  it('lists the sign-in methods and offers to link Google to a password account', async () => {
    await signedInMember();
    renderApp('/voa/account');
    const region = await section();
    expect(region).toHaveTextContent('You sign in with your e-mail and password.');
    expect(within(region).getByRole('button', { name: 'Link a Google account' })).toBeInTheDocument();
  });
});

describe('/voa/account: the e-mails a member receives', () => {
  const panel = async () => within(await screen.findByRole('form', { name: 'E-mails we send you' }));

  it('shows every kind on when nothing is stored, and saves the member’s choice', async () => {
    const uid = await signedInMember({ status: 'active', type: 'voice' });
    const user = userEvent.setup();
    renderApp('/voa/account');
    const form = await panel();
    const comments = form.getByRole('checkbox', { name: 'a member comments on one of my posts' });
    expect(comments).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'my post is published, or returned to me with a note' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /banned-book proposal/ })).toBeChecked();
    // The admins' notifications are an admin's choice only.
    expect(form.queryByRole('group', { name: 'As an administrator, send me an e-mail when:' })).toBeNull();

    await user.click(comments);
    await user.click(form.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Your choice of e-mails is saved.')).toBeInTheDocument();
    expect(await readDoc(`mailPreferences/${uid}`)).toMatchObject({ comments: false, posts: true, proposals: true });
  });

  it('shows followed writers’ mail on and followed tags’ off when nothing is stored, and saves tags turned on', async () => {
    const uid = await signedInMember({ status: 'active', type: 'peer' });
    const user = userEvent.setup();
    renderApp('/voa/account');
    const form = await panel();
    expect(form.getByRole('checkbox', { name: 'a writer I follow publishes a post' })).toBeChecked();
    const tags = form.getByRole('checkbox', {
      name: 'a post with a tag I follow is published (off until you turn it on)',
    });
    expect(tags).not.toBeChecked();

    await user.click(tags);
    await user.click(form.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Your choice of e-mails is saved.')).toBeInTheDocument();
    expect(await readDoc(`mailPreferences/${uid}`)).toMatchObject({ followedWriters: true, followedTags: true });
  });

  it('shows a stored choice, and a save keeps the key of the member’s unsubscribe links', async () => {
    const uid = await signedInMember({ status: 'active', type: 'voice' });
    const key = 'k'.repeat(43);
    await seedDocs({ [`mailPreferences/${uid}`]: { posts: false, updated: new Date(), unsubscribeKey: key } });
    const user = userEvent.setup();
    renderApp('/voa/account');
    const form = await panel();
    const posts = form.getByRole('checkbox', { name: 'my post is published, or returned to me with a note' });
    expect(posts).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: 'a member comments on one of my posts' })).toBeChecked();

    await user.click(posts);
    await user.click(form.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Your choice of e-mails is saved.')).toBeInTheDocument();
    expect(await readDoc(`mailPreferences/${uid}`)).toMatchObject({ posts: true, unsubscribeKey: key });
  });

  it('lets an admin choose among the admins’ notifications too', async () => {
    const uid = await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/account');
    const form = await panel();
    const group = within(await form.findByRole('group', { name: 'As an administrator, send me an e-mail when:' }));
    await user.click(group.getByRole('checkbox', { name: 'a visitor writes through the contact form' }));
    expect(group.getByRole('checkbox', { name: 'someone applies to join Voices of Africa' })).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText('Your choice of e-mails is saved.')).toBeInTheDocument();
    expect(await readDoc(`mailPreferences/${uid}`)).toMatchObject({ adminContact: false, adminApplications: true });
  });

  it('says so when the choice could not be saved, and keeps the boxes as the member set them', async () => {
    await signedInMember({ status: 'active', type: 'voice' });
    const user = userEvent.setup();
    renderApp('/voa/account');
    const form = await panel();
    const comments = form.getByRole('checkbox', { name: 'a member comments on one of my posts' });
    await user.click(comments);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadRules(`rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read: if true; } } }`);
    await user.click(form.getByRole('button', { name: 'Save my choice' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Check your connection and try again.',
    );
    expect(comments).not.toBeChecked();
  });
});

describe('/voa/account: the link to the notices', () => {
  it('links to the notifications page with the count of new notices', async () => {
    const uid = await signedInMember({ status: 'active', type: 'voice' });
    const notice = (day: number, read: boolean) => ({
      event: 'commentOnPost',
      subject: `Notice ${day}`,
      link: '',
      mailed: true,
      created: new Date(`2026-03-0${day}T10:00:00Z`),
      expiresAt: new Date('2026-06-01T00:00:00Z'),
      read,
    });
    await seedDocs({
      [`users/${uid}/notifications/n1`]: notice(1, true),
      [`users/${uid}/notifications/n2`]: notice(2, false),
      [`users/${uid}/notifications/n3`]: notice(3, false),
    });
    renderApp('/voa/account');
    const region = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(await region.findByRole('link', { name: 'Your notifications (2 new)' })).toHaveAttribute(
      'href',
      '/voa/notifications',
    );
    expect(region.queryByRole('listitem')).toBeNull();
  });
});
