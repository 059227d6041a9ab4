import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '@/lib/autosave/device-copies';
import { readDoc, seedDocs } from '@/test/emulators';
import { renderApp, signInAsMember, startSignedOut } from '@/test/render-app';
import { postDoc } from '@/test/fixtures/community';

/**
 * The write page keeps the writing (docs/decisions/0109-writing-is-never-lost.md): on the device
 * at every edit, in the member's account as a draft after a few seconds of quiet. Against the
 * emulators, with the app's own saves; a few tests wait out the autosave's pause (3 s).
 */
beforeEach(startSignedOut);
afterEach(() => {
  for (const key of Object.keys(localStorage)) if (key.startsWith('voa:writing:')) localStorage.removeItem(key);
});

async function voice(): Promise<string> {
  const uid = await signInAsMember('writer@example.com', { status: 'active', type: 'voice' });
  await seedDocs({
    [`members/${uid}`]: { displayName: 'Amara Okafor', type: 'voice', country: 'Nigeria', bio: 'Poet.' },
  });
  return uid;
}

const ownPost = (uid: string, slug: string, fields: Record<string, unknown>) =>
  postDoc(1, {
    slug,
    authorUid: uid,
    author: { displayName: 'Amara Okafor', type: 'voice' },
    tags: [],
    published: null,
    ...fields,
  } as Parameters<typeof postDoc>[1]);

/** What the device keeps of a member's post ('new' or its slug). */
const deviceCopy = (uid: string, id: string) => {
  const text = localStorage.getItem(`voa:writing:${uid}:post:${id}`);
  return text ? (JSON.parse(text) as { values: Record<string, string>; base: string | null }) : null;
};

/** The autosave waits for a pause of 3 s: room for it and the emulator's answer. */
const AFTER_THE_PAUSE = { timeout: 15_000 };

describe('/voa/blog/write keeps the writing', () => {
  it('keeps each edit on the device at once, and gives it back when the page is opened again', async () => {
    const uid = await voice();
    const user = userEvent.setup();
    const first = renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Ra');
    expect(deviceCopy(uid, 'new')?.values).toMatchObject({ title: 'Ra', body: '' });
    await user.type(screen.getByLabelText('Text'), 'The first rains came at night.');
    expect(deviceCopy(uid, 'new')?.values).toMatchObject({ title: 'Ra', body: 'The first rains came at night.' });
    // Too short a title for the rules: it stays on the device, which the page says.
    expect(
      await screen.findByText(
        'Kept on this device, not yet in your account: Enter a title of at least 3 characters.',
        {},
        AFTER_THE_PAUSE,
      ),
    ).toBeInTheDocument();
    first.unmount();

    renderApp('/voa/blog/write');
    expect(await screen.findByLabelText('Title')).toHaveValue('Ra');
    expect(screen.getByLabelText('Text')).toHaveValue('The first rains came at night.');
    expect(screen.getByText(/^Restored from this device: your changes up to/)).toBeInTheDocument();
  });

  it('saves a new post as a draft after a pause, names it in the address, and saves the next edits to it', async () => {
    const uid = await voice();
    const user = userEvent.setup();
    const { router } = renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Rain over Onitsha');
    const text = screen.getByLabelText('Text');
    await user.type(text, 'The first rains came at night.');
    expect(await screen.findByText(/^Saved (just now|\d+ s ago)$/, {}, AFTER_THE_PAUSE)).toBeInTheDocument();
    expect(await readDoc('posts/rain-over-onitsha')).toMatchObject({
      status: 'draft',
      authorUid: uid,
      body: 'The first rains came at night.',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?edit=rain-over-onitsha'));
    // Saved, the device copy goes: the account holds the same words.
    expect(deviceCopy(uid, 'new')).toBeNull();
    expect(deviceCopy(uid, 'rain-over-onitsha')).toBeNull();
    // The same form all along (the address changed, the editor stayed): the writer types on.
    expect(screen.getByLabelText('Text')).toBe(text);

    await user.type(screen.getByLabelText('Text'), ' Then the roofs sang.');
    await waitFor(
      async () =>
        expect(await readDoc('posts/rain-over-onitsha')).toMatchObject({
          body: 'The first rains came at night. Then the roofs sang.',
          status: 'draft',
        }),
      AFTER_THE_PAUSE,
    );
    expect(text).toHaveValue('The first rains came at night. Then the roofs sang.');
  });

  it('saves what waits when the writer leaves the page in the app, without waiting for the pause', async () => {
    await voice();
    const user = userEvent.setup();
    const { router } = renderApp('/voa/blog/write');
    await user.type(await screen.findByLabelText('Title'), 'Harmattan');
    await user.type(screen.getByLabelText('Text'), 'Dust on every sill.');
    await router.navigate('/voa/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'VOA Blog' })).toBeInTheDocument();
    await waitFor(async () => expect(await readDoc('posts/harmattan')).toMatchObject({ status: 'draft' }));
  });

  it('keeps a submitted post’s edits on the device until the writer submits again: the editors read what was sent', async () => {
    const uid = await voice();
    await seedDocs({ 'posts/harmattan': ownPost(uid, 'harmattan', { title: 'Harmattan', status: 'submitted' }) });
    const user = userEvent.setup();
    renderApp('/voa/blog/write?edit=harmattan');
    const text = await screen.findByLabelText('Text');
    const sentence =
      'The editors have the version you submitted. Your changes are kept on this device until you submit again.';
    expect(screen.getByText(sentence)).toBeInTheDocument();
    await user.type(text, ' Then the first rain.');
    expect(deviceCopy(uid, 'harmattan')?.values.body).toBe(
      'The body of post 1, with **bold** words. Then the first rain.',
    );
    expect(await screen.findByText(sentence, {}, AFTER_THE_PAUSE)).toBeInTheDocument();
    expect((await readDoc('posts/harmattan'))?.body).toBe('The body of post 1, with **bold** words.');
  });

  it('offers both versions when the account changed since the device copy began, and goes on with the one chosen', async () => {
    const uid = await voice();
    await seedDocs({
      'posts/harmattan': ownPost(uid, 'harmattan', {
        title: 'Harmattan',
        body: 'Written on the laptop.',
        status: 'draft',
      }),
    });
    localStorage.setItem(
      `voa:writing:${uid}:post:harmattan`,
      JSON.stringify({
        values: { title: 'Harmattan', coverUrl: '', coverAlt: '', body: 'Written on the phone.', tags: '' },
        editedAt: Date.UTC(2026, 0, 2, 9, 30),
        base: fingerprint('a version the laptop has replaced'),
      }),
    );
    const user = userEvent.setup();
    renderApp('/voa/blog/write?edit=harmattan');
    const choice = await screen.findByRole('region', { name: 'Two versions of this post' });
    expect(within(choice).getByText('Written on the phone.')).toBeInTheDocument();
    expect(within(choice).getByText('Written on the laptop.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Text')).toBeNull();
    await user.click(within(choice).getByRole('button', { name: 'Go on with this device’s version' }));
    expect(await screen.findByLabelText('Text')).toHaveValue('Written on the phone.');
    await waitFor(
      async () => expect((await readDoc('posts/harmattan'))?.body).toBe('Written on the phone.'),
      AFTER_THE_PAUSE,
    );
  });
});
