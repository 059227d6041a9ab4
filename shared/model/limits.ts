/**
 * Field limits of the forms and of firestore.rules, in one place. The rules keep their own literals
 * (they cannot import this) and the rules tests check them against these values.
 */
const application = {
  displayName: { min: 2, max: 60 },
  country: { min: 2, max: 60 },
  bio: { min: 20, max: 600 },
} as const;

export const LIMITS = {
  password: { min: 8 },
  /** users/{uid}: the onboarding application (validApplication). */
  application,
  /** members/{uid}: what a member may edit on their card (cardEdit), the same as they applied with. */
  card: application,
  /** contactMessages/{id} (isValidContactMessage). */
  contact: {
    name: { min: 1, max: 100 },
    email: { max: 254 },
    message: { min: 10, max: 5000 },
  },
  /** posts/{slug} (isValidPost; each tag: isTag, lower-case, trimmed). */
  post: {
    title: { min: 3, max: 160 },
    body: { min: 1, max: 50_000 },
    tags: 8,
    tag: { min: 1, max: 30 },
    slug: 100,
  },
  /**
   * posts/{slug}/comments/{id} (isValidComment: trimmed plain text). Its author may edit or delete it
   * for `editMinutes` after posting (withinCommentWindow).
   */
  comment: {
    body: { min: 1, max: 2000 },
    editMinutes: 15,
  },
  /** bannedBooks/{id} (isValidBannedBook). */
  bannedBook: {
    title: { min: 1, max: 200 },
    author: { min: 1, max: 120 },
    country: { min: 2, max: 80 },
    reason: { min: 10, max: 1500 },
    /** Each source is an address (isUrl, within LIMITS.url). */
    sources: { min: 1, max: 5 },
  },
  /** advisoryMembers/{id} (isValidAdvisoryMember; each link: isLink). */
  advisory: {
    name: { min: 2, max: 100 },
    role: { min: 2, max: 120 },
    bio: { min: 10, max: 1500 },
    links: 5,
    linkLabel: { min: 1, max: 60 },
    order: { max: 1000 },
  },
  /**
   * Per-member rates (rateLimits/{uid}, firestore.rules isRateStep): at most `max` counted writes of
   * each action in a window of `windowMinutes`; the next window opens at the first write after it ends.
   */
  rate: {
    /** A lively thread draws a dozen comments an hour from one member; 30 leaves room and stops a script. */
    comment: { max: 30, windowMinutes: 60 },
    /** Each move to 'submitted' asks the admins for a review; a voice sends a post or two a week. */
    submission: { max: 10, windowMinutes: 24 * 60 },
    /** Each proposal e-mails the admins; ten a day lets a member enter a reading list in one sitting. */
    proposal: { max: 10, windowMinutes: 24 * 60 },
    /** Each edit changes a public card at once; ten a day covers fixing typos, not churning one's name. */
    cardEdit: { max: 10, windowMinutes: 24 * 60 },
  },
  /** reviewMember: the reason a declined applicant reads. */
  review: { reason: { max: 500 } },
  /** Every image or link address (isUrl). */
  url: { max: 500 },
  /**
   * The most documents a query that is not an admin's may ask for (`request.query.limit` in each
   * public collection's `allow list`). A paged list asks for its page size + 1 (fetchPage), so each
   * is the largest page + 1 of the web app's queries on that collection, or its cap.
   */
  query: {
    /** A voice's own posts (50); the public pages ask for 10 + 1, the community home 3 + 1. */
    posts: 50,
    /** A post's comments: 20 a page + 1. */
    comments: 21,
    /** The directory: 24 cards + 1. */
    members: 25,
    /** The library reads the catalogue in batches of 250 + 1 (fetchLibrary). */
    libraryItems: 251,
    /** 12 entries + 1. */
    bannedBooks: 13,
    /** 12 albums + 1. */
    albums: 13,
    /** An album's photos, in one query (PHOTOS_CAP). */
    photos: 200,
    /** The board, in one query (ADVISORY_CAP). */
    advisoryMembers: 100,
  },
} as const;
