import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { insightDocument, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { site } from '@/config/site';

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
    'insights/news': insightDocument(day('2025-06-01'), {
      kind: 'news',
      title: 'Spring workshops open',
      summary: 'Four workshops this spring.',
      body: 'Sign up by March.\n\nEvery workshop is free.',
    }),
    'insights/news-draft': insightDocument(day('2025-07-01'), { kind: 'news', title: 'Draft news', published: false }),
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

describe('a news item at its own address (decision 0123)', () => {
  const head = (selector: string) => document.head.querySelector(selector);

  it('is where its card on the News page leads, with its title, summary, date, byline, paragraphs and Share', async () => {
    const list = renderApp('/insights/news');
    expect(await screen.findByRole('link', { name: 'Spring workshops open' })).toHaveAttribute(
      'href',
      '/insights/news/news',
    );

    list.unmount();
    renderApp('/insights/news/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring workshops open' })).toBeInTheDocument();
    expect(screen.getByText('Four workshops this spring.')).toBeInTheDocument();
    expect(screen.getByText(/June 1, 2025/)).toBeInTheDocument();
    expect(screen.getByText('Every workshop is free.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/insights/news');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(document.title).toBe(`Spring workshops open | ${site.name}`);
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Four workshops this spring.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/insights/news/news`);
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${site.origin}/og/insights-news.jpg`);
  });

  it('says so, out of search results, for an unpublished item, another kind’s or none', async () => {
    for (const id of ['news-draft', 'newer', 'nope']) {
      const { unmount } = renderApp(`/insights/news/${id}`);
      expect(
        await screen.findByText('There is no such item in news. It may have been taken off the site.'),
      ).toBeInTheDocument();
      expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      unmount();
    }
  });
});
