import type { ErrorKeys } from '@/lib/errors/error-message';

/** Why saving a post failed (a writer's submissions and new drafts are counted: RateLimitError says until when). */
export const POST_ERRORS: ErrorKeys = {
  'draft-rate-limited': 'blog:errors.tooManyDrafts',
  'rate-limited': 'blog:errors.tooManySubmissions',
  'already-exists': 'blog:errors.slugTaken',
  'permission-denied': 'blog:errors.denied',
  'no-card': 'blog:errors.noCard',
  unavailable: 'blog:errors.offline',
  default: 'blog:errors.unknown',
};
