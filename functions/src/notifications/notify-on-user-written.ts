import { NOTICE_LINKS } from '#shared/model/index.js';
import type { MessageKey } from './messages.js';
import { text, timeKey, toAdmins, toMember, type Context, type Data } from './recipients.js';

/** reviewMember's decisions by the status it leaves: the mail, its id's word, where the notice leads. */
const DECISIONS: Partial<Record<string, { key: MessageKey; name: string; link: string }>> = {
  active: { key: 'applicationApproved', name: 'approved', link: NOTICE_LINKS.communityHome },
  '': { key: 'applicationDeclined', name: 'declined', link: NOTICE_LINKS.onboarding },
};

/** Membership mail is not optional (docs/decisions/0100-mail-preferences-and-one-click-unsubscribe.md). */
export async function onUserWritten(context: Context, uid: string, before: Data, after: Data): Promise<boolean> {
  if (!after) return false;
  const was = before?.status;
  const is = after.status;
  if (is === 'pending' && was !== 'pending') {
    return toAdmins(
      context,
      `application-${uid}-${timeKey(after.applied, context.eventId)}`,
      'applicationSubmitted',
      {
        displayName: text(after.displayName),
        email: text(after.email),
        memberKind: text(after.memberKind),
        country: text(after.country),
        bio: text(after.bio),
      },
      { about: uid },
    );
  }
  const decision =
    was === 'pending' && typeof is === 'string' && Object.hasOwn(DECISIONS, is) ? DECISIONS[is] : undefined;
  if (decision) {
    const id = `application-${decision.name}-${uid}-${timeKey(after.reviewed, context.eventId)}`;
    const values = {
      displayName: text(after.displayName),
      memberType: text(after.type),
      reason: text(after.reviewNote),
      link: `${context.origin}${decision.link}`,
    };
    return toMember(context, id, uid, decision.key, values, { link: decision.link });
  }
  if (is === 'suspended' && was !== 'suspended') {
    const id = `suspended-${uid}-${timeKey(after.suspended, context.eventId)}`;
    const values = {
      reason: text(after.suspensionReason),
      accountLink: `${context.origin}${NOTICE_LINKS.account}`,
      contactLink: `${context.origin}${NOTICE_LINKS.contact}`,
    };
    return toMember(context, id, uid, 'membershipSuspended', values, { link: NOTICE_LINKS.account });
  }
  if (was === 'suspended' && typeof is === 'string' && is !== 'suspended') {
    // A reinstatement leaves no time of its own on the profile: the event's id keys its mail.
    const id = `reinstated-${uid}-${context.eventId}`;
    const values = { link: `${context.origin}${NOTICE_LINKS.account}` };
    return toMember(context, id, uid, 'membershipReinstated', values, { link: NOTICE_LINKS.account });
  }
  return false;
}
