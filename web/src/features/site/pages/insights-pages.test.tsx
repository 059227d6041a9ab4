import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { insightDocument, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

beforeEach(async () => {
  await startSignedOut();
  await seedDocs({
    'insights/older': insightDocument(day('2024-05-01'), { title: 'Radio interview on grant writing' }),
    'insights/newer': insightDocument(day('2025-02-03'), {
      title: 'Local editors build a home for writers',
      body: 'The first paragraph.\n\nThe second paragraph.',
      tags: ['Profile', 'Workshops'],
    }),
    'insights/draft': insightDocument(day('2026-01-01'), { title: 'Not out yet', published: false }),
    'insights/news': insightDocument(day('2025-06-01'), { kind: 'news', title: 'Spring workshops open' }),
  });
});

describe('the insights pages, from insights/{id}', () => {
  it('shows a kind’s published items, newest first, each in full: date, byline, paragraphs, topics', async () => {
    renderApp('/insights/press/');
    const newer = (await screen.findByRole('heading', { name: 'Local editors build a home for writers' })).closest(
      'li, article, div',
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Local editors build a home for writers', 'Radio interview on grant writing']);
    const card = within(newer as HTMLElement);
    expect(card.getByText('The second paragraph.')).toBeInTheDocument();
    expect(card.getByText(/February 3, 2025/)).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Topics' })).toHaveTextContent('ProfileWorkshops');
    // Neither the unpublished item nor another kind's.
    expect(screen.queryByText('Not out yet')).toBeNull();
    expect(screen.queryByText('Spring workshops open')).toBeNull();
  });

  it('says so when a kind has nothing published yet', async () => {
    renderApp('/insights/creative/');
    expect(await screen.findByText('Nothing is published here yet.')).toBeInTheDocument();
  });

  it('names the newest published title of each kind on the Insights page', async () => {
    renderApp('/insights');
    const cards = within(await screen.findByRole('region', { name: 'Browse our insights' }));
    const card = (name: string) => cards.getByRole('link', { name }).closest('li') as HTMLElement;
    await waitFor(() => expect(card('Press')).toHaveTextContent('Latest: Local editors build a home for writers'));
    expect(card('News')).toHaveTextContent('Latest: Spring workshops open');
    expect(card('Articles')).toHaveTextContent('Latest: coming soon');
  });
});
