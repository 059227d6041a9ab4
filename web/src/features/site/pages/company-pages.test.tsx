import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutCta } from '@/content/about';
import { services } from '@/content/services';
import { insightCollections } from '@/content/insights';
import { memoryRouter } from '@/test/render-app';

/** The company pages are built from the shared primitives: cards in a card grid, a header band. */
async function renderAt(path: string) {
  render(memoryRouter(path).element);
  return screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('company pages on the shared cards', () => {
  it('keeps each service card addressable by its id, for the links that point into the page', async () => {
    await renderAt('/home/our-services');
    for (const service of services) {
      const card = document.getElementById(service.id);
      expect(card?.tagName).toBe('LI');
      expect(within(card as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(service.name);
    }
  });

  it('makes each insight collection a card whose title links to the collection', async () => {
    await renderAt('/insights');
    const cards = within(section('Browse our insights')).getAllByRole('listitem');
    expect(cards).toHaveLength(insightCollections.length);
    insightCollections.forEach((collection, index) => {
      expect(within(cards[index] as HTMLElement).getByRole('link', { name: collection.hero.title })).toHaveAttribute(
        'href',
        collection.path,
      );
    });
  });

  it('opens a policy with the header band: its title, then when it was last updated', async () => {
    const heading = await renderAt('/policies/privacy');
    expect(heading).toHaveTextContent('Privacy');
    expect(heading.parentElement).toHaveTextContent(/Last updated \w+ \d{1,2}, \d{4}/);
  });

  it('ends a page with its call to action: a titled panel whose button leads on', async () => {
    await renderAt('/home/about-us');
    const action = within(section(aboutCta.heading)).getByRole('link', { name: aboutCta.link.label });
    expect(action).toHaveAttribute('href', aboutCta.link.to);
  });
});
