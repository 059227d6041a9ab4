import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { onUserWritten } from './notify-on-user-written.js';
import {
  ORIGIN,
  account,
  admins,
  applied,
  auth,
  context,
  db,
  mails,
  notices,
  resetMembers,
  reviewed,
} from './test-support.js';

beforeEach(resetMembers);

const application = {
  email: 'sipho@example.com',
  status: 'pending',
  type: null,
  displayName: 'Sipho Dlamini',
  memberKind: 'peer',
  country: 'South Africa',
  bio: 'Journalist and editor from Durban.',
  guidelinesAccepted: true,
  applied,
};

describe('onUserWritten', () => {
  it('a new application (status "" → pending) sends one mail to the admins, with the application', async () => {
    const sent = await onUserWritten(context(), 'u1', { email: 'sipho@example.com', status: '' }, application);

    expect(sent).toBe(true);
    const all = await mails();
    expect(Object.keys(all)).toEqual([`application-u1-${applied.toMillis()}`]);
    const mail = all[`application-u1-${applied.toMillis()}`];
    // `about`: the member it names, whose account deletion deletes it (deleteAccount).
    expect(mail).toMatchObject({
      to: admins,
      event: 'applicationSubmitted',
      about: 'u1',
      created: expect.any(Timestamp),
    });
    // Kept three months (MAIL_RETENTION_DAYS), then deleted by the TTL policy.
    const keptDays = ((mail?.expiresAt as Timestamp).toMillis() - Date.now()) / 86_400_000;
    expect(keptDays).toBeGreaterThan(89);
    expect(keptDays).toBeLessThanOrEqual(90);
    expect(mail?.message.subject).toBe('New membership application: Sipho Dlamini');
    expect(mail?.message.text).toContain('Journalist and editor from Durban.');
    expect(mail?.message.html).toContain('<p>');
  });

  it('is idempotent: the same event delivered twice writes one mail', async () => {
    const before = { email: 'sipho@example.com', status: '' };
    expect(await onUserWritten(context(), 'u1', before, application)).toBe(true);
    expect(await onUserWritten(context(), 'u1', before, application)).toBe(false);
    expect(Object.keys(await mails())).toHaveLength(1);
  });

  it('an edit of a pending application sends nothing; applying again after a decline sends anew', async () => {
    const edited = { ...application, bio: 'A longer bio about the work I do.', applied: Timestamp.fromMillis(2) };
    expect(await onUserWritten(context(), 'u1', application, edited)).toBe(false);
    expect(await mails()).toEqual({});

    const declined = { ...application, status: '', reviewNote: 'Say more.', reviewed };
    const reapplied = { ...edited, reviewNote: 'Say more.', reviewed };
    expect(await onUserWritten(context('e2'), 'u1', declined, reapplied)).toBe(true);
    expect(Object.keys(await mails())).toEqual(['application-u1-2']);
  });

  it('approval (pending → active) sends one mail to the member only', async () => {
    const approved = { ...application, status: 'active', type: 'peer', reviewed, reviewedBy: 'admin' };
    await onUserWritten(context(), 'u1', application, approved);
    await onUserWritten(context(), 'u1', application, approved);

    const all = await mails();
    expect(Object.keys(all)).toEqual([`application-approved-u1-${reviewed.toMillis()}`]);
    const mail = Object.values(all)[0];
    expect(mail?.to).toEqual(['sipho@example.com']);
    expect(mail?.about).toBe('u1');
    expect(mail?.message.subject).toBe('Welcome to Voices of Africa');
    expect(mail?.message.text).toContain('Dear Sipho Dlamini');
    expect(mail?.message.text).toContain('(peer)');
  });

  it('the welcome mail links to the community home on the site, as a decline links to the application', async () => {
    const approved = { ...application, status: 'active', type: 'peer', reviewed, reviewedBy: 'admin' };
    await onUserWritten(context(), 'u1', application, approved);
    const declined = { ...application, status: '', reviewNote: 'Tell us more.', reviewed };
    await onUserWritten(context('e2'), 'u1', application, declined);

    const all = await mails();
    const welcome = all[`application-approved-u1-${reviewed.toMillis()}`]?.message;
    expect(welcome?.text).toContain(`Sign in on the website to enter the community: ${ORIGIN}/voa/voices-of-africa`);
    expect(welcome?.html).toContain(`${ORIGIN}/voa/voices-of-africa`);
    const decline = all[`application-declined-u1-${reviewed.toMillis()}`]?.message;
    expect(decline?.text).toContain(`${ORIGIN}/voa/onboard`);
  });

  it('a decline (pending → "") sends the member the reason', async () => {
    const declined = { ...application, status: '', reviewNote: 'Tell us more about your writing.', reviewed };
    await onUserWritten(context(), 'u1', application, declined);

    const mail = (await mails())[`application-declined-u1-${reviewed.toMillis()}`];
    expect(mail?.to).toEqual(['sipho@example.com']);
    expect(mail?.about).toBe('u1');
    expect(mail?.message.text).toContain('Tell us more about your writing.');
  });

  it('a suspension tells the member why, by mail (membership mail: not one they turn off) and in their notices', async () => {
    await db.doc('mailPreferences/u1').set({ comments: false, posts: false, proposals: false });
    const active = { ...application, status: 'active', type: 'peer' };
    const suspended = Timestamp.fromMillis(1_780_000_900_000);
    const reason = 'Repeated insults in the comments after two warnings.';
    const after = { ...active, status: 'suspended', suspendedFrom: 'active', suspended, suspensionReason: reason };
    expect(await onUserWritten(context(), 'u1', active, after)).toBe(true);
    expect(await onUserWritten(context('e2'), 'u1', active, after)).toBe(false);

    const all = await mails();
    expect(Object.keys(all)).toEqual([`suspended-u1-${suspended.toMillis()}`]);
    const mail = Object.values(all)[0];
    expect(mail).toMatchObject({ to: ['sipho@example.com'], about: 'u1', event: 'membershipSuspended' });
    expect(mail?.headers).toBeUndefined();
    expect(mail?.message.subject).toBe('Your Voices of Africa membership is suspended');
    expect(mail?.message.text).toContain(`gives this reason:\n\n${reason}\n\n`);
    expect(mail?.message.text).toContain(`on My account, where the reason is too: ${ORIGIN}/voa/account`);
    expect(mail?.message.text).toContain(`through the contact page: ${ORIGIN}/contact`);
    expect(Object.values(await notices('u1'))).toMatchObject([
      { event: 'membershipSuspended', link: '/voa/account', mailed: true },
    ]);
  });

  it('the end of a suspension tells the member, once per event; a suspended profile’s other edits send nothing', async () => {
    const suspended = { ...application, status: 'suspended', suspendedFrom: 'active', suspensionReason: 'Spam links.' };
    expect(await onUserWritten(context(), 'u1', suspended, { ...suspended, email: 'sipho.d@example.com' })).toBe(false);
    const reinstated = { ...application, status: 'active', type: 'peer' };
    expect(await onUserWritten(context('e9'), 'u1', suspended, reinstated)).toBe(true);
    expect(await onUserWritten(context('e9'), 'u1', suspended, reinstated)).toBe(false);

    const all = await mails();
    expect(Object.keys(all)).toEqual(['reinstated-u1-e9']);
    expect(all['reinstated-u1-e9']?.message.subject).toBe('Your Voices of Africa membership is no longer suspended');
    expect(all['reinstated-u1-e9']?.message.text).toContain(`Sign in on the website: ${ORIGIN}/voa/account`);
  });

  it('a decision for a member whose address is unverified is noticed on the site, not mailed; once verified, mailed', async () => {
    await account('u1', 'sipho@example.com', false);
    const approved = { ...application, status: 'active', type: 'peer', reviewed, reviewedBy: 'admin' };
    expect(await onUserWritten(context(), 'u1', application, approved)).toBe(false);
    expect(await mails()).toEqual({});
    expect(Object.values(await notices('u1'))).toMatchObject([
      { event: 'applicationApproved', link: '/voa/voices-of-africa', mailed: false },
    ]);

    await auth.updateUser('u1', { emailVerified: true });
    const declined = { ...application, status: '', reviewNote: 'Tell us more.', reviewed };
    expect(await onUserWritten(context('e2'), 'u1', application, declined)).toBe(true);
    expect(Object.values(await mails()).map((mail) => mail.to)).toEqual([['sipho@example.com']]);
  });

  it('writes to the account’s current address, not an older one the profile still holds', async () => {
    await account('u1', 'sipho.dlamini@example.com');
    const approved = { ...application, status: 'active', type: 'peer', reviewed, reviewedBy: 'admin' };
    await onUserWritten(context(), 'u1', application, approved);
    expect(Object.values(await mails()).map((mail) => mail.to)).toEqual([['sipho.dlamini@example.com']]);
  });

  it('a new application goes to the admins as before (they read the applicant’s address, verified to apply)', async () => {
    await account('u1', 'sipho@example.com', false);
    expect(await onUserWritten(context(), 'u1', { email: 'sipho@example.com', status: '' }, application)).toBe(true);
  });

  it('sends nothing for a sign-up, a card edit or a deleted profile', async () => {
    const signedUp = { email: 'sipho@example.com', status: '', type: null };
    expect(await onUserWritten(context(), 'u1', undefined, signedUp)).toBe(false);
    const active = { ...application, status: 'active', type: 'peer' };
    expect(await onUserWritten(context(), 'u1', active, { ...active, bio: 'Changed bio text here.' })).toBe(false);
    expect(await onUserWritten(context(), 'u1', active, undefined)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('with no admin recipients configured, queues nothing (and does not fail the event)', async () => {
    expect(await onUserWritten(context('e', []), 'u1', undefined, application)).toBe(false);
    expect(await mails()).toEqual({});
  });

  it('queues nothing about a member whose profile is gone (an event that arrives during their account deletion)', async () => {
    await db.doc('users/u1').delete();
    expect(await onUserWritten(context(), 'u1', { email: 'sipho@example.com', status: '' }, application)).toBe(false);
    expect(await mails()).toEqual({});
  });
});
