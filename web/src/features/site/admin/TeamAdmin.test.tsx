import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listDocs, readDoc, seedDocs, teamMemberDocument } from '@/test/emulators';
import { signInAsAdmin, startSignedOut } from '@/test/render-app';
import { renderAdminSection, listEntry } from '@/test/admin-section';
import { installXhrStandIn } from '@/test/xhr-stand-in';
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

const renderSection = () => renderAdminSection(TeamAdmin);

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
    const card = await listEntry('Kwame Mensah-Hart');
    await user.click(within(card).getByRole('button', { name: 'Edit “Kwame Mensah-Hart”' }));
    await user.click(screen.getByLabelText(/^Published/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 · Head of Grants · not published')).toBeInTheDocument();
    const saved = (await listDocs('teamMembers')).find((doc) => doc.name === 'Kwame Mensah-Hart');
    expect(saved).toMatchObject({ published: false, order: 2 });
  });
});

describe('a team member’s portrait, in the team section', () => {
  /** A team-portrait upload as uploadImage answers and records it (another admin's fits: isUsableImage). */
  const portrait = (id: string) => {
    const address = `/media/team-portrait/${id}_512x512_7a3b69`;
    const record = {
      owner: 'another-admin',
      purpose: 'team-portrait',
      address,
      created: new Date(),
      expireAt: null,
      usedBy: [],
    };
    return { address, seeded: { [`media/${id}`]: record } };
  };
  const first = portrait('TeamPortrait00000001');
  const second = portrait('TeamPortrait00000002');

  const editKwame = async (user: ReturnType<typeof userEvent.setup>) => {
    const card = await listEntry('Kwame Mensah-Hart');
    await user.click(within(card).getByRole('button', { name: 'Edit “Kwame Mensah-Hart”' }));
  };
  const openKwame = async () => {
    const user = userEvent.setup();
    renderSection();
    await editKwame(user);
    return user;
  };
  const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

  beforeEach(() => {
    // jsdom has no URL.createObjectURL: a stand-in names each preview.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:stand-in';
        static override revokeObjectURL = () => undefined;
      },
    );
  });

  it('uploads a portrait as a team-portrait, holding Save until it has arrived, then stores its address', async () => {
    await seedDocs(first.seeded);
    const sent = installXhrStandIn();
    const user = await openKwame();
    expect(screen.getByRole('group', { name: 'Portrait (optional)' })).toHaveTextContent('No image yet');
    await user.upload(screen.getByLabelText('Choose an image'), jpeg('kwame.jpg'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toContain('purpose=team-portrait');
    // Saved now, the form would keep the portrait it had: Save waits, and says why.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('The image is still uploading: you can save once it has arrived.')).toBeInTheDocument();

    sent[0]?.answer(200, { address: first.address });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    // The preview is the upload's own image, at its widths.
    const group = screen.getByRole('group', { name: 'Portrait (optional)' });
    expect(within(group).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      `${first.address}/384.jpg`,
    );
    await user.click(save);
    await waitFor(async () => expect(await readDoc('teamMembers/second')).toMatchObject({ photoUrl: first.address }));
    expect(await readDoc('teamMembers/second')).toMatchObject({ name: 'Kwame Mensah-Hart', order: 2 });
  });

  it('replaces a portrait with another upload, and removes it: the member keeps no portrait', async () => {
    await seedDocs({
      ...first.seeded,
      ...second.seeded,
      'teamMembers/second': teamMemberDocument(at, {
        name: 'Kwame Mensah-Hart',
        role: 'Head of Grants',
        order: 2,
        photoUrl: first.address,
      }),
    });
    const sent = installXhrStandIn();
    const user = await openKwame();
    await user.upload(screen.getByLabelText('Choose another image'), jpeg('kwame-2.jpg'));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]?.answer(200, { address: second.address });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await readDoc('teamMembers/second')).toMatchObject({ photoUrl: second.address }));

    await editKwame(user);
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(screen.getByRole('group', { name: 'Portrait (optional)' })).toHaveTextContent('No image yet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await readDoc('teamMembers/second')).toMatchObject({ photoUrl: '' }));
  });
});
