import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAccount,
  createAccountWithUid,
  deleteDoc,
  listAccounts,
  loadProjectRules,
  loadRules,
  readDoc,
  writeDoc,
  seedDocs,
} from '@/test/emulators';
import { renderApp, signInAsAdmin, startSignedOut } from '@/test/render-app';
import { signInWith } from '@/test/fixtures/directory';
import { accountSearchWords } from '@/lib/model';

beforeEach(startSignedOut);

const created = new Date('2026-02-01T12:00:00Z');

function applicant(name: string, kind: string, applied: string) {
  return {
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    status: 'pending',
    type: null,
    created,
    displayName: name,
    memberKind: kind,
    country: 'Zimbabwe',
    bio: `${name} writes poems about rain, mothers and the long road to the city.`,
    guidelinesAccepted: true,
    applied: new Date(applied),
  };
}

// Documents stay readable (the auth state needs the profile); queries over collections fail.
const denyQueries = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow get: if true; } } }`;

describe('admin guard /voa/admin', () => {
  it('sends a signed-out visitor to sign-in, which will bring them back to the section they asked for', async () => {
    const { router } = renderApp('/voa/admin?section=posts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/_auth_'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/voa/admin?section=posts')}`);
  });

  it('tells a signed-in member without the admin claim they are not authorised', async () => {
    await signInWith('member@example.com', { status: 'active', type: 'voice' });
    renderApp('/voa/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('tells an admin whose rights were revoked that they are not authorised, though their token keeps the claim', async () => {
    const uid = await signInAsAdmin();
    // manageMember's revokeAdmin deletes admins/{uid} at once; the ID token is the one of before.
    await deleteDoc(`admins/${uid}`);
    renderApp('/voa/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('closes the admin area at the next change of section once the rights are revoked', async () => {
    const uid = await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await deleteDoc(`admins/${uid}`);
    await user.click(within(nav).getByRole('link', { name: 'Library' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
  });

  it('shows an admin the admin area, opening on the applications queue', async () => {
    await signInAsAdmin();
    renderApp('/voa/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Applications',
      'Name requests',
      'Members',
      'Audit log',
      'Contact inbox',
      'Reports',
      'Blog posts',
      'Library',
      'Banned books',
      'Photo albums',
      'Advisory board',
      'Insights & press',
      'Team',
      'Outbox',
    ]);
    expect(await screen.findByText('No applications are waiting for review.')).toBeInTheDocument();
  });
});

describe('applications queue', () => {
  // Tendai has verified their address; Rudo has not (approval needs it, a decline does not).
  beforeEach(async () => {
    await seedDocs({
      'users/tendai': applicant('Tendai Moyo', 'voice', '2026-03-01T10:00:00Z'),
      'users/rudo': applicant('Rudo Chari', 'peer', '2026-02-20T10:00:00Z'),
      'users/active': { email: 'active@example.com', status: 'active', type: 'voice', created },
    });
    await createAccountWithUid('tendai', { email: 'tendai@example.com', emailVerified: true });
    await createAccountWithUid('rudo', { email: 'rudo@example.com', emailVerified: false });
  });

  it('shows whether each applicant’s address is verified, read from their account', async () => {
    await signInAsAdmin();
    renderApp('/voa/admin');
    const tendai = await screen.findByRole('article', { name: 'Tendai Moyo' });
    const rudo = screen.getByRole('article', { name: 'Rudo Chari' });
    // The first call of a function in a run loads the Functions SDK and App Check: give it time.
    await waitFor(() => expect(tendai).toHaveTextContent(/E-mail verified\s*Yes/), { timeout: 30_000 });
    expect(rudo).toHaveTextContent(/E-mail verified\s*Not yet: approval waits until the applicant opens the link/);
  });

  it('refuses to approve an applicant whose address is unverified, saying what has to happen', async () => {
    await signInAsAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/voa/admin');
    const rudo = await screen.findByRole('article', { name: 'Rudo Chari' });
    await user.click(within(rudo).getByRole('button', { name: 'Approve' }));

    expect(await within(rudo).findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'The applicant has not verified their e-mail address yet, so they cannot be approved',
    );
    expect(await readDoc('users/rudo')).toMatchObject({ status: 'pending', type: null });
    expect(await readDoc('members/rudo')).toBeUndefined();
  });

  it('lists pending applications oldest first with everything needed to decide', async () => {
    await signInAsAdmin();
    renderApp('/voa/admin');
    const tendai = await screen.findByRole('article', { name: 'Tendai Moyo' });
    const names = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['Rudo Chari', 'Tendai Moyo']);
    expect(tendai).toHaveTextContent('tendai@example.com');
    expect(tendai).toHaveTextContent('Zimbabwe');
    expect(tendai).toHaveTextContent('Tendai Moyo writes poems about rain');
    expect(tendai).toHaveTextContent(/Applying as\s*voice/);
    expect(tendai).toHaveTextContent(/Applied\s*Mar 1, 2026/);
    expect(within(tendai).getByRole('combobox', { name: 'Approve as' })).toHaveValue('voice');
    // One option per directory; the advisory board is curated in its own section, not by approval.
    expect(
      within(within(tendai).getByRole('combobox', { name: 'Approve as' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Voice (writer)', 'Auntie (mentor)', 'Peer (reader)']);
    expect(
      within(screen.getByRole('article', { name: 'Rudo Chari' })).getByRole('combobox', { name: 'Approve as' }),
    ).toHaveValue('peer');
  });

  it('approves through reviewMember with the chosen type', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin');
    const tendai = await screen.findByRole('article', { name: 'Tendai Moyo' });
    await user.selectOptions(within(tendai).getByRole('combobox', { name: 'Approve as' }), 'auntie');
    await user.click(within(tendai).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Tendai Moyo approved as auntie')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tendai Moyo' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Rudo Chari' })).toBeInTheDocument();
    expect(await readDoc('users/tendai')).toMatchObject({ status: 'active', type: 'auntie' });
    expect(await readDoc('members/tendai')).toMatchObject({ displayName: 'Tendai Moyo', type: 'auntie' });
  });

  it('declines with a required reason, which the applicant will see', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin');
    const rudo = await screen.findByRole('article', { name: 'Rudo Chari' });
    await user.click(within(rudo).getByRole('button', { name: 'Decline' }));
    await user.click(within(rudo).getByRole('button', { name: 'Send decline' }));
    expect(await within(rudo).findByText('Enter a reason for declining: the applicant sees it.')).toBeInTheDocument();
    expect(await readDoc('users/rudo')).toMatchObject({ status: 'pending' });

    await user.type(
      within(rudo).getByRole('textbox', { name: 'Reason for declining' }),
      'Please tell us more about your reading.',
    );
    await user.click(within(rudo).getByRole('button', { name: 'Send decline' }));

    expect(await screen.findByText('Rudo Chari’s application was declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Rudo Chari' })).toBeNull());
    expect(await readDoc('users/rudo')).toMatchObject({
      status: '',
      reviewNote: 'Please tell us more about your reading.',
    });
    expect(await readDoc('members/rudo')).toBeUndefined();
  });

  it('explains a refusal of reviewMember in a sentence and keeps the application', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin');
    const tendai = await screen.findByRole('article', { name: 'Tendai Moyo' });
    await writeDoc('users/tendai', { status: 'active', type: 'voice' }); // another admin got there first
    await user.click(within(tendai).getByRole('button', { name: 'Approve' }));

    expect(await within(tendai).findByRole('alert')).toHaveTextContent(
      'This application is no longer pending: another admin may have reviewed it. Reload the queue.',
    );
    expect(screen.getByRole('article', { name: 'Tendai Moyo' })).toBeInTheDocument();
  });

  it('refuses to approve an application the member changed after the queue showed it', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin');
    const tendai = await screen.findByRole('article', { name: 'Tendai Moyo' });
    // The member edits the application (onboarding sets applied anew) while the admin reads it.
    await writeDoc('users/tendai', { bio: 'A bio the admin has not read yet.', applied: new Date() });
    await user.click(within(tendai).getByRole('button', { name: 'Approve' }));

    expect(await within(tendai).findByRole('alert')).toHaveTextContent(
      'The applicant changed this application after the queue was loaded. Reload the queue and read it again before you decide.',
    );
    expect(await readDoc('users/tendai')).toMatchObject({ status: 'pending', type: null });
    expect(await readDoc('members/tendai')).toBeUndefined();
  });

  it('shows a clear error with Retry when the queue cannot be read', async () => {
    await signInAsAdmin();
    await loadRules(denyQueries);
    try {
      const user = userEvent.setup();
      renderApp('/voa/admin');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We couldn’t load the applications. Check your connection and try again.');
      await loadProjectRules();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('article', { name: 'Tendai Moyo' })).toBeInTheDocument();
    } finally {
      await loadProjectRules();
    }
  });
});

describe('member list', () => {
  it('lists every account newest first and filters by status', async () => {
    await seedDocs({
      'users/tendai': applicant('Tendai Moyo', 'voice', '2026-03-01T10:00:00Z'),
      'users/amara': {
        email: 'amara@example.com',
        status: 'active',
        type: 'voice',
        created: new Date('2026-01-05T12:00:00Z'),
        displayName: 'Amara Okafor',
      },
    });
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=members');

    const table = await screen.findByRole('table', { name: 'Accounts' });
    // Each filter renders a new table: look it up afresh.
    const rows = () =>
      within(screen.getByRole('table', { name: 'Accounts' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            // The last cell holds the account's actions (tested under "member management").
            .slice(0, 4)
            .map((cell) => cell.textContent),
        );
    // The admin's own account is the newest (created now, with status new).
    expect(rows()).toEqual([
      ['admin@example.com', 'New', '—', expect.any(String)],
      ['tendai@example.com', 'Pending', '—', 'Feb 1, 2026'],
      ['amara@example.com', 'Active', 'voice', 'Jan 5, 2026'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Amara Okafor' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(rows()).toEqual([['tendai@example.com', 'Pending', '—', 'Feb 1, 2026']]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(rows()).toEqual([['amara@example.com', 'Active', 'voice', 'Jan 5, 2026']]));
  });

  it('searches by a word of the name or the address as the admin types, within the status chosen', async () => {
    // The search keys the indexUserForSearch trigger writes, written here at once.
    const account = (displayName: string, email: string, status: string, day: number) => ({
      email,
      status,
      type: status === 'active' ? 'voice' : null,
      created: new Date(Date.UTC(2026, 0, day)),
      displayName,
      searchWords: accountSearchWords({ displayName, email }),
    });
    await seedDocs({
      'users/amara': account('Amara Ọkafọ', 'amara@example.com', 'active', 1),
      'users/kofi': account('Kofi Mensah', 'k.mensah@mail.example', 'active', 2),
      'users/tendai': account('Tendai Moyo', 'tendai@example.com', 'pending', 3),
    });
    await signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderApp('/voa/admin?section=members');
    const names = () =>
      within(screen.getByRole('table', { name: 'Accounts' }))
        .getAllByRole('rowheader')
        .map((header) => header.textContent);
    await screen.findByRole('table', { name: 'Accounts' });

    // No button pressed: the search follows the typing, accents optional, a word by its beginning.
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'okafo');
    await waitFor(() => expect(names()).toEqual(['Amara Ọkafọ']));
    expect(router.state.location.search).toBe('?section=members&q=okafo');
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'mensah@mail');
    await waitFor(() => expect(names()).toEqual(['Kofi Mensah']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    expect(await screen.findByText('No account of this status matches “mensah@mail”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }));
    await waitFor(() => expect(names()).toEqual(['Tendai Moyo']));
    expect(router.state.location.search).toBe('?section=members');
  });

  it('pages through many accounts with "Load more"', async () => {
    const docs: Record<string, Record<string, string | Date | null>> = {};
    for (let n = 1; n <= 30; n++) {
      docs[`users/u${n}`] = {
        email: `u${n}@example.com`,
        status: 'active',
        type: 'peer',
        created: new Date(Date.UTC(2026, 0, n)),
      };
    }
    await seedDocs(docs);
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=members');
    expect(await screen.findByText('25 accounts loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('31 accounts loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when no account has the chosen status', async () => {
    await signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/voa/admin?section=members');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'pending');
    expect(await screen.findByText('No accounts have this status.')).toBeInTheDocument();
  });
});

describe('member management', () => {
  /** An active peer with an Auth account and a card. */
  async function activePeer(): Promise<string> {
    const uid = await createAccount('kofi@example.com', 'a good password');
    await seedDocs({
      [`users/${uid}`]: {
        email: 'kofi@example.com',
        status: 'active',
        type: 'peer',
        created: new Date('2026-01-05T12:00:00Z'),
        displayName: 'Kofi Mensah',
      },
      [`members/${uid}`]: {
        displayName: 'Kofi Mensah',
        type: 'peer',
        country: 'Ghana',
        bio: 'A reader of everything.',
      },
    });
    return uid;
  }

  async function openManage(name: string) {
    const user = userEvent.setup();
    renderApp('/voa/admin?section=members');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const row = within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('Manage'));
    return { user, row };
  }

  it('suspends with a required reason the member is told, after a confirmation, and reinstates', async () => {
    const uid = await activePeer();
    await signInAsAdmin();
    const { user, row } = await openManage('Kofi Mensah');

    await user.click(within(row).getByRole('button', { name: 'Suspend' }));
    expect(within(row).getByText(/Suspend Kofi Mensah\? Everything they try to write is refused/)).toBeInTheDocument();
    const reason = within(row).getByLabelText('Reason for the suspension');
    expect(reason).toHaveFocus();
    // No reason, then one too short: refused with the limits, nothing sent.
    await user.click(within(row).getByRole('button', { name: 'Yes, suspend' }));
    const tooShort = 'Write the reason the member will read, in 10 to 1000 characters.';
    expect(await within(row).findByText(tooShort)).toHaveAttribute('role', 'alert');
    await user.type(reason, '  Spam.  ');
    await user.click(within(row).getByRole('button', { name: 'Yes, suspend' }));
    expect(within(row).getByText(tooShort)).toBeInTheDocument();
    expect(reason).toHaveValue('  Spam.  ');
    expect(await readDoc(`users/${uid}`)).toMatchObject({ status: 'active' });

    await user.clear(reason);
    await user.type(reason, ' Links to a scam shop in three comments. ');
    await user.click(within(row).getByRole('button', { name: 'Yes, suspend' }));
    expect(await screen.findByText('Kofi Mensah is suspended, and told why.')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Suspended');
    expect(await readDoc(`users/${uid}`)).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Links to a scam shop in three comments.',
    });
    expect(within(row).queryByRole('button', { name: 'Suspend' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Reinstate' }));
    expect(
      await screen.findByText('Kofi Mensah is reinstated: they can do again what they could before, and are told so.'),
    ).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Active');
    expect(await readDoc(`users/${uid}`)).not.toHaveProperty('suspensionReason');
  });

  it('deletes an account after a confirmation: the row goes, and so do the account and the card', async () => {
    const uid = await activePeer();
    await signInAsAdmin();
    const { user, row } = await openManage('Kofi Mensah');

    await user.click(within(row).getByRole('button', { name: 'Delete account' }));
    expect(
      within(row).getByText(/Delete Kofi Mensah’s account\? It is the deletion members can do/),
    ).toBeInTheDocument();
    expect(await readDoc(`users/${uid}`)).toBeDefined();
    await user.click(within(row).getByRole('button', { name: 'Yes, delete the account' }));

    expect(await screen.findByText('Kofi Mensah’s account and everything in it were deleted.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(within(table).queryByRole('rowheader', { name: 'Kofi Mensah' })).toBeNull();
    expect(await readDoc(`members/${uid}`)).toBeUndefined();
    expect((await listAccounts()).some((one) => one.localId === uid)).toBe(false);
  });

  it('changes the type, moving the card to that directory', async () => {
    const uid = await activePeer();
    await signInAsAdmin();
    const { user, row } = await openManage('Kofi Mensah');
    expect(within(row).getByRole('button', { name: 'Change type' })).toBeDisabled();
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'auntie');
    await user.click(within(row).getByRole('button', { name: 'Change type' }));
    expect(await screen.findByText('Kofi Mensah is now auntie: their card is in that directory.')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('auntie');
    expect(await readDoc(`members/${uid}`)).toMatchObject({ type: 'auntie' });
  });

  it('removes a card after a confirmation, or cancels', async () => {
    const uid = await activePeer();
    await signInAsAdmin();
    const { user, row } = await openManage('Kofi Mensah');
    await user.click(within(row).getByRole('button', { name: 'Remove card' }));
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByRole('button', { name: 'Yes, remove the card' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Remove card' }));
    await user.click(within(row).getByRole('button', { name: 'Yes, remove the card' }));
    expect(await screen.findByText('Kofi Mensah’s card was removed from the directories.')).toBeInTheDocument();
    expect(await readDoc(`members/${uid}`)).toBeUndefined();

    await user.click(within(row).getByRole('button', { name: 'Restore card' }));
    expect(await screen.findByText('Kofi Mensah’s card is back in the directories.')).toBeInTheDocument();
    expect(await readDoc(`members/${uid}`)).toMatchObject({
      displayName: 'Kofi Mensah',
      bio: 'A reader of everything.',
    });
  });

  it('edits a card’s words in a form that says what is wrong, keeping what was typed', async () => {
    const uid = await activePeer();
    await signInAsAdmin();
    const { user, row } = await openManage('Kofi Mensah');
    await user.click(within(row).getByRole('button', { name: 'Edit card' }));
    const form = await within(row).findByRole('form', { name: 'Kofi Mensah’s card' });
    const bio = within(form).getByLabelText('Bio');
    expect(bio).toHaveValue('A reader of everything.');
    expect(within(form).queryByLabelText(/Take the portrait down/)).toBeNull();

    await user.clear(bio);
    await user.type(bio, 'Too short.');
    await user.click(within(form).getByRole('button', { name: 'Save the card' }));
    expect(await within(form).findByText('Write a bio of at least 20 characters.')).toBeInTheDocument();
    expect(bio).toHaveValue('Too short.');

    await user.type(bio, ' Reads in Accra, writes in Kumasi.');
    await user.click(within(form).getByRole('button', { name: 'Save the card' }));
    expect(await screen.findByText('Kofi Mensah’s card is saved.')).toBeInTheDocument();
    expect(within(row).queryByRole('form', { name: 'Kofi Mensah’s card' })).toBeNull();
    expect(await readDoc(`members/${uid}`)).toMatchObject({ bio: 'Too short. Reads in Accra, writes in Kumasi.' });
  });

  it('explains a refusal in the server’s words and changes nothing: admin rights need a verified e-mail', async () => {
    const uid = await activePeer();
    await signInAsAdmin();
    const { user, row } = await openManage('Kofi Mensah');
    await user.click(within(row).getByRole('button', { name: 'Grant admin rights' }));
    expect(await within(row).findByText(/Not done: .*admin rights need a verified address/)).toBeInTheDocument();
    const account = (await listAccounts()).find((one) => one.localId === uid) as { customAttributes?: string };
    expect(account.customAttributes ?? '').not.toContain('admin');
  });

  it('lists each action in the audit log, newest first', async () => {
    const uid = await activePeer();
    const adminUid = await signInAsAdmin();
    const { user, row } = await openManage('Kofi Mensah');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'voice');
    await user.click(within(row).getByRole('button', { name: 'Change type' }));
    await screen.findByText('Kofi Mensah is now voice: their card is in that directory.');
    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, entry] = within(table).getAllByRole('row');
    expect(entry).toHaveTextContent('Type changed');
    expect(entry).toHaveTextContent(uid);
    expect(entry).toHaveTextContent(adminUid);
    expect(entry).toHaveTextContent('from: peer, to: voice');
  });

  it('says so when the audit log is empty', async () => {
    await signInAsAdmin();
    renderApp('/voa/admin?section=audit');
    expect(await screen.findByText('No admin action has been taken yet.')).toBeInTheDocument();
  });

  it('offers no suspend or admin-rights action on the admin’s own account', async () => {
    await signInAsAdmin();
    const { row } = await openManage('—');
    expect(within(row).queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Revoke admin rights' })).toBeNull();
  });
});
