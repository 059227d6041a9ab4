import { beforeEach, describe, expect, it } from 'vitest';
import { reportId } from '#shared/model/index.js';
import { onReportWritten } from './notify-on-report-written.js';
import { applied, context, db, mails, notices, resetMembers } from './test-support.js';

const id = reportId('u1', 'letters-from-lagos', 'c1');
const open = {
  reporterUid: 'u1',
  post: 'letters-from-lagos',
  comment: 'c1',
  reason: 'It insults another member by name.',
  quoted: 'You are all fools.',
  status: 'open',
  created: applied,
};

beforeEach(async () => {
  await resetMembers();
  await db.doc(`reports/${id}`).set(open);
});

describe('onReportWritten', () => {
  it('tells the reporter, once, that the comment was removed, quoting it', async () => {
    const removed = { ...open, status: 'removed' };
    expect(await onReportWritten(context('e1'), id, open, removed)).toBe(true);
    expect(await onReportWritten(context('e2'), id, open, removed)).toBe(false);
    const mail = (await mails())[`report-removed-${id}`];
    expect(mail?.to).toEqual(['sipho@example.com']);
    expect(mail?.message.subject).toBe('Your report: the editors removed it');
    expect(mail?.message.text).toContain('Thank you for reporting a comment');
    expect(mail?.message.text).toContain('You are all fools.');
    expect(mail?.headers).toBeUndefined();
    expect((await notices('u1'))[`report-removed-${id}`]).toMatchObject({ link: '/voa/account', mailed: true });
  });

  it('tells the reporter a dismissed report was read and the post kept, with their reason', async () => {
    const postReport = { ...open, comment: '', quoted: 'Letters from Lagos' };
    const dismissed = { ...postReport, status: 'dismissed' };
    expect(await onReportWritten(context(), id, postReport, dismissed)).toBe(true);
    const mail = (await mails())[`report-dismissed-${id}`];
    expect(mail?.message.text).toContain('Thank you for reporting a post');
    expect(mail?.message.text).toContain('decided to keep it');
    expect(mail?.message.text).toContain('It insults another member by name.');
    expect((await notices('u1'))[`report-dismissed-${id}`]?.link).toBe('/voa/blog/posts/letters-from-lagos');
  });

  it('says nothing for a new report, an edit of a decided one, or a report deleted meanwhile', async () => {
    expect(await onReportWritten(context(), id, undefined, open)).toBe(false);
    const removed = { ...open, status: 'removed' };
    expect(await onReportWritten(context(), id, removed, { ...removed, reason: 'x' })).toBe(false);
    await db.doc(`reports/${id}`).delete();
    expect(await onReportWritten(context(), id, open, removed)).toBe(false);
    expect(await mails()).toEqual({});
  });
});
