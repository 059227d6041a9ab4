import { NOTICE_LINKS } from '#shared/model/index.js';
import { text, timeKey, toAdmins, toMember, type Context, type Data } from './recipients.js';

/**
 * users/{uid} written: a new application (status becomes 'pending') to the admins; reviewMember's
 * decision (pending → active, or pending → '' with its reason) to the member.
 */
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
  if (was === 'pending' && is === 'active') {
    const id = `application-approved-${uid}-${timeKey(after.reviewed, context.eventId)}`;
    return toMember(
      context,
      id,
      uid,
      'applicationApproved',
      { displayName: text(after.displayName), memberType: text(after.type) },
      { link: NOTICE_LINKS.communityHome },
    );
  }
  if (was === 'pending' && is === '') {
    const id = `application-declined-${uid}-${timeKey(after.reviewed, context.eventId)}`;
    return toMember(
      context,
      id,
      uid,
      'applicationDeclined',
      { displayName: text(after.displayName), reason: text(after.reviewNote) },
      { link: NOTICE_LINKS.onboarding },
    );
  }
  return false;
}
