import { fieldsOf, someFieldsOf } from './fields.js';

/** open: waiting for an admin; dismissed: the admin kept the content; removed: the content is gone. */
export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** reports/{reporterUid}~{post}~{comment}: one per member and thing reported ('' comment for a post). */
export type Report<Time> = {
  reporterUid: string;
  /** The post's slug. */
  post: string;
  /** The comment's id, '' when the post itself is reported. */
  comment: string;
  /** Why, in the reporter's words (LIMITS.report.reason). */
  reason: string;
  /** What was reported, as the reporter saw it: the comment's text, or the post's title. */
  quoted: string;
  status: ReportStatus;
  created: Time;
  /** When an admin or a removal decided it. */
  decided?: Time;
};

/** What a member's report holds when it is made (the rules' exact key list). */
export const REPORT_NEW_FIELDS = someFieldsOf<Report<unknown>>()(
  'reporterUid',
  'post',
  'comment',
  'reason',
  'quoted',
  'status',
  'created',
);

export const REPORT_FIELDS = fieldsOf<Report<unknown>>()(...REPORT_NEW_FIELDS, 'decided');

/** What an admin's dismissal changes. */
export const REPORT_DECISION_FIELDS = someFieldsOf<Report<unknown>>()('status', 'decided');

/** A report's id: one per member and thing reported. */
export const reportId = (reporterUid: string, post: string, comment = '') => `${reporterUid}~${post}~${comment}`;
