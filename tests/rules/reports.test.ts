import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS, REPORT_NEW_FIELDS, reportId } from '#shared/model/index.ts';
import { commentDocument, postDocument } from '#shared/testing/documents.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules, type ContentActor } from './content-actors';
import { countedAs } from './counted-writes';

/**
 * reports/{reporterUid}~{post}~{comment}: an active member reports a published post or a comment on
 * one, once, counted, quoting it as stored; the reporter and admins read it; admins dismiss it.
 */
const COMMENT = 'A rude remark about another member.';
const { getEnv, db, seed, audited } = useContentRules(() => ({
  'posts/live': postDocument('live', past, { title: 'Live post', authorUid: 'voice' }),
  'posts/live/comments/c1': commentDocument(past, { authorUid: 'voice2', body: COMMENT }),
  'posts/draft': postDocument('draft', past, { title: 'Draft post', authorUid: 'voice', status: 'draft' }),
}));
const reporting = countedAs(getEnv, 'report');
const reporterUid: Partial<Record<ContentActor, string>> = { peer: 'peer', auntie: 'auntie', pending: 'pending' };

const report = (uid: string, post: string, comment: string, fields: Record<string, unknown> = {}) => ({
  reporterUid: uid,
  post,
  comment,
  reason: 'It insults another member by name.',
  quoted: comment ? COMMENT : 'Live post',
  status: 'open',
  created: serverTimestamp(),
  ...fields,
});
const send = (actor: ContentActor, post: string, comment: string, fields: Record<string, unknown> = {}, step = {}) => {
  const uid = reporterUid[actor] ?? 'nobody';
  return reporting.doc(actor, `reports/${reportId(uid, post, comment)}`, step).set(report(uid, post, comment, fields));
};
const stored = (uid: string, post: string, comment: string, status = 'open') => ({
  ...report(uid, post, comment, { status }),
  created: past,
});

describe('reports: a member reports', () => {
  it('lets an active member report a published post and a comment on it, once each', async () => {
    await assertSucceeds(send('peer', 'live', 'c1'));
    await assertSucceeds(send('peer', 'live', ''));
    // Once: a second report of the same comment is an update, which only an admin's dismissal is.
    await assertFails(send('peer', 'live', 'c1', { reason: 'Still rude, and more so now.' }));
  });

  it('refuses a pending member, a visitor, and a report named for someone else', async () => {
    await assertFails(send('pending', 'live', 'c1'));
    await assertFails(send('signedOut', 'live', 'c1'));
    const id = reportId('auntie', 'live', 'c1');
    await assertFails(reporting.doc('peer', `reports/${id}`).set(report('auntie', 'live', 'c1')));
    await assertFails(reporting.doc('peer', `reports/${id}`).set(report('peer', 'live', 'c1')));
    // The sender's own id, another member as the reporter.
    const own = reportId('peer', 'live', 'c1');
    await assertFails(reporting.doc('peer', `reports/${own}`).set(report('auntie', 'live', 'c1')));
  });

  it('refuses a post or comment that is not text', async () => {
    await assertFails(reporting.doc('peer', 'reports/peer~7~').set(report('peer', '', '', { post: 7 })));
    await assertFails(reporting.doc('peer', 'reports/peer~live~7').set(report('peer', 'live', '', { comment: 7 })));
  });

  it('refuses a reason too short or too long, a quote that is not the stored text, a status or time of its own', async () => {
    const { min, max } = LIMITS.report.reason;
    await assertFails(send('peer', 'live', 'c1', { reason: 'x'.repeat(min - 1) }));
    await assertFails(send('peer', 'live', 'c1', { reason: 'x'.repeat(max + 1) }));
    await assertFails(send('peer', 'live', 'c1', { quoted: 'Something they never wrote.' }));
    await assertFails(send('peer', 'live', '', { quoted: COMMENT }));
    await assertFails(send('peer', 'live', 'c1', { status: 'removed' }));
    await assertFails(send('peer', 'live', 'c1', { created: past }));
    await assertFails(send('peer', 'live', 'c1', { extra: true }));
    await assertSucceeds(send('peer', 'live', 'c1', { reason: 'x'.repeat(min) }));
  });

  it('refuses a report of an unpublished post, or of a comment that does not exist', async () => {
    await assertFails(send('peer', 'draft', '', { quoted: 'Draft post' }));
    await assertFails(send('peer', 'live', 'gone'));
    await assertFails(send('peer', 'missing', '', { quoted: '' }));
  });

  it('refuses a report without its counter step, or past the day’s limit', async () => {
    const id = reportId('peer', 'live', 'c1');
    await assertFails(
      db('peer')
        .doc(`reports/${id}`)
        .set(report('peer', 'live', 'c1')),
    );
    await seed({
      'rateLimits/peer': {
        report: { windowStart: new Date(), count: LIMITS.rate.report.max, last: past, target: 'reports/x' },
      },
    });
    await assertFails(send('peer', 'live', 'c1'));
  });
});

describe('reports: who reads them', () => {
  const id = reportId('peer', 'live', 'c1');

  it('lets the reporter read theirs, or ask for one they have not made; nobody else but admins', async () => {
    await assertSucceeds(db('peer').doc(`reports/${id}`).get());
    await seed({ [`reports/${id}`]: stored('peer', 'live', 'c1') });
    await assertSucceeds(db('peer').doc(`reports/${id}`).get());
    await assertSucceeds(db('admin').doc(`reports/${id}`).get());
    for (const actor of allBut('peer', 'admin')) await assertFails(db(actor).doc(`reports/${id}`).get());
  });

  it('refuses an anonymous session (the contact form’s) the reports its uid would name', async () => {
    const anonymous = getEnv()
      .authenticatedContext('anon', { firebase: { sign_in_provider: 'anonymous' } })
      .firestore();
    await seed({ [`reports/${reportId('anon', 'live', 'c1')}`]: stored('anon', 'live', 'c1') });
    await assertFails(anonymous.doc(`reports/${reportId('anon', 'live', 'c1')}`).get());
    await assertFails(anonymous.collection('reports').where('reporterUid', '==', 'anon').limit(1).get());
  });

  it('lets admins list the queue, and a reporter list only their own, a page at a time', async () => {
    await seed({ [`reports/${id}`]: stored('peer', 'live', 'c1') });
    await assertSucceeds(db('admin').collection('reports').where('status', '==', 'open').get());
    const own = (actor: ContentActor) => db(actor).collection('reports').where('reporterUid', '==', 'peer');
    await assertSucceeds(own('peer').limit(LIMITS.query.reports).get());
    await assertFails(
      own('peer')
        .limit(LIMITS.query.reports + 1)
        .get(),
    );
    await assertFails(own('peer').get());
    await assertFails(db('peer').collection('reports').where('status', '==', 'open').limit(1).get());
    for (const actor of allBut('admin', 'peer')) await assertFails(own(actor).limit(1).get());
  });
});

describe('reports: an admin decides', () => {
  const id = reportId('peer', 'live', 'c1');
  const path = `reports/${id}`;

  it('lets an admin dismiss an open report, audited, with the time', async () => {
    await seed({ [path]: stored('peer', 'live', 'c1') });
    await assertSucceeds(audited().update(path, { status: 'dismissed', decided: serverTimestamp() }, 'dismissReport'));
  });

  it('refuses a dismissal without its audit entry, of a decided report, or with other changes', async () => {
    await seed({ [path]: stored('peer', 'live', 'c1') });
    await assertFails(db('admin').doc(path).update({ status: 'dismissed', decided: serverTimestamp() }));
    await assertFails(audited().update(path, { status: 'removed', decided: serverTimestamp() }, 'dismissReport'));
    await assertFails(audited().update(path, { status: 'dismissed', decided: past }, 'dismissReport'));
    // Nothing but the decision changes: not the reporter, the thing reported, the reason, the quote or the time.
    const changed: Record<string, unknown> = {
      reporterUid: 'auntie',
      post: 'draft',
      comment: '',
      reason: 'Edited reason.',
    };
    Object.assign(changed, { quoted: 'Edited quote', created: new Date('2025-06-01T00:00:00Z') });
    for (const field of REPORT_NEW_FIELDS.filter((key) => key !== 'status')) {
      await assertFails(
        audited().update(
          path,
          { status: 'dismissed', decided: serverTimestamp(), [field]: changed[field] },
          'dismissReport',
        ),
      );
    }
    await seed({ [path]: stored('peer', 'live', 'c1', 'removed') });
    await assertFails(audited().update(path, { status: 'dismissed', decided: serverTimestamp() }, 'dismissReport'));
  });

  it('refuses members any change or deletion, their own report included, and everyone a delete', async () => {
    await seed({ [path]: stored('peer', 'live', 'c1') });
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc(path).update({ status: 'dismissed', decided: serverTimestamp() }));
    }
    for (const actor of everyone) await assertFails(db(actor).doc(path).delete());
  });
});
