import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyPolicy, termsOfService } from '@/content/policies';
import { formatDay } from '@/i18n/format';
import { memoryRouter } from '@/test/render-app';

async function renderAt(path: string) {
  render(memoryRouter(path).element);
  return screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

describe('a policy page', () => {
  it.each([
    ['/policies/privacy', privacyPolicy],
    ['/policies/tos', termsOfService],
  ])(
    '%s lists each section in its contents, each link leading to that section by its heading',
    async (path, policy) => {
      await renderAt(path);
      const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
      const ids = [...policy.sections.map((section) => section.id), 'revisions'];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map((id) => `${path}#${id}`));
      for (const [index, link] of links.entries()) {
        const section = screen.getByRole('region', { name: link.textContent });
        expect(section.id).toBe(ids[index]);
      }
    },
  );

  it('says nothing of sample text, and dates the page by its newest revision, listed with the others', async () => {
    const heading = await renderAt('/policies/privacy');
    expect(screen.getByRole('main')).not.toHaveTextContent(/sample|reviewed by a lawyer/i);
    const newest = privacyPolicy.revisions[0];
    expect(heading.parentElement).toHaveTextContent(`Last updated ${formatDay(newest.date)}`);
    const history = screen.getByRole('region', { name: 'Revision history' });
    for (const revision of privacyPolicy.revisions) {
      expect(within(history).getByText(formatDay(revision.date))).toHaveAttribute('datetime', revision.date);
      expect(history).toHaveTextContent(revision.summary);
    }
  });

  it('shows each kind of data as a titled part with what it holds, why, who sees it and how long', async () => {
    await renderAt('/policies/privacy');
    const kinds = screen.getByRole('region', { name: 'What we keep, why, who sees it, and for how long' });
    const comments = within(kinds).getByRole('region', { name: 'Your comments' });
    expect(
      within(comments)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['What it holds', 'Why', 'Who sees it', 'How long we keep it']);
    expect(within(kinds).getByRole('link', { name: 'Your comments' })).toHaveAttribute(
      'href',
      '/policies/privacy#comments',
    );
  });
});
