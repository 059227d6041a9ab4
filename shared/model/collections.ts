/** The Firestore collections; each document's shape is in shared/model/<collection>.ts. */
export const COLLECTIONS = {
  users: 'users',
  /** users/{uid}/notifications/{id}: what the site told the member (shared/model/notifications.ts). */
  notifications: 'notifications',
  /** users/{uid}/shelf/{slug}: the posts a member keeps to read later (shared/model/shelf.ts). */
  shelf: 'shelf',
  members: 'members',
  /** heldCards/{uid}: a suspended member's card, out of the directories (shared/model/members.ts). */
  heldCards: 'heldCards',
  contactMessages: 'contactMessages',
  contactSenders: 'contactSenders',
  rateLimits: 'rateLimits',
  posts: 'posts',
  /** posts/{slug}/comments/{id}; deleteAccount finds a member's by a collection-group query. */
  comments: 'comments',
  libraryItems: 'libraryItems',
  bannedBooks: 'bannedBooks',
  albums: 'albums',
  photos: 'photos',
  advisoryMembers: 'advisoryMembers',
  /** insights/{id}: the company's news, samples and press (shared/model/insights.ts). */
  insights: 'insights',
  /** teamMembers/{id}: the company's team, on /home/team (shared/model/team-members.ts). */
  teamMembers: 'teamMembers',
  /** Read by the Trigger Email extension (its MAIL_COLLECTION parameter). */
  mail: 'mail',
  /** mailPreferences/{uid}: which mails a member receives (shared/model/mail-preferences.ts). */
  mailPreferences: 'mailPreferences',
  nameRequests: 'nameRequests',
  /** reports/{id}: a member's report of a post or a comment (shared/model/reports.ts). */
  reports: 'reports',
  auditLog: 'auditLog',
  auditHeads: 'auditHeads',
  admins: 'admins',
  stats: 'stats',
  /** media/{id}: one uploaded image (shared/model/media.ts); functions write it, no client reads it. */
  media: 'media',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
