import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { auth } from '../../../lib/firebase/auth';
import { createAccount, readDoc, resetEmulators, seedDocs, waitForDoc, writeDoc } from '../../../test/emulators';
import { renderApp, signOutEverywhere } from '../../../test/render-app';

beforeEach(async () => {
  await signOutEverywhere();
  await resetEmulators();
});

async function signedIn(status: string, type: string): Promise<string> {
  const uid = await createAccount('writer@example.com', 'a good password');
  await waitForDoc(`users/${uid}`);
  await writeDoc(`users/${uid}`, { status, type });
  await seedDocs({ [`members/${uid}`]: { displayName: 'Amara Okafor', type, country: 'Nigeria', bio: 'Poet.' } });
  await signInWithEmailAndPassword(auth, 'writer@example.com', 'a good password');
  return uid;
}

describe('/voa/blog/write', () => {
  it('lets an active voice submit a post for review, after validation that keeps the input', async () => {
    const uid = await signedIn('active', 'voice');
    const user = userEvent.setup();
    renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Rain');
    await user.type(screen.getByLabelText('Cover image address (optional)'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Write the text of the post.')).toBeInTheDocument();
    expect(screen.getByText(/^Enter the path of an image on this site/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Rain');

    await user.clear(screen.getByLabelText('Cover image address (optional)'));
    await user.type(screen.getByLabelText('Text'), 'The rain came **early** that year.');
    await user.type(screen.getByLabelText('Tags (optional)'), 'Poetry, Lagos');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Thank you. Your post was sent for review.')).toBeInTheDocument();
    expect(await readDoc('posts/rain')).toMatchObject({ title: 'Rain', status: 'submitted', authorUid: uid });
  });

  it('tells other members that only voices write for the blog', async () => {
    await signedIn('active', 'peer');
    renderApp('/voa/blog/write');
    expect(await screen.findByText('Only active members who are voices can write for the blog.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
