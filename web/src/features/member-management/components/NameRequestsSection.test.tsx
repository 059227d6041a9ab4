import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listDocs, readDoc, seedDocs, writeDoc } from '@/test/emulators';
import { card, signInWith } from '@/test/fixtures/directory';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';

beforeEach(async () => {
  await startSignedOut();
  await seedDocs({
    'users/ama': { email: 'ama@example.com', status: 'active', type: 'voice', displayName: 'Ama Owusu' },
    'members/ama': card('Ama Owusu', 'voice'),
    'nameRequests/ama': {
      displayName: 'Ama O. Serwaa',
      status: 'pending',
      requested: new Date('2026-03-02T10:00:00Z'),
    },
    'users/kojo': { email: 'kojo@example.com', status: 'active', type: 'peer', displayName: 'Kojo Mensah' },
    'members/kojo': card('Kojo Mensah', 'peer'),
    'nameRequests/kojo': { displayName: 'Ama Owusu', status: 'pending', requested: new Date('2026-03-01T10:00:00Z') },
    'users/esi': { email: 'esi@example.com', status: 'active', type: 'peer' },
    'nameRequests/esi': { displayName: 'Esi A.', status: 'declined', requested: new Date('2026-02-01T10:00:00Z') },
  });
});

describe('admin: name requests', () => {
  it('lists pending requests oldest first, with the name now and a warning when another card has the name', async () => {
    await signInAsAdmin();
    renderApp('/voa/admin?section=names');
    const kojo = await screen.findByRole('article', { name: 'Ama Owusu' });
    const names = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Ama Owusu', 'Ama O. Serwaa']);
    expect(kojo).toHaveTextContent(/Name now\s*Kojo Mensah/);
    expect(kojo).toHaveTextContent('Another member’s card already carries this exact name.');
    expect(screen.getByRole('article', { name: 'Ama O. Serwaa' })).not.toHaveTextContent('already carries');
  });

  it('approves through reviewNameRequest: the card takes the name, with an audit entry', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=names');
    const ama = await screen.findByRole('article', { name: 'Ama O. Serwaa' });
    await user.click(within(ama).getByRole('button', { name: 'Approve the new name' }));

    expect(await screen.findByText('Ama Owusu is now Ama O. Serwaa.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ama O. Serwaa' })).toBeNull());
    expect(await readDoc('members/ama')).toMatchObject({ displayName: 'Ama O. Serwaa' });
    expect(await readDoc('nameRequests/ama')).toMatchObject({ status: 'approved', previousName: 'Ama Owusu' });
    expect(await listDocs('auditLog')).toEqual([
      expect.objectContaining({
        target: 'ama',
        action: 'approveName',
        details: { from: 'Ama Owusu', to: 'Ama O. Serwaa' },
      }),
    ]);
  });

  it('declines with the reason the member will read, keeping the card’s name', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=names');
    const kojo = await screen.findByRole('article', { name: 'Ama Owusu' });
    await user.click(within(kojo).getByRole('button', { name: 'Decline' }));
    await user.type(within(kojo).getByRole('textbox', { name: 'Reason (optional)' }), 'Ama Owusu is another member.');
    await user.click(within(kojo).getByRole('button', { name: 'Send decline' }));

    expect(await screen.findByText('The name Ama Owusu was declined.')).toBeInTheDocument();
    expect(await readDoc('members/kojo')).toMatchObject({ displayName: 'Kojo Mensah' });
    expect(await readDoc('nameRequests/kojo')).toMatchObject({
      status: 'declined',
      reason: 'Ama Owusu is another member.',
    });
  });

  it('refuses a request the member changed after the list showed it, saying so', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=names');
    const ama = await screen.findByRole('article', { name: 'Ama O. Serwaa' });
    // The member withdrew it and asked for another name meanwhile.
    await writeDoc('nameRequests/ama', { displayName: 'Ama Serwaa', requested: new Date() });
    await user.click(within(ama).getByRole('button', { name: 'Approve the new name' }));

    expect(await within(ama).findByRole('alert')).toHaveTextContent(
      'The member changed this request after the list was loaded. Reload the list and read it again before you decide.',
    );
    expect(await readDoc('members/ama')).toMatchObject({ displayName: 'Ama Owusu' });
  });

  it('is not shown to a member without the admin claim', async () => {
    await signInWith('member@example.com', { status: 'active', type: 'voice' });
    renderApp('/voa/admin?section=names');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
  });
});
