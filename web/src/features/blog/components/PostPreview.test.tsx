import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDocs } from '@/test/emulators';
import { postDoc } from '@/test/fixtures/community';
import { renderApp, startSignedOut } from '@/test/render-app';
import { formValuesOf } from '@/features/blog/api/post-drafts';
import PostPreview from './PostPreview';

beforeEach(startSignedOut);

/** One document, with most of what Markdown can say, raw HTML that must be left out, a cover and tags. */
const BODY = [
  '# A heading the page keeps under its title',
  '',
  'The dust came **early** that year, _softly_, with [a link](https://example.com/dust).',
  '',
  '## Second part',
  '',
  '- one',
  '- two',
  '',
  '> A quote from the market.',
  '',
  '![A drawing](/community/covers/cover-2.webp)',
  '',
  '<img src="/x.png" onerror="window.injected = true">',
].join('\n');

const post = {
  slug: 'harmattan-letters',
  title: 'Harmattan letters',
  body: BODY,
  coverUrl: '/community/covers/cover-1.webp',
  coverAlt: 'A rust-coloured field under a pale sun',
  tags: ['letters', 'accra'],
  status: 'published',
  author: { displayName: 'Akosua Boateng', type: 'voice' },
};

/** The parts PostBody renders, as HTML: the cover, the text, the tags. */
function bodyParts(scope: HTMLElement) {
  const text = within(scope).getByRole('heading', { name: 'Second part' }).parentElement;
  return {
    cover: within(scope).getByRole('img', { name: post.coverAlt }).closest('picture, img')?.outerHTML,
    text: text?.outerHTML,
    tags: within(scope).getByRole('list', { name: 'Tags' }).outerHTML,
  };
}

describe('PostPreview', () => {
  it('renders the post exactly as its page does: the same cover, text and tags from one document', async () => {
    await seedDocs({ [`posts/${post.slug}`]: postDoc(1, post) });
    const page = renderApp(`/voa/blog/posts/${post.slug}`);
    await screen.findByRole('heading', { level: 1, name: post.title });
    const onThePage = bodyParts(await screen.findByRole('article'));
    page.unmount();

    render(
      <MemoryRouter>
        <PostPreview values={formValuesOf(post)} byline="By Akosua Boateng" />
      </MemoryRouter>,
    );
    const preview = await screen.findByRole('region', { name: post.title });
    expect(bodyParts(preview)).toEqual(onThePage);
    expect(onThePage.text).toContain('<strong>early</strong>');
    expect(onThePage.text).not.toContain('/x.png');
    expect(within(preview).getByText('By Akosua Boateng')).toBeInTheDocument();
  });

  it('says when there is no text yet, and names an untitled post so', () => {
    render(
      <MemoryRouter>
        <PostPreview values={formValuesOf()} byline="By Akosua Boateng" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Untitled' })).toHaveTextContent(
      'No text yet: write the post, then look at it here.',
    );
  });
});
