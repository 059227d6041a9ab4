import { beforeEach, describe, expect, it } from 'vitest';
import { onBannedBookWritten } from './notify-on-banned-book-written.js';
import { account, admins, applied, context, db, mails, resetMembers, reviewed } from './test-support.js';

beforeEach(resetMembers);

const proposal = {
  title: 'Weep Not, Child',
  author: 'Ngũgĩ wa Thiong’o',
  country: 'Kenya',
  year: 1964,
  reason: 'Banned in its time for its portrayal of the Mau Mau uprising.',
  sources: ['https://example.com'],
  status: 'proposed',
  proposedBy: 'voice-1',
  created: applied,
  updated: applied,
};
const approved = { ...proposal, status: 'approved', updated: reviewed };
const declined = {
  ...proposal,
  status: 'declined',
  declineReason: 'We could not find a record of the ban in the sources given.',
  updated: reviewed,
};

describe('onBannedBookWritten: a proposal', () => {
  it('goes to the admins, once', async () => {
    await onBannedBookWritten(context(), 'b1', undefined, proposal);
    await onBannedBookWritten(context(), 'b1', undefined, proposal);

    const all = await mails();
    expect(Object.keys(all)).toEqual(['banned-book-proposed-b1']);
    expect(all['banned-book-proposed-b1']?.to).toEqual(admins);
    expect(all['banned-book-proposed-b1']?.about).toBe('voice-1');
    expect(all['banned-book-proposed-b1']?.message.text).toContain('(Kenya, 1964)');
  });

  it('an entry an admin adds as approved sends nothing, nor do its later edits', async () => {
    const added = { ...approved, proposedBy: 'admin-1' };
    expect(await onBannedBookWritten(context(), 'b2', undefined, added)).toBe(false);
    expect(await onBannedBookWritten(context(), 'b2', added, { ...added, title: 'Weep Not, Child (1964)' })).toBe(
      false,
    );
    expect(await mails()).toEqual({});
  });

  it('queues nothing about a member whose profile is gone (an event that arrives during their account deletion)', async () => {
    await db.doc('users/voice-1').delete();
    expect(await onBannedBookWritten(context(), 'b3', undefined, proposal)).toBe(false);
    expect(await mails()).toEqual({});
  });
});

describe('onBannedBookWritten: the decision, to the member who proposed it', () => {
  it('approved: tells the proposer it is on the list, once', async () => {
    await onBannedBookWritten(context('e1'), 'b1', proposal, approved);
    await onBannedBookWritten(context('e1'), 'b1', proposal, approved);

    const all = await mails();
    const id = `proposal-approved-b1-${reviewed.toMillis()}`;
    expect(Object.keys(all)).toEqual([id]);
    expect(all[id]?.to).toEqual(['chiamaka@example.com']);
    expect(all[id]?.about).toBe('voice-1');
    expect(all[id]?.event).toBe('proposalApproved');
    expect(all[id]?.message.subject).toBe('Your proposal is on the banned books list: Weep Not, Child');
  });

  it('declined: tells the proposer with the editors’ reason, once', async () => {
    await onBannedBookWritten(context('e1'), 'b1', proposal, declined);
    await onBannedBookWritten(context('e1'), 'b1', proposal, declined);

    const all = await mails();
    const id = `proposal-declined-b1-${reviewed.toMillis()}`;
    expect(Object.keys(all)).toEqual([id]);
    expect(all[id]?.to).toEqual(['chiamaka@example.com']);
    expect(all[id]?.message.subject).toBe('Your proposal was not added: Weep Not, Child');
    expect(all[id]?.message.text).toContain(declined.declineReason);
  });

  it('sends nothing for an edit that decides nothing, nor for an approved entry declined later', async () => {
    expect(await onBannedBookWritten(context(), 'b1', proposal, { ...proposal, title: 'Weep Not, Child!' })).toBe(
      false,
    );
    expect(await onBannedBookWritten(context(), 'b1', approved, { ...declined, updated: applied })).toBe(false);
    expect(await onBannedBookWritten(context(), 'b1', proposal, undefined)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('sends nothing to a proposer whose address is not verified', async () => {
    await account('voice-1', 'chiamaka@example.com', false);
    expect(await onBannedBookWritten(context(), 'b1', proposal, declined)).toBe(false);
    expect(await mails()).toEqual({});
  });
});
