import { COLLECTIONS, NOTICE_LINKS, clip } from '#shared/model/index.js';
import { text, toMember, type Context, type Data } from './recipients.js';

/** How much of the reported text the mail quotes. */
const QUOTED_CHARACTERS = 300;

/** Not optional: it answers the member's own request. */
export async function onReportWritten(context: Context, id: string, before: Data, after: Data): Promise<boolean> {
  if (!after || before?.status !== 'open') return false;
  const status = text(after.status);
  if (status !== 'dismissed' && status !== 'removed') return false;
  const reporter = text(after.reporterUid);
  if (!reporter) return false;
  const post = text(after.post);
  const values = {
    what: text(after.comment) ? 'a comment' : 'a post',
    quoted: clip(text(after.quoted), QUOTED_CHARACTERS),
    reason: text(after.reason),
  };
  return toMember(
    context,
    `report-${status}-${id}`,
    reporter,
    status === 'removed' ? 'reportRemoved' : 'reportDismissed',
    values,
    {
      link: status === 'removed' ? NOTICE_LINKS.account : NOTICE_LINKS.post(post),
      source: `${COLLECTIONS.reports}/${id}`,
    },
  );
}
