import { describe, expect, it } from 'vitest';
import { accountExport, type AccountData } from './account';

describe('accountExport', () => {
  it('holds the member’s images as links on the site’s origin, in the same one JSON document', () => {
    const portrait = '/media/portrait/AbCdEfGhIjKlMnOpQrSt_256x256_a0b1c2';
    const data: AccountData = {
      uid: 'member-1',
      email: 'member@example.com',
      profile: { status: 'active' },
      card: { displayName: 'Amara', portraitUrl: portrait },
      heldCard: null,
      nameRequest: null,
      mailPreferences: null,
      notifications: [],
      shelf: [],
      follows: [],
      reports: [],
      posts: [{ id: 'no-cover', coverUrl: '' }],
      comments: [],
      proposals: [],
    };
    const copy = JSON.parse(
      JSON.stringify(accountExport(data, new Date('2026-11-27T10:00:00Z'), 'http://localhost:5173')),
    ) as ReturnType<typeof accountExport>;
    expect(copy.exported).toBe('2026-11-27T10:00:00.000Z');
    expect(copy.card).toEqual(data.card);
    expect(copy.images).toEqual([
      {
        document: 'members/member-1',
        field: 'portraitUrl',
        address: portrait,
        files: {
          webp: `http://localhost:5173${portrait}/256.webp`,
          jpg: `http://localhost:5173${portrait}/256.jpg`,
        },
      },
    ]);
  });
});
