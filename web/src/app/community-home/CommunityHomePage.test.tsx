import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { advisoryDoc, albumDoc, bannedBookDoc, libraryDoc, postDoc } from '@/test/fixtures/community';
import { signInWith } from '@/test/fixtures/directory';

beforeEach(startSignedOut);

/** The header band's "Your membership" panel, once the session is known. */
const membershipPanel = () => screen.findByRole('complementary', { name: 'Your membership' });

describe('/voa/voices-of-africa', () => {
  it('teases the latest posts, a library pick, a banned book, albums and the board, each with a way in', async () => {
    await seedDocs({
      'posts/post-1': postDoc(1),
      'posts/post-2': postDoc(2, { status: 'submitted', published: null }),
      'libraryItems/a': libraryDoc(1, { title: 'Half of a Yellow Sun' }),
      'bannedBooks/a': bannedBookDoc(1, { title: 'Petals of Blood' }),
      'albums/festival': albumDoc(1, { title: 'Lagos Book Festival' }),
      'albums/draft': albumDoc(2, { title: 'Not yet published', published: false }),
      'advisoryMembers/a': advisoryDoc(1),
    });
    renderApp('/voa/voices-of-africa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voices of Africa' })).toBeInTheDocument();
    const posts = screen.getByRole('region', { name: 'Latest from the blog' });
    expect(await within(posts).findByRole('link', { name: 'Post number 1' })).toHaveAttribute(
      'href',
      '/voa/blog/posts/post-1',
    );
    expect(within(posts).queryByText('Post number 2')).toBeNull();
    expect(within(posts).getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/voa/blog');
    const library = screen.getByRole('region', { name: 'From the library' });
    expect(await within(library).findByRole('link', { name: 'Half of a Yellow Sun' })).toBeInTheDocument();
    expect(within(library).getByRole('link', { name: 'Petals of Blood' })).toHaveAttribute(
      'href',
      '/voa/library/bannedbooks',
    );
    const albums = screen.getByRole('region', { name: 'Photographs' });
    expect(await within(albums).findByRole('link', { name: 'Lagos Book Festival' })).toHaveAttribute(
      'href',
      '/voa/photos/festival',
    );
    expect(within(albums).queryByText('Not yet published')).toBeNull();
    expect(within(albums).getByRole('link', { name: 'See all albums' })).toHaveAttribute('href', '/voa/photos');
    const board = screen.getByRole('region', { name: 'Advisory board' });
    expect(await within(board).findByRole('heading', { name: 'Advisor 1' })).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'Meet the advisory board' })).toHaveAttribute(
      'href',
      '/voa/advisory',
    );
  });

  it('links the three member directories: voices, aunties and peers', async () => {
    renderApp('/voa/voices-of-africa');
    const members = await screen.findByRole('region', { name: 'Our members' });
    expect(within(members).getByRole('link', { name: 'Voices' })).toHaveAttribute('href', '/voa/voices');
    expect(within(members).getByRole('link', { name: 'Aunties' })).toHaveAttribute('href', '/voa/aunties');
    expect(within(members).getByRole('link', { name: 'Peers' })).toHaveAttribute('href', '/voa/peers');
  });

  it("shows the latest posts' covers with their alt text, loaded lazily (the header's artwork is a phone's first screen)", async () => {
    const cover = (n: number) => `/media/post-cover/AbCdEfGhIjKlMnOpQr0${n}_1600x900_c0a080`;
    await seedDocs({
      'posts/post-1': postDoc(1, { coverUrl: cover(1), coverAlt: 'A market at dawn' }),
      'posts/post-2': postDoc(2, { coverUrl: cover(2), coverAlt: 'Rain on a tin roof' }),
      'posts/post-3': postDoc(3),
    });
    renderApp('/voa/voices-of-africa');
    const posts = await screen.findByRole('region', { name: 'Latest from the blog' });
    await within(posts).findByRole('link', { name: 'Post number 3' });
    const images = within(posts).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Rain on a tin roof', 'A market at dawn']);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '900');
    }
    expect(images[0]?.closest('picture')?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      `${cover(2)}/640.webp 640w`,
    );
  });

  it('offers a visitor "Sign in" and "Apply to join", which opens the new-account form', async () => {
    renderApp('/voa/voices-of-africa');
    const panel = await membershipPanel();
    expect(within(panel).getByText('Members join the directories, and voices write for the blog.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/voa/_auth_');
    expect(within(panel).getByRole('link', { name: 'Apply to join' })).toHaveAttribute(
      'href',
      '/voa/_auth_?mode=signup',
    );
    expect(within(panel).queryByRole('button', { name: 'Sign out' })).toBeNull();

    fireEvent.click(within(panel).getByRole('link', { name: 'Apply to join' }));
    expect(await screen.findByRole('button', { name: "I'm new here" })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('tells a member whose application is under review, with the way to it', async () => {
    await signInWith('pending@example.com', { status: 'pending' });
    renderApp('/voa/voices-of-africa');
    const panel = await membershipPanel();
    expect(await within(panel).findByText(/Your application is under review/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Go to your application' })).toHaveAttribute('href', '/voa/onboard');
    expect(within(panel).queryByRole('link', { name: 'Apply to join' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('welcomes an active voice with "Write a post" and their card', async () => {
    await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    renderApp('/voa/voices-of-africa');
    const panel = await membershipPanel();
    expect(await within(panel).findByText(/You are a member of the community as a voice/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/voa/blog/write');
    expect(within(panel).getByRole('link', { name: 'Your card in the directory' })).toHaveAttribute(
      'href',
      '/voa/profiles/voice',
    );
    expect(within(panel).queryByRole('link', { name: 'Go to your application' })).toBeNull();
  });

  it('does not offer an active auntie "Write a post" (only voices write for the blog)', async () => {
    await signInWith('auntie@example.com', { status: 'active', type: 'auntie' });
    renderApp('/voa/voices-of-africa');
    const panel = await membershipPanel();
    expect(await within(panel).findByText(/You are a member of the community as an auntie/)).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Write a post' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Your card in the directory' })).toHaveAttribute(
      'href',
      '/voa/profiles/auntie',
    );
  });

  it('tells a suspended member, signed in, that they can read but not write, and where the reason is', async () => {
    await signInWith('suspended@example.com', { status: 'suspended', type: 'peer' });
    renderApp('/voa/voices-of-africa');
    const panel = await membershipPanel();
    expect(await within(panel).findByText(/Your membership is suspended by an admin/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Why: see My account' })).toHaveAttribute('href', '/voa/account');
    expect(within(panel).queryByRole('link', { name: 'Go to your application' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Write a post' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says "Nothing here yet." in each section of an empty community', async () => {
    renderApp('/voa/voices-of-africa');
    for (const name of ['Latest from the blog', 'From the library', 'Photographs', 'Advisory board']) {
      const section = await screen.findByRole('region', { name });
      expect(await within(section).findByText('Nothing here yet.')).toBeInTheDocument();
    }
  });
});
