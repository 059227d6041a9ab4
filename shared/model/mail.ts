/**
 * How long a notification e-mail's document (mail/{id}) is kept: Firestore's TTL policy on
 * `expiresAt` (firestore.indexes.json) deletes it once that time has passed, as the privacy
 * policy says. The functions set it when they queue the mail (functions/src/notifications/mail.ts).
 */
export const MAIL_RETENTION_DAYS = 90;
