import { COLLECTIONS } from '#shared/model/index.js';
import { text, toAdmins, type Context, type Data } from './recipients.js';

/** contactMessages/{id} created: the admins, with the visitor's address as Reply-To. */
export async function onContactMessageCreated(context: Context, id: string, data: Data): Promise<boolean> {
  if (!data) return false;
  const email = text(data.email);
  return toAdmins(
    context,
    `contact-${id}`,
    'contactMessage',
    { name: text(data.name), email, topic: text(data.topic), message: text(data.message) },
    // Queued only while the message exists: deleteAccount removes a member's messages, then their mail.
    { replyTo: email, source: `${COLLECTIONS.contactMessages}/${id}` },
  );
}
