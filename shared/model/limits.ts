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
  /** posts/{slug} (isValidPost). */
  post: {
    title: { min: 3, max: 160 },
    body: { min: 1, max: 50_000 },
    tags: 8,
    slug: 100,
  },
  /** bannedBooks/{id} (isValidBannedBook). */
  bannedBook: {
    title: { min: 1, max: 200 },
    author: { min: 1, max: 120 },
    country: { min: 2, max: 80 },
    reason: { min: 10, max: 1500 },
    sources: { min: 1, max: 5 },
  },
  /** reviewMember: the reason a declined applicant reads. */
  review: { reason: { max: 500 } },
  /** Every image or link address (isUrl). */
  url: { max: 500 },
} as const;
