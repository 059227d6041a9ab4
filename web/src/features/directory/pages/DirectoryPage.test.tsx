import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadProjectRules, loadRules, readDoc, recordRenderedText, seedDocs } from '@/test/emulators';
import { renderApp, startSignedOut } from '@/test/render-app';
import { formatDateTime } from '@/i18n/format';
import { LIMITS } from '@/lib/model';
import { card, seedCards, signInWith } from '@/test/fixtures/directory';
import { postDoc } from '@/test/fixtures/community';
import { site } from '@/config/site';

beforeEach(startSignedOut);

const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

const denyMembers = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if false; } } }`;

describe('public directories /voa/voices, /voa/aunties, /voa/peers', () => {
  it('shows a loading state, then only that kind’s cards, by name, each linking to the member’s page', async () => {
    await seedDocs({
      'members/b': card('Bisi Adeyemi', 'voice', 'Nigeria'),
      'members/a': { ...card('Abena Owusu', 'voice', 'Ghana'), slug: 'abena-owusu' },
      'members/p': card('Pierre Kabila', 'peer', 'DR Congo'),
    });
    const rendered = recordRenderedText();
    renderApp('/voa/voices');

    expect(await screen.findByRole('heading', { level: 1, name: 'Voices' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Abena Owusu', 'Bisi Adeyemi']));
    rendered.stop();
    expect(rendered.texts.some((text) => text.includes('Loading members…'))).toBe(true);
    // At the card's slug; a card given none yet at its uid.
    expect(screen.getByRole('link', { name: 'Abena Owusu' })).toHaveAttribute('href', '/voa/members/abena-owusu');
    expect(screen.getByRole('link', { name: 'Bisi Adeyemi' })).toHaveAttribute('href', '/voa/members/b');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when no member of that kind has joined', async () => {
    await seedDocs({ 'members/v': card('Bisi Adeyemi', 'voice') });
    renderApp('/voa/aunties');
    expect(await screen.findByText(/No auntie has joined yet/)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a clear error with Retry when the cards cannot be read, and recovers', async () => {
    await seedDocs({ 'members/p': card('Pierre Kabila', 'peer') });
    await loadRules(denyMembers);
    try {
      const user = userEvent.setup();
      renderApp('/voa/peers');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We couldn’t load the directory. Check your connection and try again.');
      await loadProjectRules();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Pierre Kabila' })).toBeInTheDocument();
    } finally {
      await loadProjectRules();
    }
  });

  it('loads 24 cards a page and more with "Load more"', async () => {
    await seedCards('voice', 30, 'Voice');
    const user = userEvent.setup();
    renderApp('/voa/voices');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(cardNames().at(-1)).toBe('Voice 24');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(cardNames().at(-1)).toBe('Voice 30');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches every card of the directory by name, not only the page loaded, as one types; the query in the address', async () => {
    await seedCards('voice', 30, 'Voice');
    await seedDocs({
      'members/a': card('Zainab Ọkafọ', 'voice', 'Nigeria'),
      'members/b': card('Zawadi Mwangi', 'auntie', 'Kenya'),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/voa/voices');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    // The 31st card by name: not on the first page.
    expect(cardNames()).not.toContain('Zainab Ọkafọ');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'okaf');
    await waitFor(() => expect(cardNames()).toEqual(['Zainab Ọkafọ']));
    expect(router.state.location.search).toBe('?q=okaf');

    // Another kind's member is not this directory's.
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zawadi');
    expect(await screen.findByText('No member’s name matches “zawadi”.')).toBeInTheDocument();
  });
});

describe('member page /voa/members/:uid', () => {
  it('shows the card, with a way back to that kind’s directory', async () => {
    await seedDocs({ 'members/a': card('Abena Owusu', 'auntie', 'Ghana') });
    renderApp('/voa/members/a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeInTheDocument();
    expect(screen.getByText('From Ghana')).toBeInTheDocument();
    expect(screen.getByText('Abena Owusu writes and reads stories from Ghana.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Aunties' })).toHaveAttribute('href', '/voa/aunties');
    // No portrait: the initials, hidden from screen readers (the name is the heading).
    expect(document.querySelector('header [data-initials="AO"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the member’s portrait at the portrait widths, loaded at once', async () => {
    const portraitUrl = '/media/portrait/AbenaPortrait0000000_384x384_6a4a3a';
    await seedDocs({ 'members/a': { ...card('Abena Owusu', 'auntie', 'Ghana'), portraitUrl } });
    renderApp('/voa/members/a');
    await screen.findByRole('heading', { level: 1, name: 'Abena Owusu' });
    const img = document.querySelector(`img[src^="${portraitUrl}/"]`);
    expect(img).toHaveAttribute('src', `${portraitUrl}/384.jpg`);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img?.closest('picture')?.querySelector('source[type="image/webp"]')).toHaveAttribute('sizes', '128px');
  });

  it('is titled, in the tab and its heading, by the member’s name', async () => {
    await seedDocs({ 'members/a': card('Abena Owusu', 'auntie', 'Ghana') });
    renderApp('/voa/members/a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Abena Owusu | ${site.name}`));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `Abena Owusu | ${site.name}`,
    );
  });

  it('lists the member’s published posts, newest first, ten at a time, without drafts, other writers’ or the editors’ posts', async () => {
    const posts = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [
        `posts/mine-${i + 1}`,
        postDoc(i + 1, { slug: `mine-${i + 1}`, title: `My post ${i + 1}`, authorUid: 'v' }),
      ]),
    );
    await seedDocs({
      'members/v': card('Chiamaka Eze', 'voice', 'Nigeria'),
      ...posts,
      'posts/draft': postDoc(30, { slug: 'draft', title: 'My draft', authorUid: 'v', status: 'draft' }),
      'posts/other': postDoc(31, { slug: 'other', title: 'Another writer’s post', authorUid: 'w' }),
      'posts/editors': postDoc(32, {
        slug: 'editors',
        title: 'A post by the editors',
        authorUid: 'v',
        author: { displayName: 'Voices of Africa editors', type: 'editorial' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/voa/members/v');
    const section = await screen.findByRole('region', { name: 'Posts by Chiamaka Eze' });
    const titles = () =>
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles()[0]).toBe('My post 11');
    expect(within(section).getByRole('link', { name: 'My post 11' })).toHaveAttribute(
      'href',
      '/voa/blog/posts/mine-11',
    );
    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(11));
    expect(titles()).not.toContain('My draft');
    expect(titles()).not.toContain('Another writer’s post');
    expect(titles()).not.toContain('A post by the editors');
  });

  it('says so when a voice has published no post yet, and shows no posts section for an auntie without posts', async () => {
    await seedDocs({
      'members/v': card('Chiamaka Eze', 'voice', 'Nigeria'),
      'members/a': card('Abena Owusu', 'auntie', 'Ghana'),
    });
    const { router } = renderApp('/voa/members/v');
    const section = await screen.findByRole('region', { name: 'Posts by Chiamaka Eze' });
    expect(await within(section).findByText('Chiamaka Eze has not published a post yet.')).toBeInTheDocument();
    await router.navigate('/voa/members/a');
    await screen.findByRole('heading', { level: 1, name: 'Abena Owusu' });
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
    expect(screen.queryByRole('region', { name: /Posts by/ })).toBeNull();
  });

  it('is at the card’s slug, and moves an older address (the uid’s) there', async () => {
    await seedDocs({ 'members/a': { ...card('Abena Owusu', 'auntie', 'Ghana'), slug: 'abena-owusu' } });
    const { router } = renderApp('/voa/members/abena-owusu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.origin}/voa/members/abena-owusu`,
      ),
    );
    await router.navigate('/voa/members/a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/voa/members/abena-owusu'));
    expect(screen.getByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeInTheDocument();
  });

  it('says there is no such member for an unknown address', async () => {
    renderApp('/voa/members/nobody');
    expect(await screen.findByText('There is no member card at this address.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the card cannot be read', async () => {
    await seedDocs({ 'members/a': card('Abena Owusu', 'auntie') });
    await loadRules(denyMembers);
    try {
      const user = userEvent.setup();
      renderApp('/voa/members/a');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We couldn’t load this member’s card.');
      await loadProjectRules();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeInTheDocument();
    } finally {
      await loadProjectRules();
    }
  });
});

describe('profiles view /voa/profiles/<kind>', () => {
  it('shows a signed-out visitor the directory and an invitation to sign in', async () => {
    await seedDocs({ 'members/a': card('Abena Owusu', 'voice') });
    renderApp('/voa/profiles/voice');
    expect(await screen.findByRole('heading', { name: 'Abena Owusu' })).toBeInTheDocument();
    expect(screen.getByText('Members sign in here to find and edit their own card.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/voa/_auth_?next=%2Fvoa%2Fprofiles%2Fvoice',
    );
  });

  it('points a member of another kind to their own directory', async () => {
    await signInWith('peer@example.com', { status: 'active', type: 'peer' });
    renderApp('/voa/profiles/voice');
    expect(await screen.findByText(/You are a member as Peer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your directory' })).toHaveAttribute('href', '/voa/profiles/peer');
  });

  it('lets a voice edit the words on their card, highlighted as theirs; the type is not editable', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    await seedDocs({ [`members/${uid}`]: card('Kwame Mensah', 'voice', 'Ghana') });
    const user = userEvent.setup();
    renderApp('/voa/profiles/voice');

    const mine = await screen.findByRole('region', { name: 'Your card' });
    expect(await within(mine).findByText('You')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Edit my card' }));
    // The form's code loads on this click (visitors never download it).
    expect(
      await within(mine).findByText('You are listed as Voice. Only an admin can change this.'),
    ).toBeInTheDocument();
    expect(within(mine).queryByRole('combobox')).toBeNull();
    const bio = within(mine).getByLabelText('A short bio');
    await user.clear(bio);
    await user.type(bio, 'Kwame writes radio plays and short stories in Kumasi.');
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));

    expect(await screen.findByText('Your card is saved.')).toBeInTheDocument();
    expect(await readDoc(`members/${uid}`)).toMatchObject({
      displayName: 'Kwame Mensah',
      type: 'voice',
      bio: 'Kwame writes radio plays and short stories in Kumasi.',
    });
    // The list shows the new words too.
    const listed = screen.getAllByRole('article').filter((a) => within(a).queryByText('You'));
    expect(listed.length).toBe(2);
    for (const article of listed) expect(article).toHaveTextContent('Kwame writes radio plays');
    // Counted, in the same commit, for this card (the rules require both).
    expect((await readDoc(`rateLimits/${uid}`))?.cardEdit).toMatchObject({ count: 1, target: `members/${uid}` });
  });

  it('says how often a card may be saved, and once the day’s saves are used, when it may be saved again', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    const { max, windowMinutes } = LIMITS.rate.cardEdit;
    const windowStart = new Date(Date.now() - 3 * 60 * 60_000);
    await seedDocs({
      [`members/${uid}`]: card('Kwame Mensah', 'voice', 'Ghana'),
      [`rateLimits/${uid}`]: { cardEdit: { windowStart, count: max, last: windowStart, target: `members/${uid}` } },
    });
    const user = userEvent.setup();
    renderApp('/voa/profiles/voice');
    const mine = await screen.findByRole('region', { name: 'Your card' });
    await user.click(await within(mine).findByRole('button', { name: 'Edit my card' }));
    expect(
      await within(mine).findByText(`Each member may save their card up to ${max} times a day.`),
    ).toBeInTheDocument();
    const bio = within(mine).getByLabelText('A short bio');
    await user.clear(bio);
    await user.type(bio, 'Kwame writes radio plays and short stories in Kumasi.');
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));

    const retryAt = formatDateTime(new Date(windowStart.getTime() + windowMinutes * 60_000));
    expect(
      await within(mine).findByText(
        `You have saved your card ${max} times within the day, the most a member may. Your changes are still here: you can save them from ${retryAt}.`,
      ),
    ).toBeInTheDocument();
    expect(bio).toHaveValue('Kwame writes radio plays and short stories in Kumasi.');
    expect(await readDoc(`members/${uid}`)).toMatchObject({ bio: card('Kwame Mensah', 'voice', 'Ghana').bio });
  });

  it('catches invalid input before saving, keeping what the member typed', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    await seedDocs({ [`members/${uid}`]: card('Kwame Mensah', 'voice', 'Ghana') });
    const user = userEvent.setup();
    renderApp('/voa/profiles/voice');

    const mine = await screen.findByRole('region', { name: 'Your card' });
    await user.click(await within(mine).findByRole('button', { name: 'Edit my card' }));
    const country = await within(mine).findByLabelText('Country');
    await user.clear(country);
    await user.type(country, 'G');
    const bio = within(mine).getByLabelText('A short bio');
    await user.clear(bio);
    await user.type(bio, 'Too short');
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));

    expect(await within(mine).findByText('Enter your country (at least 2 characters).')).toBeInTheDocument();
    expect(within(mine).getByText('Write at least 20 characters about yourself.')).toBeInTheDocument();
    expect(country).toHaveValue('G');
    expect(bio).toHaveValue('Too short');
    expect(await readDoc(`members/${uid}`)).toMatchObject({ country: 'Ghana' });
  });
});

describe('my card: the links', () => {
  it('saves the links given, in their order and without the empty fields, and the member page lists them', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    await seedDocs({ [`members/${uid}`]: { ...card('Kwame Mensah', 'voice', 'Ghana'), slug: 'kwame-mensah' } });
    const user = userEvent.setup();
    const { router } = renderApp('/voa/profiles/voice');
    const mine = await screen.findByRole('region', { name: 'Your card' });
    await user.click(await within(mine).findByRole('button', { name: 'Edit my card' }));
    const links = await within(mine).findByRole('group', { name: 'Your links (optional)' });
    await user.type(within(links).getByLabelText('Link 1'), 'https://www.kwame-plays.example.com/');
    await user.type(within(links).getByLabelText('Link 3'), ' https://instagram.com/kwame.writes ');
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));

    expect(await screen.findByText('Your card is saved.')).toBeInTheDocument();
    expect((await readDoc(`members/${uid}`))?.links).toEqual([
      'https://www.kwame-plays.example.com/',
      'https://instagram.com/kwame.writes',
    ]);
    await router.navigate('/voa/members/kwame-mensah');
    const listed = await screen.findByRole('list', { name: 'Kwame Mensah on the web' });
    expect(
      within(listed)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')]),
    ).toEqual([
      ['kwame-plays.example.com', 'https://www.kwame-plays.example.com/', 'me ugc nofollow noopener'],
      ['instagram.com/kwame.writes', 'https://instagram.com/kwame.writes', 'me ugc nofollow noopener'],
    ]);
  });

  it('says why a link cannot be saved, keeping what was typed, and saves nothing', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    await seedDocs({ [`members/${uid}`]: card('Kwame Mensah', 'voice', 'Ghana') });
    const user = userEvent.setup();
    renderApp('/voa/profiles/voice');
    const mine = await screen.findByRole('region', { name: 'Your card' });
    await user.click(await within(mine).findByRole('button', { name: 'Edit my card' }));
    const links = await within(mine).findByRole('group', { name: 'Your links (optional)' });
    await user.type(within(links).getByLabelText('Link 1'), 'http://kwame.example.com');
    await user.type(within(links).getByLabelText('Link 2'), 'https://bank.example@kwame.example.com');
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));

    expect(await within(links).findByText(/^Give the whole address, starting with https:\/\//)).toBeInTheDocument();
    expect(within(links).getByText(/^This is not a web address/)).toBeInTheDocument();
    expect(within(links).getByLabelText('Link 1')).toHaveValue('http://kwame.example.com');
    expect(await readDoc(`members/${uid}`)).not.toHaveProperty('links');
  });

  it('shows no list of links on the page of a member who gave none', async () => {
    await seedDocs({ 'members/a': card('Abena Owusu', 'auntie', 'Ghana') });
    renderApp('/voa/members/a');
    await screen.findByRole('heading', { level: 1, name: 'Abena Owusu' });
    expect(screen.queryByRole('list', { name: 'Abena Owusu on the web' })).toBeNull();
  });
});

describe('my card: the portrait', () => {
  const portrait = (uid: string) => {
    const id = 'KwamePortrait0000000';
    const address = `/media/portrait/${id}_512x512_8a6a50`;
    const uploaded = new Date();
    // As uploadImage records it: the member's own, of the 'portrait' purpose, not yet attached.
    const record = { owner: uid, purpose: 'portrait', address, created: uploaded, expireAt: uploaded, usedBy: [] };
    return { address, path: `media/${id}`, record };
  };

  it('lets a member put their own uploaded portrait on their card, then take it off', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    const upload = portrait(uid);
    await seedDocs({ [`members/${uid}`]: card('Kwame Mensah', 'voice', 'Ghana'), [upload.path]: upload.record });
    const user = userEvent.setup();
    renderApp('/voa/profiles/voice');

    const mine = await screen.findByRole('region', { name: 'Your card' });
    // No portrait yet: the initials, drawn beside the name.
    expect((await within(mine).findByRole('article')).querySelector('[data-initials="KM"]')).not.toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Edit my card' }));
    expect(await within(mine).findByText('Portrait (optional)')).toBeInTheDocument();
    expect(
      within(mine).getByText(
        /It shows, cropped square, on your card, your member page, your comments and the byline of your posts\./,
      ),
    ).toBeInTheDocument();
    // The upload, by its address (the form's upload itself: ImageField.test.tsx).
    await user.click(within(mine).getByText('Or use an image already on this site'));
    await user.type(within(mine).getByLabelText('Image address'), upload.address);
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));

    expect(await screen.findByText('Your card is saved.')).toBeInTheDocument();
    expect(await readDoc(`members/${uid}`)).toMatchObject({ portraitUrl: upload.address, country: 'Ghana' });
    const shown = within(mine).getByRole('article').querySelector('img');
    expect(shown).toHaveAttribute('src', `${upload.address}/384.jpg`);
    expect(shown).toHaveAttribute('alt', '');

    await user.click(within(mine).getByRole('button', { name: 'Edit my card' }));
    await user.click(await within(mine).findByRole('button', { name: 'Remove image' }));
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));
    await waitFor(async () => expect(await readDoc(`members/${uid}`)).toMatchObject({ portraitUrl: '' }));
  });

  it('refuses another member’s upload: the card keeps no portrait', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    const theirs = portrait('someone-else');
    await seedDocs({ [`members/${uid}`]: card('Kwame Mensah', 'voice', 'Ghana'), [theirs.path]: theirs.record });
    const user = userEvent.setup();
    renderApp('/voa/profiles/voice');

    const mine = await screen.findByRole('region', { name: 'Your card' });
    await user.click(await within(mine).findByRole('button', { name: 'Edit my card' }));
    await user.click(await within(mine).findByText('Or use an image already on this site'));
    await user.type(within(mine).getByLabelText('Image address'), theirs.address);
    await user.click(within(mine).getByRole('button', { name: 'Save my card' }));

    expect(
      await within(mine).findByText('Only active members can edit their card, and only their own.'),
    ).toBeInTheDocument();
    expect(await readDoc(`members/${uid}`)).not.toHaveProperty('portraitUrl');
  });
});

describe('my card: a new name waits for an editor', () => {
  async function openMyCard(uid: string) {
    await seedDocs({ [`members/${uid}`]: card('Kwame Mensah', 'voice', 'Ghana') });
    renderApp('/voa/profiles/voice');
    return screen.findByRole('region', { name: 'Your card' });
  }

  it('edits the card without its name, which the form says how to change', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    const user = userEvent.setup();
    const mine = await openMyCard(uid);
    await user.click(await within(mine).findByRole('button', { name: 'Edit my card' }));
    expect(
      await within(mine).findByText(
        'Your name, “Kwame Mensah”, is not changed here: use “Ask for a new name” under your card. An editor reviews every new name.',
      ),
    ).toBeInTheDocument();
    expect(within(mine).queryByLabelText('Name to show other members')).toBeNull();
  });

  it('sends a new name for review: the card keeps the old one, and the member may withdraw it', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    const user = userEvent.setup();
    const mine = await openMyCard(uid);
    expect(
      await within(mine).findByText(
        'Your card shows the name “Kwame Mensah”. Your posts and comments keep the name they were written under.',
      ),
    ).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Ask for a new name' }));
    await user.type(await within(mine).findByLabelText('New name to show other members'), 'Kwame A. Mensah');
    await user.click(within(mine).getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('“Kwame A. Mensah” was sent to the editors for review.')).toBeInTheDocument();
    expect(
      within(mine).getByText(
        'You asked to be known as “Kwame A. Mensah”. An editor will review it; until then your card shows “Kwame Mensah”.',
      ),
    ).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Ask for a new name' })).toBeNull();
    expect(await readDoc(`nameRequests/${uid}`)).toMatchObject({ displayName: 'Kwame A. Mensah', status: 'pending' });
    expect(await readDoc(`members/${uid}`)).toMatchObject({ displayName: 'Kwame Mensah' });

    await user.click(within(mine).getByRole('button', { name: 'Withdraw my request' }));
    expect(await screen.findByText('Your name request was withdrawn.')).toBeInTheDocument();
    expect(await readDoc(`nameRequests/${uid}`)).toBeUndefined();
    expect(within(mine).getByRole('button', { name: 'Ask for a new name' })).toBeInTheDocument();
  });

  it('refuses a reserved name and the current name with a message, writing nothing', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    const user = userEvent.setup();
    const mine = await openMyCard(uid);
    await user.click(await within(mine).findByRole('button', { name: 'Ask for a new name' }));
    const name = await within(mine).findByLabelText('New name to show other members');
    await user.type(name, 'Sankofa Editors');
    await user.click(within(mine).getByRole('button', { name: 'Send for review' }));
    expect(
      await within(mine).findByText(/This name reads as one kept for the editors of Sankofa and Voices of Africa/),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Sankofa Editors');

    await user.clear(name);
    await user.type(name, 'Kwame Mensah');
    await user.click(within(mine).getByRole('button', { name: 'Send for review' }));
    expect(await within(mine).findByText('This is already your name: type the new one.')).toBeInTheDocument();
    expect(await readDoc(`nameRequests/${uid}`)).toBeUndefined();
  });

  it('shows a declined request with the editor’s reason, and lets the member ask again', async () => {
    const uid = await signInWith('voice@example.com', { status: 'active', type: 'voice' });
    await seedDocs({
      [`nameRequests/${uid}`]: {
        displayName: 'Kofi Mensah',
        status: 'declined',
        requested: new Date('2026-03-01T10:00:00Z'),
        reason: 'Another member writes as Kofi Mensah.',
      },
    });
    const mine = await openMyCard(uid);
    expect(
      await within(mine).findByText(
        'An editor declined the name “Kofi Mensah”, with this reason: “Another member writes as Kofi Mensah.”',
      ),
    ).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Ask for a new name' })).toBeInTheDocument();
  });
});
