import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { postDoc } from '@/test/fixtures/community';
import { card } from '@/test/fixtures/directory';
import { seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { postSlug } from '@/features/blog/api/post';
import { postPath } from '@/features/blog/paths';

beforeEach(startSignedOut);

const hostileBody = [
  '# A heading',
  'Some **bold** text and [a link](https://example.com/read).',
  '<script>window.pwned = true</script>',
  '<img src="x" onerror="window.pwned = true">',
  '[click me](javascript:alert(1))',
].join('\n\n');

describe('/voa/blog/posts/:slug', () => {
  it('renders the Markdown body as elements, without raw HTML or unsafe links', async () => {
    await seedDocs({ 'posts/safe': postDoc(1, { slug: 'safe', title: 'Safe Markdown', body: hostileBody }) });
    renderApp('/voa/blog/posts/safe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safe Markdown' })).toBeInTheDocument();
    // The Markdown "# A heading" sits below the page's title.
    expect(screen.getByRole('heading', { level: 2, name: 'A heading' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('rel', 'noopener noreferrer');
    const main = screen.getByRole('main');
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('img[onerror]')).toBeNull();
    expect(main.innerHTML).not.toContain('javascript:');
    // No element at all from the raw HTML: jsdom runs no script, so whether one would run is the
    // browser journey's to show (community-content.test.ts); here, that none reached the DOM.
    expect(main.querySelector('img')).toBeNull();
    expect(main.textContent).not.toContain('window.pwned');
  });

  it('opens a post with an Amharic title at its percent-encoded address', async () => {
    const title = 'የአፍሪካ ድምፆች';
    const slug = postSlug(title);
    await seedDocs({ [`posts/${slug}`]: postDoc(1, { slug, title }) });
    const path = postPath(slug);
    expect(path).toBe(`/voa/blog/posts/${encodeURIComponent('የአፍሪካ-ድምፆች')}`);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('treats an unpublished post as not found for the public', async () => {
    await seedDocs({ 'posts/hidden': postDoc(1, { slug: 'hidden', status: 'submitted', published: null }) });
    renderApp('/voa/blog/posts/hidden');
    expect(await screen.findByText('This post does not exist or is not published.')).toBeInTheDocument();
    expect(screen.queryByText('Post number 1')).toBeNull();
  });

  it('links the writer’s name in the byline to their member page at its slug, but not the editors’ name', async () => {
    await seedDocs({
      'members/v': { ...card('Chiamaka Eze', 'voice'), slug: 'chiamaka-eze' },
      'posts/mine': postDoc(1, {
        slug: 'mine',
        title: 'A voice’s post',
        authorUid: 'v',
        author: { displayName: 'Chiamaka Eze', type: 'voice' },
      }),
      'posts/ours': postDoc(2, {
        slug: 'ours',
        title: 'The editors’ post',
        authorUid: 'admin',
        author: { displayName: 'Voices of Africa editors', type: 'editorial' },
      }),
    });
    const { router } = renderApp('/voa/blog/posts/mine');
    const header = (await screen.findByRole('heading', { level: 1, name: 'A voice’s post' })).closest('header');
    await waitFor(() =>
      expect(within(header as HTMLElement).getByRole('link', { name: 'Chiamaka Eze' })).toHaveAttribute(
        'href',
        '/voa/members/chiamaka-eze',
      ),
    );
    expect(header).toHaveTextContent(/By Chiamaka Eze · /);
    await router.navigate('/voa/blog/posts/ours');
    await screen.findByRole('heading', { level: 1, name: 'The editors’ post' });
    expect(screen.getByText(/^By Voices of Africa editors · /)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voices of Africa editors' })).toBeNull();
  });

  it('says when a post does not exist', async () => {
    renderApp('/voa/blog/posts/nothing-here');
    expect(await screen.findByText('This post does not exist or is not published.')).toBeInTheDocument();
  });
});
