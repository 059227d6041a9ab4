import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetEmulators, seedDocs } from '../../test/emulators';
import { renderApp, signOutEverywhere } from '../../test/render-app';
import { advisoryDoc, bannedBookDoc, libraryDoc, postDoc } from '../../test/fixtures/community';
import { signInWith } from '../../test/fixtures/directory';

beforeEach(async () => {
  await signOutEverywhere();
  await resetEmulators();
});

describe('/voa/voices-of-africa', () => {
  it('teases the latest posts, a library pick, a banned book and the board, and keeps the member panel', async () => {
    await seedDocs({
      'posts/post-1': postDoc(1),
      'posts/post-2': postDoc(2, { status: 'submitted', published: null }),
      'libraryItems/a': libraryDoc(1, { title: 'Half of a Yellow Sun' }),
      'bannedBooks/a': bannedBookDoc(1, { title: 'Petals of Blood' }),
      'advisoryMembers/a': advisoryDoc(1),
    });
    renderApp('/voa/voices-of-africa');
    const posts = await screen.findByRole('region', { name: 'Latest from the blog' });
    expect(await within(posts).findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(within(posts).queryByText('Post number 2')).toBeNull();
    const library = screen.getByRole('region', { name: 'From the library' });
    expect(await within(library).findByRole('link', { name: 'Half of a Yellow Sun' })).toBeInTheDocument();
    expect(within(library).getByRole('link', { name: 'Petals of Blood' })).toHaveAttribute(
      'href',
      '/voa/library/bannedbooks',
    );
    const board = screen.getByRole('region', { name: 'Advisory board' });
    expect(await within(board).findByRole('heading', { name: 'Advisor 1' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Your membership' })).toBeInTheDocument();
  });

  it('tells a suspended member, still signed in, that they can read but not write', async () => {
    await signInWith('suspended@example.com', { status: 'suspended', type: 'peer' });
    renderApp('/voa/voices-of-africa');
    const panel = await screen.findByRole('complementary', { name: 'Your membership' });
    expect(await within(panel).findByText(/Your membership is suspended by an admin/)).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Go to your application' })).toBeNull();
  });

  it('says "Nothing here yet." in each section of an empty community', async () => {
    renderApp('/voa/voices-of-africa');
    const board = await screen.findByRole('region', { name: 'Advisory board' });
    expect(await within(board).findByText('Nothing here yet.')).toBeInTheDocument();
  });
});
