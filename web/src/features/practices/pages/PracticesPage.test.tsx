import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { practiceMenu } from '@/config/practices';
import { renderApp } from '@/test/render-app';

describe('practices page /voa/practices', () => {
  it('lists every practice of the menu, in order, each linking to its company page with a summary', async () => {
    renderApp('/voa/practices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice areas' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(practiceMenu.length);
    practiceMenu.forEach((item, index) => {
      const card = cards[index] as HTMLElement;
      const link = within(card).getByRole('link', { name: item.menuTitle });
      expect(link).toHaveAttribute('href', item.path);
      expect(within(card).getByRole('paragraph').textContent?.length).toBeGreaterThan(20);
    });
    expect(within(cards[2] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/practices/bma');
  });

  it('titles each practice one level under the page, skipping none (h1, then h2)', async () => {
    renderApp('/voa/practices');
    await screen.findByRole('heading', { level: 1, name: 'Practice areas' });
    const main = screen.getByRole('main');
    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels).toEqual([1, ...practiceMenu.map(() => 2)]);
  });
});
