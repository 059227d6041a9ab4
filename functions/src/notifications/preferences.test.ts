import { beforeEach, describe, expect, it } from 'vitest';
import { parseUnsubscribeQuery } from '#shared/model/index.js';
import { keyIfReceiving, unsubscribe } from './preferences.js';
import { ORIGIN, account, admins, context, db, mails, notices, resetMembers } from './test-support.js';
import { toAdmins, toMember } from './recipients.js';
import { handleUnsubscribe, type UnsubscribeResponse } from './unsubscribe.js';

beforeEach(resetMembers);

const preferences = async (uid: string) => (await db.doc(`mailPreferences/${uid}`).get()).data();

/** A response that records what the handler answered. */
function recorder() {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response: UnsubscribeResponse = {
    status: (code) => ((answer.status = code), response),
    set: (field, value) => ((answer.headers[field] = value), response),
    json: (body) => void (answer.body = body),
    end: () => undefined,
  };
  return { answer, response };
}

async function post(url: string, method = 'POST') {
  const { answer, response } = recorder();
  await handleUnsubscribe(db, { method, url }, response);
  return answer;
}

/** The unsubscribe link of the member's mail of that id: its List-Unsubscribe address. */
async function listUnsubscribeOf(id: string) {
  const header = (await mails())[id]?.headers?.['List-Unsubscribe'] as string;
  return new URL(header.slice(1, -1));
}

describe('a member’s mail of a kind they may turn off', () => {
  it('carries one-click unsubscribe headers and links to stop it or choose, with one key per member', async () => {
    await toMember(context(), 'm1', 'voice-1', 'postPublished', { title: 'T', author: 'A' });
    await toMember(context(), 'm2', 'voice-1', 'proposalApproved', { title: 'B' });
    const all = await mails();

    expect(all.m1?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = await listUnsubscribeOf('m1');
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/api/unsubscribe`);
    const key = (await preferences('voice-1'))?.unsubscribeKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parseUnsubscribeQuery(link.search)).toEqual({ member: 'voice-1', kind: 'posts', key });
    expect(parseUnsubscribeQuery((await listUnsubscribeOf('m2')).search)?.kind).toBe('proposals');
    expect(all.m1?.message.text).toContain(
      `To stop these e-mails: ${ORIGIN}/voa/account/unsubscribe?member=voice-1&kind=posts&key=${key}`,
    );
    expect(all.m1?.message.text).toContain(`To choose which e-mails you receive: ${ORIGIN}/voa/account#mail`);
    expect(all.m1?.message.html).toContain('To stop these e-mails:');
  });

  it('mail about the membership itself carries no unsubscribe link and ignores the preferences', async () => {
    await db.doc('mailPreferences/voice-1').set({ comments: false, posts: false, proposals: false });
    expect(
      await toMember(context(), 'a1', 'voice-1', 'applicationApproved', {
        displayName: 'C',
        memberType: 'voice',
        link: `${ORIGIN}/voa/voices-of-africa`,
      }),
    ).toBe(true);
    const mail = (await mails()).a1;
    expect(mail?.headers).toBeUndefined();
    expect(mail?.message.text).not.toContain('To stop these e-mails');
  });

  it('is not queued for a kind the member turned off, and is for the kinds still on; both are noticed', async () => {
    await db.doc('mailPreferences/voice-1').set({ posts: false, proposals: true });
    const published = { title: 'T', author: 'A' };
    expect(await toMember(context(), 'p1', 'voice-1', 'postPublished', published, { link: '/voa/blog/posts/t' })).toBe(
      false,
    );
    expect(await toMember(context(), 'p2', 'voice-1', 'proposalApproved', { title: 'B' })).toBe(true);
    expect(Object.keys(await mails())).toEqual(['p2']);
    expect(await notices('voice-1')).toMatchObject({
      p1: { event: 'postPublished', subject: 'Your post is published: T', link: '/voa/blog/posts/t', mailed: false },
      p2: { event: 'proposalApproved', link: '', mailed: true },
    });
  });

  it('makes no preferences for a member whose profile is gone', async () => {
    await db.doc('users/voice-1').delete();
    expect(await keyIfReceiving(db, 'voice-1', 'posts')).toBeNull();
    expect(await preferences('voice-1')).toBeUndefined();
  });
});

describe('the member’s notices', () => {
  it('are written once per event, with its time and expiry, mail or no mail (an unverified address)', async () => {
    await account('voice-1', 'chiamaka@example.com', false);
    const values = { title: 'T', author: 'A' };
    expect(await toMember(context(), 'n1', 'voice-1', 'postPublished', values)).toBe(false);
    expect(await toMember(context(), 'n1', 'voice-1', 'postPublished', values)).toBe(false);
    expect(await mails()).toEqual({});
    const all = await notices('voice-1');
    expect(Object.keys(all)).toEqual(['n1']);
    expect(all.n1?.mailed).toBe(false);
    const days = (all.n1?.expiresAt.toMillis() - all.n1?.created.toMillis()) / (24 * 60 * 60 * 1000);
    expect(Math.round(days)).toBe(90);
  });

  it('are not written for a member whose profile is gone', async () => {
    await db.doc('users/voice-1').delete();
    expect(await toMember(context(), 'n2', 'voice-1', 'postPublished', { title: 'T', author: 'A' })).toBe(false);
    expect(await notices('voice-1')).toEqual({});
  });
});

describe('the admins’ notifications', () => {
  const contact = { name: 'Kofi', email: 'kofi@example.com', topic: 'editing', message: 'Hello' };

  it('leave out an address whose verified account turned that kind off, and say where to choose', async () => {
    await account('admin-1', admins[0] ?? '');
    await db.doc('users/admin-1').set({ status: 'active' });
    await db.doc('mailPreferences/admin-1').set({ adminContact: false });

    expect(await toAdmins(context(), 'c1', 'contactMessage', contact)).toBe(true);
    expect(
      await toAdmins(context(), 'p1', 'bannedBookProposed', {
        title: 'T',
        author: 'A',
        country: 'Kenya',
        year: '1977',
        reason: 'R',
      }),
    ).toBe(true);
    const all = await mails();
    expect(all.c1?.to).toEqual([admins[1]]);
    expect(all.p1?.to).toEqual(admins);
    expect(all.c1?.message.text).toContain(
      `To choose which of these e-mails you receive, sign in with this address and open: ${ORIGIN}/voa/account#mail`,
    );
  });

  it('queue nothing when every admin turned it off; an unverified account at an address changes nothing', async () => {
    await account('admin-1', admins[0] ?? '');
    await account('admin-2', admins[1] ?? '', false);
    await db.doc('mailPreferences/admin-1').set({ adminContact: false });
    await db.doc('mailPreferences/admin-2').set({ adminContact: false });
    expect(await toAdmins(context(), 'c2', 'contactMessage', contact)).toBe(true);
    expect((await mails()).c2?.to).toEqual([admins[1]]);

    await account('admin-2', admins[1] ?? '');
    expect(await toAdmins(context(), 'c3', 'contactMessage', contact)).toBe(false);
    expect((await mails()).c3).toBeUndefined();
  });
});

describe('POST /api/unsubscribe', () => {
  it('turns that kind off for the link’s member, and leaves the other kinds and the key as they were', async () => {
    await toMember(context(), 'm1', 'voice-1', 'postPublished', { title: 'T', author: 'A' });
    const link = await listUnsubscribeOf('m1');
    const key = (await preferences('voice-1'))?.unsubscribeKey;

    const answer = await post(link.pathname + link.search);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ kind: 'posts' });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(await preferences('voice-1')).toMatchObject({ posts: false, unsubscribeKey: key });
    expect((await preferences('voice-1'))?.comments).toBeUndefined();
    expect(await toMember(context(), 'm3', 'voice-1', 'postReturned', { title: 'T', author: 'A', note: 'n' })).toBe(
      false,
    );
  });

  it('changes nothing for a wrong key, another member’s key, a missing field or a GET', async () => {
    await toMember(context(), 'm1', 'voice-1', 'postPublished', { title: 'T', author: 'A' });
    await toMember(context(), 'm2', 'u1', 'postPublished', { title: 'T', author: 'A' });
    const own = await listUnsubscribeOf('m1');
    const others = await listUnsubscribeOf('m2');
    const otherKey = others.searchParams.get('key') ?? '';

    const wrongKey = `/api/unsubscribe?member=voice-1&kind=posts&key=${'x'.repeat(43)}`;
    expect((await post(wrongKey)).status).toBe(404);
    expect((await post(`/api/unsubscribe?member=voice-1&kind=posts&key=${otherKey}`)).status).toBe(404);
    expect((await post('/api/unsubscribe?member=voice-1&kind=posts')).status).toBe(400);
    expect((await post(own.pathname + own.search.replace('kind=posts', 'kind=everything'))).status).toBe(400);
    const get = await post(own.pathname + own.search, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.Allow).toBe('POST');
    expect((await preferences('voice-1'))?.posts).toBeUndefined();
    expect((await preferences('u1'))?.posts).toBeUndefined();
  });

  it('a link to a member with no preferences stored is refused', async () => {
    expect(await unsubscribe(db, { member: 'peer-1', kind: 'comments', key: 'k'.repeat(43) })).toBe(false);
    expect(await preferences('peer-1')).toBeUndefined();
  });
});
