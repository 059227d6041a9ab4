// Field limits of the forms and firestore.rules; the rules' copies: docs/decisions/0018-rules-copies-of-shared-values.md
const application = {
  displayName: { min: 2, max: 60 },
  country: { min: 2, max: 60 },
  bio: { min: 20, max: 600 },
} as const;

const personCard = {
  name: { min: 2, max: 100 },
  role: { min: 2, max: 120 },
  bio: { min: 10, max: 1500 },
  order: { max: 1000 },
} as const;

export const LIMITS = {
  password: { min: 8 },
  application,
  /** members/{uid}: what a member may edit on their card (cardEdit), the same as they applied with. */
  card: application,
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
    reviewNote: { min: 1, max: 2000 },
  },
  /** albums/{slug} (isValidAlbum; its id, the slug of its title: isSlug, as a post's). */
  album: {
    title: { min: 1, max: 160 },
    description: { min: 0, max: 2000 },
    slug: 100,
  },
  /** posts/{slug}/comments/{id} (isValidComment); its author may edit it for `editMinutes` (withinCommentWindow). */
  comment: {
    body: { min: 1, max: 2000 },
    editMinutes: 15,
  },
  bannedBook: {
    title: { min: 1, max: 200 },
    author: { min: 1, max: 120 },
    country: { min: 2, max: 80 },
    reason: { min: 10, max: 1500 },
    sources: { min: 1, max: 5 },
    declineReason: { min: 1, max: 2000 },
  },
  /** advisoryMembers/{id} (isValidAdvisoryMember; their site: isWebsite, within `url`). */
  advisory: personCard,
  /** insights/{id} (isValidInsight; each tag: isName). */
  insight: {
    title: { min: 3, max: 160 },
    byline: { min: 2, max: 120 },
    summary: { min: 10, max: 400 },
    body: { min: 1, max: 20_000 },
    tags: 6,
    tag: { min: 1, max: 40 },
  },
  /** teamMembers/{id} (isValidTeamMember; each language: isLabelList, as an insight's topics). */
  teamMember: {
    ...personCard,
    languages: 6,
    language: { min: 1, max: 40 },
  },
  /** Per-member rates (rateLimits/{uid}, isRateStep): at most `max` counted writes in `windowMinutes`. */
  rate: {
    /** A lively thread draws a dozen comments an hour from one member; 30 leaves room and stops a script. */
    comment: { max: 30, windowMinutes: 60 },
    /** Each move to 'submitted' asks the admins for a review; a voice sends a post or two a week. */
    submission: { max: 10, windowMinutes: 24 * 60 },
    /** Each proposal e-mails the admins; ten a day lets a member enter a reading list in one sitting. */
    proposal: { max: 10, windowMinutes: 24 * 60 },
    /** Each edit changes a public card at once; ten a day covers fixing typos, not churning one's name. */
    cardEdit: { max: 10, windowMinutes: 24 * 60 },
    /** Each report asks an admin to read; ten a day covers a bad thread, not a campaign. */
    report: { max: 10, windowMinutes: 24 * 60 },
    /** Each new draft is a post kept in storage; twenty a day leaves room for false starts. */
    draft: { max: 20, windowMinutes: 24 * 60 },
    /** Each name request asks an admin to read; five a day covers a typo put right, not a stream of names. */
    nameRequest: { max: 5, windowMinutes: 24 * 60 },
    /**
     * Each save keeps a document in the member's shelf: a reader saves a few posts a day; fifty covers
     * an evening of catching up and stops a script filling the store (decision 0117).
     */
    shelf: { max: 50, windowMinutes: 24 * 60 },
    /**
     * Each follow keeps a document and can add a notice per post: a reader follows a few writers and
     * tags at a time; fifty a day covers setting up, and stops a script (decision 0121).
     */
    follow: { max: 50, windowMinutes: 24 * 60 },
  },
  /** A report's reason: a few words at least, for the admin who reads it. */
  report: { reason: { min: 10, max: 500 }, quoted: { max: 2000 } },
  review: { reason: { max: 500 } },
  /** manageMember's suspension: the reason the member reads, by mail and on My account. */
  suspension: { reason: { min: 10, max: 1000 } },
  url: { max: 500 },
  /** The most documents a non-admin query may ask for: the web's largest page + 1, or its cap. */
  query: {
    /** A voice's own posts (50); the public pages ask for 10 + 1, the community home 3 + 1. */
    posts: 50,
    comments: 21,
    members: 25,
    /** The library reads the catalogue in batches of 250 + 1 (fetchLibrary). */
    libraryItems: 251,
    bannedBooks: 13,
    albums: 13,
    /** PHOTOS_CAP, in one query. */
    photos: 200,
    /** ADVISORY_CAP, in one query. */
    advisoryMembers: 100,
    /** An insight page's items, in one query (INSIGHTS_CAP). */
    insights: 100,
    /** The team page's cards, in one query (TEAM_CAP). */
    teamMembers: 100,
    notifications: 10,
    /** A member's own reports, in their copy of their data. */
    reports: 50,
    /** A member's shelf, 20 a page on My account + 1. */
    shelf: 21,
    /** What a member follows, 20 a page on My account + 1. */
    follows: 21,
  },
} as const;
