export const COLLECTIONS = {
  users: 'users',
  notifications: 'notifications',
  /** users/{uid}/shelf/{slug}: the posts a member keeps to read later (shared/model/shelf.ts). */
  shelf: 'shelf',
  /** users/{uid}/follows/{kind}:{target}: the writers and tags a member follows (shared/model/follows.ts). */
  follows: 'follows',
  members: 'members',
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
  insights: 'insights',
  teamMembers: 'teamMembers',
  /** Read by the Trigger Email extension (its MAIL_COLLECTION parameter). */
  mail: 'mail',
  mailPreferences: 'mailPreferences',
  nameRequests: 'nameRequests',
  reports: 'reports',
  auditLog: 'auditLog',
  auditHeads: 'auditHeads',
  admins: 'admins',
  stats: 'stats',
  /** firstPublications/{slug}: a post's followers were told of it (functions only; decision 0121). */
  firstPublications: 'firstPublications',
  /** media/{id}: one uploaded image (shared/model/media.ts); functions write it, no client reads it. */
  media: 'media',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
