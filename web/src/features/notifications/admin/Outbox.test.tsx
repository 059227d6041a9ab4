import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectRules, loadRules, seedDocs } from '@/test/emulators';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';

beforeEach(startSignedOut);

const OUTBOX = '/voa/admin?section=outbox';

/** A mail as the notification functions queue it (functions/src/notifications/mail.ts). */
function mail(subject: string, queued: string, extra: Record<string, unknown> = {}) {
  return {
    to: ['admin@voices.test'],
    message: { subject, text: `The text of “${subject}”.`, html: `<p>${subject}</p>` },
    event: 'contactMessage',
    created: new Date(queued),
    ...extra,
  };
}

const denyQueries = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow get: if true; } } }`;

describe('Outbox (/voa/admin, Outbox)', () => {
  it('says so when no e-mail has been queued', async () => {
    await signInAsAdmin();
    renderApp(OUTBOX);
    expect(await screen.findByRole('heading', { level: 2, name: 'Outbox' })).toBeInTheDocument();
    expect(await screen.findByText('No e-mails have been queued yet.')).toBeInTheDocument();
  });

  it('shows each mail newest first: recipients, reply-to, why, delivery; its text opens; nothing to edit', async () => {
    await seedDocs({
      'mail/older': mail('Contact form (editing): Ama Owusu', '2026-03-01T10:00:00Z', { replyTo: 'ama@example.com' }),
      'mail/newer': mail('Welcome to Voices of Africa', '2026-03-02T10:00:00Z', {
        to: ['sipho@example.com'],
        event: 'applicationApproved',
        delivery: { state: 'SUCCESS', attempts: 1 },
      }),
    });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp(OUTBOX);

    const welcome = await screen.findByRole('article', { name: 'Welcome to Voices of Africa' });
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Welcome to Voices of Africa',
      'Contact form (editing): Ama Owusu',
    ]);
    expect(welcome).toHaveTextContent(/To\s*sipho@example\.com/);
    expect(welcome).toHaveTextContent(/Why\s*Application approved/);
    expect(welcome).toHaveTextContent(/Delivery\s*Sent/);
    const contact = screen.getByRole('article', { name: 'Contact form (editing): Ama Owusu' });
    expect(contact).toHaveTextContent(/Reply to\s*ama@example\.com/);
    expect(contact).toHaveTextContent(/Delivery\s*Queued, not sent yet/);

    const text = within(contact).getByText('The text of “Contact form (editing): Ama Owusu”.');
    expect(text).not.toBeVisible();
    await user.click(within(contact).getByText('Read the e-mail'));
    expect(text).toBeVisible();
    expect(within(contact).queryByRole('button')).toBeNull();
    expect(within(contact).queryByRole('textbox')).toBeNull();
  });

  describe('when the database refuses', () => {
    afterEach(() => loadProjectRules());

    it('says the Outbox could not be loaded and offers Retry', async () => {
      await seedDocs({ 'mail/m1': mail('Banned book proposed: Weep Not, Child', '2026-03-01T10:00:00Z') });
      await signInAsAdmin();
      await loadRules(denyQueries);
      const user = userEvent.setup();
      renderApp(OUTBOX);

      expect(
        await screen.findByText('We couldn’t load the Outbox. Check your connection and try again.'),
      ).toBeInTheDocument();
      await loadProjectRules();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('article', { name: 'Banned book proposed: Weep Not, Child' })).toBeInTheDocument();
    });
  });
});
