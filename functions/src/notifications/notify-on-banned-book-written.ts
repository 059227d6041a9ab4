import { NOTICE_LINKS } from '#shared/model/index.js';
import { text, timeKey, toAdmins, toMember, type Context, type Data } from './recipients.js';

export async function onBannedBookWritten(context: Context, id: string, before: Data, after: Data): Promise<boolean> {
  if (!after) return false;
  const title = text(after.title);
  const proposer = text(after.proposedBy);
  if (!before && after.status === 'proposed') {
    return toAdmins(
      context,
      `banned-book-proposed-${id}`,
      'bannedBookProposed',
      {
        title,
        author: text(after.author),
        country: text(after.country),
        year: typeof after.year === 'number' ? String(after.year) : '',
        reason: text(after.reason),
      },
      { about: proposer },
    );
  }
  // Only a proposal's decision: an entry the admins added themselves was never anyone's proposal.
  if (before?.status !== 'proposed' || !proposer) return false;
  const decided = timeKey(after.updated, context.eventId);
  if (after.status === 'approved') {
    return toMember(
      context,
      `proposal-approved-${id}-${decided}`,
      proposer,
      'proposalApproved',
      { title },
      { link: NOTICE_LINKS.bannedBooks },
    );
  }
  if (after.status === 'declined') {
    const reason = text(after.declineReason);
    return toMember(
      context,
      `proposal-declined-${id}-${decided}`,
      proposer,
      'proposalDeclined',
      { title, reason },
      { link: NOTICE_LINKS.account },
    );
  }
  return false;
}
