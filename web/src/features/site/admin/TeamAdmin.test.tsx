import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { listDocs, seedDocs, teamMemberDocument } from '@/test/emulators';
import { signInAsAdmin, startSignedOut } from '@/test/render-app';
import { adminSections } from '@/app/admin-area/admin-sections';
import TeamAdmin from './TeamAdmin';

const at = new Date('2026-02-01T12:00:00Z');

beforeEach(async () => {
  await startSignedOut();
  await signInAsAdmin();
  await seedDocs({
    'teamMembers/second': teamMemberDocument(at, { name: 'Kwame Mensah-Hart', role: 'Head of Grants', order: 2 }),
    'teamMembers/hidden': teamMemberDocument(at, { name: 'Tendai Moyo', order: 3, published: false }),
    'teamMembers/first': teamMemberDocument(at, { order: 1 }),
  });
});

const renderSection = () =>
  render(
    <MemoryRouter>
      <Suspense>
        <TeamAdmin />
      </Suspense>
      <ToastContainer />
    </MemoryRouter>,
  );

describe('the team section of the admin area', () => {
  it('is in the admin registry', async () => {
    const section = adminSections.find((entry) => entry.id === 'team');
    expect((await section?.load())?.default).toBe(TeamAdmin);
  });

  it('lists every member in the page’s order, with position, role and status, unpublished ones too', async () => {
    renderSection();
    await screen.findByRole('heading', { name: 'Tendai Moyo' });
    const names = ['Adaeze Okafor-Bennett', 'Kwame Mensah-Hart', 'Tendai Moyo'];
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.filter((name) => names.includes(name ?? ''))).toEqual(names);
    expect(screen.getByText('2 · Head of Grants · published')).toBeInTheDocument();
    expect(screen.getByText(/^3 · .* · not published$/)).toBeInTheDocument();
  });

  it('adds a member with their languages, and keeps what was typed when a field is wrong', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await user.type(screen.getByLabelText('Name'), 'Nia Thompson');
    await user.type(screen.getByLabelText('Role'), 'Senior Copyeditor');
    await user.type(screen.getByLabelText('Biography'), 'Nia keeps the house style sheet and the peace.');
    await user.type(screen.getByLabelText(/^Languages/), 'Jamaican Patois, French');
    await user.clear(screen.getByLabelText('Position on the page'));
    await user.type(screen.getByLabelText('Position on the page'), 'third');
    await user.click(screen.getByLabelText(/^Published/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 0 to 1000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Nia Thompson');

    await user.clear(screen.getByLabelText('Position on the page'));
    await user.type(screen.getByLabelText('Position on the page'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Nia Thompson' })).toBeInTheDocument();
    await waitFor(async () => expect(await listDocs('teamMembers')).toHaveLength(4));
    const saved = (await listDocs('teamMembers')).find((doc) => doc.name === 'Nia Thompson');
    expect(saved).toMatchObject({
      role: 'Senior Copyeditor',
      bio: 'Nia keeps the house style sheet and the peace.',
      languages: ['Jamaican Patois', 'French'],
      order: 4,
      published: true,
    });
  });

  it('unpublishes a member: the document stays, marked not published', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = (await screen.findByRole('heading', { name: 'Kwame Mensah-Hart' })).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Edit “Kwame Mensah-Hart”' }));
    await user.click(screen.getByLabelText(/^Published/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 · Head of Grants · not published')).toBeInTheDocument();
    const saved = (await listDocs('teamMembers')).find((doc) => doc.name === 'Kwame Mensah-Hart');
    expect(saved).toMatchObject({ published: false, order: 2 });
  });
});
