import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDocs, teamMemberDocument } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';

const at = new Date('2026-01-01T12:00:00Z');

beforeEach(async () => {
  await startSignedOut();
});

const cardsOfTeam = async () => {
  const section = await screen.findByRole('region', { name: 'Meet the team' });
  return within(section).findAllByRole('listitem');
};

describe('the team page, from teamMembers/{id}', () => {
  it('shows each published member in the admins’ order: name as heading, role, biography, languages', async () => {
    await seedDocs({
      'teamMembers/b': teamMemberDocument(at, {
        name: 'Kwame Mensah-Hart',
        role: 'Head of Grants and Proposals',
        languages: ['Twi', 'French'],
        order: 2,
      }),
      'teamMembers/a': teamMemberDocument(at, { order: 1 }),
      'teamMembers/c': teamMemberDocument(at, { name: 'Nia Thompson', order: 3, languages: [] }),
      'teamMembers/draft': teamMemberDocument(at, { name: 'Not introduced yet', order: 0, published: false }),
    });
    renderApp('/home/team');
    const cards = await cardsOfTeam();
    const names = cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual(['Adaeze Okafor-Bennett', 'Kwame Mensah-Hart', 'Nia Thompson']);
    const kwame = cards[1] as HTMLElement;
    expect(kwame).toHaveTextContent('Head of Grants and Proposals');
    expect(kwame).toHaveTextContent('Also works in: Twi, French');
    // No languages beyond English: no empty line about them.
    expect(cards[2]).not.toHaveTextContent('Also works in');
    // Each card has its artwork, decorative: the name is the card's title.
    expect(within(kwame).getByRole('presentation', { hidden: true })).toHaveAttribute('alt', '');
  });

  it('shows a member’s uploaded portrait at the portrait widths, and the artwork for one without', async () => {
    const address = '/media/team-portrait/TeamPortrait00000001_512x512_7a3b69';
    await seedDocs({
      'teamMembers/a': teamMemberDocument(at, { order: 1, photoUrl: address }),
      'teamMembers/b': teamMemberDocument(at, { name: 'Nia Thompson', order: 2 }),
    });
    renderApp('/home/team');
    const [adaeze, nia] = await cardsOfTeam();
    // Decorative beside the name it shows, as the board's portraits are.
    const portrait = within(adaeze as HTMLElement).getByRole('presentation', { hidden: true });
    expect(portrait).toHaveAttribute('src', `${address}/384.jpg`);
    expect(portrait).toHaveAttribute('alt', '');
    const webp = (adaeze as HTMLElement).querySelector('source[type="image/webp"]');
    expect(webp).toHaveAttribute(
      'srcset',
      [64, 128, 256, 384].map((width) => `${address}/${width}.webp ${width}w`).join(', '),
    );
    expect(webp).toHaveAttribute('sizes', '5rem');
    const artwork = within(nia as HTMLElement).getByRole('presentation', { hidden: true });
    expect(artwork.getAttribute('src')).not.toContain('/media/');
  });

  it('says so when no member is published yet, and keeps the call to work with the company', async () => {
    await seedDocs({ 'teamMembers/draft': teamMemberDocument(at, { published: false }) });
    renderApp('/home/team');
    expect(await screen.findByText('The team’s introductions are on their way.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  });
});
