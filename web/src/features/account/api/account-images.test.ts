import { describe, expect, it } from 'vitest';
import type { AccountData } from './account';
import { accountImages, largestFiles } from './account-images';

const origin = 'https://voices.example';
const portrait = '/media/portrait/AbCdEfGhIjKlMnOpQrSt_800x800_a0b1c2';
const cover = '/media/post-cover/BcDeFgHiJkLmNoPqRsTu_1500x1000_102030';
const smallCover = '/media/post-cover/CdEfGhIjKlMnOpQrStUv_500x400_ffffff';

const data = (card: AccountData['card'], posts: AccountData['posts']): AccountData => ({
  uid: 'member-1',
  email: 'member@example.com',
  profile: null,
  card,
  heldCard: null,
  nameRequest: null,
  mailPreferences: null,
  notifications: [],
  shelf: [],
  follows: [],
  reports: [],
  posts,
  comments: [],
  proposals: [],
});

describe('accountImages', () => {
  it('lists the card’s portrait and each post’s cover, where each is used, its description and its largest files', () => {
    const images = accountImages(
      data({ displayName: 'Amara', portraitUrl: portrait }, [
        { id: 'my-draft', coverUrl: cover, coverAlt: 'A market at dawn', status: 'draft' },
        { id: 'my-small', coverUrl: smallCover, coverAlt: 'A door', status: 'published' },
      ]),
      origin,
    );
    expect(images).toEqual([
      {
        document: 'members/member-1',
        field: 'portraitUrl',
        address: portrait,
        files: { webp: `${origin}${portrait}/384.webp`, jpg: `${origin}${portrait}/384.jpg` },
      },
      {
        document: 'posts/my-draft',
        field: 'coverUrl',
        alt: 'A market at dawn',
        address: cover,
        // 1500 px wide: 1200 is the widest of the purpose's widths it reaches.
        files: { webp: `${origin}${cover}/1200.webp`, jpg: `${origin}${cover}/1200.jpg` },
      },
      {
        document: 'posts/my-small',
        field: 'coverUrl',
        alt: 'A door',
        address: smallCover,
        // Narrower than every width of its purpose: made at its own width only.
        files: { webp: `${origin}${smallCover}/500.webp`, jpg: `${origin}${smallCover}/500.jpg` },
      },
    ]);
  });

  it('lists an older image as it was given, without files, and a cover without a description without alt', () => {
    const images = accountImages(
      data({ portraitUrl: 'https://photos.example/amara.jpg' }, [
        { id: 'seeded', coverUrl: '/community/covers/cover-1.webp' },
        { id: 'no-alt-yet', coverUrl: cover, coverAlt: '' },
      ]),
      origin,
    );
    expect(images).toEqual([
      { document: 'members/member-1', field: 'portraitUrl', address: 'https://photos.example/amara.jpg', files: null },
      { document: 'posts/seeded', field: 'coverUrl', address: '/community/covers/cover-1.webp', files: null },
      {
        document: 'posts/no-alt-yet',
        field: 'coverUrl',
        address: cover,
        files: { webp: `${origin}${cover}/1200.webp`, jpg: `${origin}${cover}/1200.jpg` },
      },
    ]);
  });

  it('lists nothing for a card without a portrait, a post without a cover, or no card at all', () => {
    expect(
      accountImages(data({ displayName: 'Amara', portraitUrl: '' }, [{ id: 'plain', coverUrl: '' }]), origin),
    ).toEqual([]);
    expect(accountImages(data(null, [{ id: 'older', title: 'Before covers' }]), origin)).toEqual([]);
  });
});

describe('largestFiles', () => {
  it('is null for any address that is not an upload’s', () => {
    for (const address of ['', '/community/photos/reading.webp', '/media/banner/AbCdEfGhIjKlMnOpQrSt_10x10_000000']) {
      expect(largestFiles(address, origin), address).toBeNull();
    }
  });
});
