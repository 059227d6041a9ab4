import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectRules, loadRules, readDoc, seedDocs } from '@/test/emulators';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';
import { INBOX_PAGE_SIZE } from '@/features/contact/api/inbox';

beforeEach(startSignedOut);

const INBOX = '/voa/admin?section=contact-inbox';

function contactMessage(name: string, sent: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    topic: 'editing',
    message: `${name} has a manuscript of 80,000 words and would like an edit.`,
    created: new Date(sent),
    expiresAt: new Date('2028-06-01T00:00:00Z'),
    ...extra,
  };
}

// Documents stay readable (the auth state needs the profile); queries over collections fail.
const denyQueries = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow get: if true; } } }`;

describe('contact inbox (/voa/admin, Contact inbox)', () => {
  it('says so when no message has arrived, and the admin page counts none waiting', async () => {
    await signInAsAdmin();
    renderApp(INBOX);
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact inbox' })).toBeInTheDocument();
    expect(await screen.findByText('No contact messages yet.')).toBeInTheDocument();
    expect(await screen.findByText('No contact messages are waiting for a reply.')).toBeInTheDocument();
  });

  it('lists messages newest first, with sender, address, topic and date; a message opens', async () => {
    await seedDocs({
      'contactMessages/older': contactMessage('Ama Owusu', '2026-03-01T10:00:00Z'),
      'contactMessages/newer': contactMessage('Kofi Mensah', '2026-03-05T10:00:00Z', { topic: 'grants' }),
    });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp(INBOX);

    const kofi = await screen.findByRole('article', { name: 'Kofi Mensah' });
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Kofi Mensah',
      'Ama Owusu',
    ]);
    expect(within(kofi).getByRole('link', { name: 'kofi@example.com' })).toHaveAttribute(
      'href',
      'mailto:kofi@example.com',
    );
    expect(kofi).toHaveTextContent(/Topic\s*Grants and proposals/);
    expect(kofi).toHaveTextContent(/Received\s*Mar 5, 2026/);
    expect(kofi).toHaveTextContent(/Status\s*Not handled yet/);
    const text = within(kofi).getByText(/has a manuscript of 80,000 words/);
    expect(text).not.toBeVisible();
    await user.click(within(kofi).getByText('Read the message'));
    expect(text).toBeVisible();
    expect(await screen.findByText('2 contact messages are waiting for a reply.')).toBeInTheDocument();
  });

  it('marks a message handled (who and when are stored), the count follows, and marks it back', async () => {
    await seedDocs({ 'contactMessages/m1': contactMessage('Ama Owusu', '2026-03-01T10:00:00Z') });
    const adminUid = await signInAsAdmin();
    const user = userEvent.setup();
    renderApp(INBOX);
    const ama = await screen.findByRole('article', { name: 'Ama Owusu' });
    expect(await screen.findByText('1 contact message is waiting for a reply.')).toBeInTheDocument();

    await user.click(within(ama).getByRole('button', { name: 'Mark handled' }));

    expect(await within(ama).findByText(/Handled on/)).toBeInTheDocument();
    expect(await readDoc('contactMessages/m1')).toMatchObject({ handled: true, handledBy: adminUid });
    expect(await screen.findByText('No contact messages are waiting for a reply.')).toBeInTheDocument();

    await user.click(within(ama).getByRole('button', { name: 'Mark not handled' }));
    expect(await within(ama).findByText('Not handled yet')).toBeInTheDocument();
    expect(await readDoc('contactMessages/m1')).toMatchObject({ handled: false });
    expect(await screen.findByText('1 contact message is waiting for a reply.')).toBeInTheDocument();
  });

  it('deletes a message only after a confirmation, and keeps it when asked to', async () => {
    await seedDocs({ 'contactMessages/m1': contactMessage('Ama Owusu', '2026-03-01T10:00:00Z') });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp(INBOX);
    const ama = await screen.findByRole('article', { name: 'Ama Owusu' });

    await user.click(within(ama).getByRole('button', { name: 'Delete' }));
    const confirm = within(ama).getByRole('group', { name: 'Confirm deleting the message from Ama Owusu' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(await readDoc('contactMessages/m1')).toBeDefined();

    await user.click(within(ama).getByRole('button', { name: 'Delete' }));
    await user.click(within(ama).getByRole('button', { name: 'Delete the message' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ama Owusu' })).toBeNull());
    expect(await readDoc('contactMessages/m1')).toBeUndefined();
    expect(await screen.findByText('The message from Ama Owusu was deleted.')).toBeInTheDocument();
  });

  it('pages: the first page holds 20 messages, "Load more" brings the rest', async () => {
    const docs: Record<string, ReturnType<typeof contactMessage>> = {};
    for (let index = 0; index <= INBOX_PAGE_SIZE; index++) {
      const day = String(index + 1).padStart(2, '0');
      docs[`contactMessages/m${day}`] = contactMessage(`Sender ${day}`, `2026-01-${day}T10:00:00Z`);
    }
    await seedDocs(docs);
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp(INBOX);

    await screen.findByRole('article', { name: 'Sender 21' });
    expect(screen.getAllByRole('article')).toHaveLength(INBOX_PAGE_SIZE);
    expect(screen.queryByRole('article', { name: 'Sender 01' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Sender 01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  describe('when the database refuses', () => {
    afterEach(() => loadProjectRules());

    it('says the messages could not be loaded, offers Retry, and says the count is unknown', async () => {
      await seedDocs({ 'contactMessages/m1': contactMessage('Ama Owusu', '2026-03-01T10:00:00Z') });
      await signInAsAdmin();
      await loadRules(denyQueries);
      const user = userEvent.setup();
      renderApp(INBOX);

      expect(
        await screen.findByText('We couldn’t load the contact messages. Check your connection and try again.'),
      ).toBeInTheDocument();
      expect(
        await screen.findByText('The number of contact messages waiting for a reply could not be loaded.'),
      ).toBeInTheDocument();

      await loadProjectRules();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('article', { name: 'Ama Owusu' })).toBeInTheDocument();
    });
  });
});
