import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { reportId } from '#shared/model/index.js';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import { resolveReportsOf } from './resolve-reports.js';

const { db, projectId } = emulatedFirestore();
const created = Timestamp.fromMillis(1_780_000_000_000);
const report = (reporterUid: string, post: string, comment: string, status = 'open') => ({
  reporterUid,
  post,
  comment,
  reason: 'It insults another member.',
  quoted: 'Some text',
  status,
  created,
});
const statusOf = async (id: string) => (await db.doc(`reports/${id}`).get()).get('status') as string;

beforeEach(async () => {
  await clearFirestore(projectId);
  const reports = [
    report('r1', 'p', 'c1'),
    report('r2', 'p', 'c1'),
    report('r3', 'p', 'c1', 'dismissed'),
    report('r1', 'p', 'c2'),
    report('r1', 'p', ''),
  ];
  for (const stored of reports) {
    await db.doc(`reports/${reportId(stored.reporterUid, stored.post, stored.comment)}`).set(stored);
  }
});

describe('resolveReportsOf', () => {
  it('marks every open report of a deleted comment removed, with the time, and nothing else', async () => {
    expect(await resolveReportsOf(db, 'p', 'c1')).toBe(2);
    expect(await statusOf(reportId('r1', 'p', 'c1'))).toBe('removed');
    expect(await statusOf(reportId('r2', 'p', 'c1'))).toBe('removed');
    expect((await db.doc(`reports/${reportId('r2', 'p', 'c1')}`).get()).get('decided')).toBeInstanceOf(Timestamp);
    // Decided already, another comment, the post itself: unchanged.
    expect(await statusOf(reportId('r3', 'p', 'c1'))).toBe('dismissed');
    expect(await statusOf(reportId('r1', 'p', 'c2'))).toBe('open');
    expect(await statusOf(reportId('r1', 'p', ''))).toBe('open');
    // A repeat (a retried event) changes nothing more.
    expect(await resolveReportsOf(db, 'p', 'c1')).toBe(0);
  });

  it('a deleted post resolves the reports of the post itself', async () => {
    expect(await resolveReportsOf(db, 'p')).toBe(1);
    expect(await statusOf(reportId('r1', 'p', ''))).toBe('removed');
    expect(await statusOf(reportId('r1', 'p', 'c2'))).toBe('open');
  });
});
