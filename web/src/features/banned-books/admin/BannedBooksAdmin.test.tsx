import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listDocs, readDoc, seedDocs } from '@/test/emulators';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';
import { listEntry } from '@/test/admin-section';
import { bannedBookDoc } from '@/test/fixtures/community';

let adminUid = '';
beforeEach(async () => {
  await startSignedOut();
  adminUid = await signInAsAdmin();
});

const renderSection = () => renderApp('/voa/admin?section=banned-books');

const itemOf = (title: string) => listEntry(title, { level: 3 });

describe('banned books admin: declining a proposal', () => {
  it('asks for the reason, declines with it (declineBannedBook), and offers no decline to an approved entry', async () => {
    await seedDocs({
      'bannedBooks/p': bannedBookDoc(1, { title: 'Petals of Blood', status: 'proposed', proposedBy: 'peer-uid' }),
      'bannedBooks/a': bannedBookDoc(2, { title: 'July’s People', status: 'approved' }),
    });
    const user = userEvent.setup();
    renderSection();
    expect(within(await itemOf('July’s People')).queryByRole('button', { name: /^Decline/ })).toBeNull();

    await user.click(
      within(await itemOf('Petals of Blood')).getByRole('button', { name: 'Decline “Petals of Blood”' }),
    );
    expect(screen.getByRole('heading', { name: 'Decline “Petals of Blood”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline with this reason' }));
    expect(await screen.findByText('Write the reason the proposer will read.')).toBeInTheDocument();
    expect(await readDoc('bannedBooks/p')).toMatchObject({ status: 'proposed' });

    await user.type(screen.getByLabelText('Reason for the proposer'), 'It is already on the list as “Petals”.');
    await user.click(screen.getByRole('button', { name: 'Decline with this reason' }));
    expect(await screen.findByText('“Petals of Blood” was declined.')).toBeInTheDocument();
    expect(await readDoc('bannedBooks/p')).toMatchObject({
      status: 'declined',
      declineReason: 'It is already on the list as “Petals”.',
    });
    await waitFor(async () => expect(await itemOf('Petals of Blood')).toHaveTextContent('declined'));
    expect((await listDocs('auditLog')).map((entry) => [entry.actor, entry.action, entry.target])).toEqual([
      [adminUid, 'declineBannedBook', 'bannedBooks/p'],
    ]);
  });

  it('approves a declined proposal after all, without its reason', async () => {
    await seedDocs({
      'bannedBooks/d': {
        ...bannedBookDoc(1, { title: 'Devil on the Cross', status: 'declined', proposedBy: 'peer-uid' }),
        declineReason: 'No source yet.',
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(within(await itemOf('Devil on the Cross')).getByRole('button', { name: 'Approve' }));
    await waitFor(async () => expect(await readDoc('bannedBooks/d')).toMatchObject({ status: 'approved' }));
    expect(await readDoc('bannedBooks/d')).not.toHaveProperty('declineReason');
  });
});
