/** The Firestore collections, by the name the code uses for each. `photos` lives under an album. */
export const COLLECTIONS = {
  /** users/{uid}: a member's profile and application; the owner and admins read it. */
  users: 'users',
  /** members/{uid}: the public card written on approval (never the e-mail). */
  members: 'members',
  contactMessages: 'contactMessages',
  /** contactSenders/{uid}: when a visitor's session last sent a contact message, and how many. */
  contactSenders: 'contactSenders',
  /**
   * rateLimits/{uid}: a member's counts of their comments, submissions, proposals and card edits
   * (LIMITS.rate); only the owner reads and writes theirs, each step with the write it counts.
   */
  rateLimits: 'rateLimits',
  posts: 'posts',
  /**
   * posts/{slug}/comments/{id}: members' comments on a published post; the commentCount trigger keeps
   * the post's `commentCount`, deleteAccount finds a member's comments by a collection-group query.
   */
  comments: 'comments',
  libraryItems: 'libraryItems',
  bannedBooks: 'bannedBooks',
  albums: 'albums',
  /** albums/{albumId}/photos/{photoId} */
  photos: 'photos',
  advisoryMembers: 'advisoryMembers',
  /**
   * mail/{id}: e-mails for the "Trigger Email from Firestore" extension (firestore-send-email), written
   * by the notification functions only; admins read them (the Outbox).
   */
  mail: 'mail',
  /**
   * nameRequests/{uid}: an active member's request for a new display name (shared/model/names.ts);
   * the owner and admins read it, reviewNameRequest decides it.
   */
  nameRequests: 'nameRequests',
  /**
   * auditLog/{id}: one document per admin action (shared/model/audit.ts): the functions write the
   * member actions, an admin's client the entry of each of its writes; admins read, nobody changes one.
   */
  auditLog: 'auditLog',
  /** auditHeads/{uid}: an admin's latest audit entry, the rules' way to find it (nobody reads it). */
  auditHeads: 'auditHeads',
  /** admins/{uid}: an admin's record beside the claim, Admin SDK only; isAdmin() requires both. */
  admins: 'admins',
  /**
   * stats/{id}: figures the functions keep for every reader; `stats/postTags` holds the tags of the
   * published posts with their counts (functions/src/search). Everyone reads, no client writes.
   */
  stats: 'stats',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
