import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { advisoryMemberDocument, listDocs, memberCardDocument, readDoc, seedDocs } from '@/test/emulators';
import { signInAsAdmin, startSignedOut } from '@/test/render-app';
import { renderAdminSection, listEntry } from '@/test/admin-section';
import AdvisoryAdmin from './AdvisoryAdmin';

const at = new Date('2026-02-01T12:00:00Z');

beforeEach(async () => {
  await startSignedOut();
  await signInAsAdmin();
  await seedDocs({
    'advisoryMembers/efua': advisoryMemberDocument(at, { name: 'Efua Asante', memberUid: 'demo-admin' }),
    'advisoryMembers/amina': advisoryMemberDocument(at, { name: 'Amina Diallo', order: 2 }),
    'members/demo-admin': memberCardDocument(at, { displayName: 'Efua Asante', type: 'auntie' }),
    'members/demo-auntie': memberCardDocument(at, { displayName: 'Wanjiru Kamau', type: 'auntie' }),
  });
});

const renderSection = () => renderAdminSection(AdvisoryAdmin);

const edit = async (name: string) => {
  const user = userEvent.setup();
  renderSection();
  const card = await listEntry(name);
  await user.click(within(card).getByRole('button', { name: `Edit “${name}”` }));
  return user;
};
const cardField = () => screen.getByLabelText('Their card in the directory (optional)');
const siteField = () => screen.getByLabelText('Their own website (optional)');

describe('the advisory board’s links, in its admin section', () => {
  it('shows a stored link as the address of the card it names', async () => {
    await edit('Efua Asante');
    expect(cardField()).toHaveValue('/voa/members/demo-admin');
    expect(siteField()).toHaveValue('');
  });

  it('links a board member to a member’s card by the address a browser shows, and stores their uid', async () => {
    const user = await edit('Amina Diallo');
    await user.type(cardField(), 'https://sankofaeditorial.com/voa/members/demo-auntie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await readDoc('advisoryMembers/amina')).toMatchObject({ memberUid: 'demo-auntie' }),
    );
    expect(await readDoc('advisoryMembers/amina')).toMatchObject({ website: '', name: 'Amina Diallo' });
  });

  it('says no card has the address when none does, keeps what was typed, and saves nothing', async () => {
    const user = await edit('Amina Diallo');
    await user.type(cardField(), '/voa/members/someone-who-left');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Said by the field it is about, which takes the focus, and kept there to correct.
    await waitFor(() => expect(cardField()).toHaveAccessibleDescription(/No member’s card has this address/));
    expect(cardField()).toHaveFocus();
    expect(cardField()).toHaveValue('/voa/members/someone-who-left');
    expect(await readDoc('advisoryMembers/amina')).toMatchObject({ memberUid: '' });
  });

  it('refuses an address that is not a member’s card, and a site that is not https, each with its message', async () => {
    const user = await edit('Amina Diallo');
    await user.type(cardField(), '/voa/aunties');
    await user.type(siteField(), 'http://amina-diallo.example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Paste the address of a member’s card/)).toBeInTheDocument();
    expect(screen.getByText('Enter the site’s full address, starting with https://.')).toBeInTheDocument();
    expect(siteField()).toHaveValue('http://amina-diallo.example.org');
  });

  it('gives a board member their own site, and takes their card’s link off', async () => {
    const user = await edit('Efua Asante');
    await user.clear(cardField());
    await user.type(siteField(), 'https://efua-asante.example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await readDoc('advisoryMembers/efua')).toMatchObject({
        memberUid: '',
        website: 'https://efua-asante.example.org',
      }),
    );
    expect(await listDocs('advisoryMembers')).toHaveLength(2);
  });
});
