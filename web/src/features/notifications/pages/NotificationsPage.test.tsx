import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadProjectRules, loadRules, readDoc, seedDocs } from '@/test/emulators';
import { renderApp, signInAsMember, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);
afterEach(async () => {
  vi.restoreAllMocks();
  await loadProjectRules();
});

const signedInMember = () => signInAsMember('member@example.com', { status: 'active', type: 'voice' });

/** A notice as the functions write it; `read` absent: written before notices carried it. */
const notice = (day: number, fields: Record<string, string | boolean> = {}) => ({
  event: 'answerToComment',
  subject: `Notice ${day}`,
  link: '',
  mailed: true,
  created: new Date(`2026-03-${String(day).padStart(2, '0')}T10:00:00Z`),
  expiresAt: new Date('2026-06-01T00:00:00Z'),
  ...fields,
});

/** The page's own content (the header has lists too). */
const main = () => within(screen.getByRole('main'));

/** The page's notices once loaded. */
async function noticeItems(): Promise<HTMLElement[]> {
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return main().findAllByRole('listitem');
}

/** Marks every kind of write refused (a failed write), reads still allowed. */
const refuseWrites = () =>
  loadRules(`rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read: if true; } } }`);

describe('/voa/notifications', () => {
  it('lists every notice newest first, nine at a time, linked where they are followed up, and says which were not mailed', async () => {
    const uid = await signedInMember();
    const docs: Parameters<typeof seedDocs>[0] = {};
    for (let day = 1; day <= 11; day += 1) docs[`users/${uid}/notifications/n${day}`] = notice(day);
    docs[`users/${uid}/notifications/n12`] = notice(12, {
      subject: 'New comment on your post: Rain',
      link: '/voa/blog/posts/rain#comments-title',
      mailed: false,
    });
    await seedDocs(docs);
    const user = userEvent.setup();
    renderApp('/voa/notifications');
    const items = await noticeItems();
    expect(items).toHaveLength(9);
    expect(items[0]).toHaveTextContent('New comment on your post: Rain');
    expect(items[0]).toHaveTextContent('not e-mailed');
    expect(screen.getByRole('link', { name: 'New comment on your post: Rain' })).toHaveAttribute(
      'href',
      '/voa/blog/posts/rain#comments-title',
    );
    expect(items[1]).toHaveTextContent('Notice 11');
    expect(items[1]).not.toHaveTextContent('not e-mailed');
    expect(items[8]).toHaveTextContent('Notice 4');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Notice 1');
    const all = main().getAllByRole('listitem');
    expect(all).toHaveLength(12);
    expect(all[11]).toHaveTextContent('Notice 1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says how long notices are kept', async () => {
    await signedInMember();
    renderApp('/voa/notifications');
    expect(await screen.findByText(/ Each notice is deleted 90 days after it was sent\.$/)).toBeInTheDocument();
  });

  it('marks one notice read, then all, those on unloaded pages too: each says “New” until marked, and stays read after a reload', async () => {
    const uid = await signedInMember();
    const docs: Parameters<typeof seedDocs>[0] = {
      // Written before notices carried `read`: it counts as read.
      [`users/${uid}/notifications/n1`]: notice(1),
    };
    for (let day = 2; day <= 12; day += 1) docs[`users/${uid}/notifications/n${day}`] = notice(day, { read: false });
    await seedDocs(docs);
    const user = userEvent.setup();
    const { unmount } = renderApp('/voa/notifications');
    const [latest, second] = (await noticeItems()) as [HTMLElement, HTMLElement];
    expect(await screen.findByText('More than 9 new notices')).toBeInTheDocument();
    expect(within(latest).getByText('New')).toBeInTheDocument();
    expect(within(second).getByText('New')).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Mark as read: Notice 11' }));
    await waitFor(() => expect(within(second).queryByRole('button')).toBeNull());
    expect(within(second).queryByText('New')).toBeNull();
    expect(within(latest).getByText('New')).toBeInTheDocument();
    expect(await screen.findByText('More than 9 new notices')).toBeInTheDocument();
    expect((await readDoc(`users/${uid}/notifications/n11`))?.read).toBe(true);
    expect((await readDoc(`users/${uid}/notifications/n12`))?.read).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No new notices.')).toBeInTheDocument();
    expect(screen.getByText('No new notices.')).toHaveFocus();
    expect(main().queryByText('New')).toBeNull();
    // The notices past the first page, never loaded, are read too.
    expect((await readDoc(`users/${uid}/notifications/n2`))?.read).toBe(true);
    expect((await readDoc(`users/${uid}/notifications/n1`))?.read).toBeUndefined();

    unmount();
    renderApp('/voa/notifications');
    await noticeItems();
    expect(await screen.findByText('No new notices.')).toBeInTheDocument();
    expect(main().queryByText('New')).toBeNull();
  });

  it('shows a notice that arrived while the page was open, at the top, as new, once the count finds it', async () => {
    const uid = await signedInMember();
    await seedDocs({ [`users/${uid}/notifications/n1`]: notice(1, { read: false }) });
    renderApp('/voa/notifications');
    await noticeItems();
    expect(await screen.findByText('1 new notice')).toBeInTheDocument();
    await seedDocs({ [`users/${uid}/notifications/n2`]: notice(2, { read: false }) });
    // The member comes back to the page (the count also runs every minute: NoticesLink.test.tsx).
    window.dispatchEvent(new FocusEvent('focus'));
    expect(await screen.findByText('2 new notices')).toBeInTheDocument();
    await waitFor(() => expect(main().getAllByRole('listitem')).toHaveLength(2));
    const [latest] = main().getAllByRole('listitem') as [HTMLElement];
    expect(latest).toHaveTextContent('Notice 2');
    expect(within(latest).getByText('New')).toBeInTheDocument();
  });

  it('says so when a notice could not be marked read, and keeps it unread', async () => {
    const uid = await signedInMember();
    await seedDocs({ [`users/${uid}/notifications/n1`]: notice(1, { read: false }) });
    const user = userEvent.setup();
    renderApp('/voa/notifications');
    const button = await screen.findByRole('button', { name: 'Mark as read: Notice 1' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await refuseWrites();
    await user.click(button);
    expect(
      await screen.findByText('The notice could not be marked as read. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(main().getByText('New')).toBeInTheDocument();
    expect((await readDoc(`users/${uid}/notifications/n1`))?.read).toBe(false);
  });

  it('says there is nothing yet when nothing was told', async () => {
    await signedInMember();
    renderApp('/voa/notifications');
    expect(await screen.findByText(/^Nothing yet\. When a member comments/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and back', async () => {
    const { router } = renderApp('/voa/notifications');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/voa/_auth_');
    expect(router.state.location.search).toBe('?next=%2Fvoa%2Fnotifications');
  });
});
