import { text, toAdmins, type Context, type Data } from './recipients.js';

/** bannedBooks/{id} created as a member's proposal: the admins, who approve it. */
export async function onBannedBookCreated(context: Context, id: string, data: Data): Promise<boolean> {
  if (data?.status !== 'proposed') return false;
  return toAdmins(
    context,
    `banned-book-proposed-${id}`,
    'bannedBookProposed',
    {
      title: text(data.title),
      author: text(data.author),
      country: text(data.country),
      year: typeof data.year === 'number' ? String(data.year) : '',
      reason: text(data.reason),
    },
    { about: text(data.proposedBy) },
  );
}
