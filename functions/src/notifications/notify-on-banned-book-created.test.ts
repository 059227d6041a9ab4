import { beforeEach, describe, expect, it } from 'vitest';
import { onBannedBookCreated } from './notify-on-banned-book-created.js';
import { admins, context, db, mails, resetMembers } from './test-support.js';

beforeEach(resetMembers);

describe('onBannedBookCreated', () => {
  const proposal = {
    title: 'Weep Not, Child',
    author: 'Ngũgĩ wa Thiong’o',
    country: 'Kenya',
    year: 1964,
    reason: 'Banned in its time for its portrayal of the Mau Mau uprising.',
    sources: ['https://example.com'],
    status: 'proposed',
    proposedBy: 'peer-1',
  };

  it('a proposal goes to the admins, once', async () => {
    await onBannedBookCreated(context(), 'b1', proposal);
    await onBannedBookCreated(context(), 'b1', proposal);

    const all = await mails();
    expect(Object.keys(all)).toEqual(['banned-book-proposed-b1']);
    expect(all['banned-book-proposed-b1']?.to).toEqual(admins);
    expect(all['banned-book-proposed-b1']?.about).toBe('peer-1');
    expect(all['banned-book-proposed-b1']?.message.text).toContain('(Kenya, 1964)');
  });

  it('an entry an admin adds as approved sends nothing', async () => {
    expect(await onBannedBookCreated(context(), 'b2', { ...proposal, status: 'approved' })).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('queues nothing about a member whose profile is gone (an event that arrives during their account deletion)', async () => {
    await db.doc('users/peer-1').delete();
    expect(await onBannedBookCreated(context(), 'b3', proposal)).toBe(false);
    expect(await mails()).toEqual({});
  });
});
