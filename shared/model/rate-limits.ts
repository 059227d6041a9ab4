// rateLimits/{uid}: a member's counted writes (LIMITS.rate); the web steps it, the rules check each step.
// Beside them, uploadImage's count of the member's uploads (UPLOAD_RATE_KEY).
import { COLLECTIONS } from './collections.js';
import { fieldsOf } from './fields.js';
import { LIMITS } from './limits.js';

export const RATE_LIMITS_COLLECTION = COLLECTIONS.rateLimits;

export type RateAction = keyof typeof LIMITS.rate;

export const RATE_ACTIONS = Object.keys(LIMITS.rate) as RateAction[];

/** One action's window, and its last counted write (`last`, `target`): one step, one counted write. */
export type RateEntry<Time> = {
  windowStart: Time;
  count: number;
  last: Time;
  target: string;
};

export const RATE_ENTRY_FIELDS = fieldsOf<RateEntry<unknown>>()('windowStart', 'count', 'last', 'target');

/**
 * uploadImage's entry (UPLOAD_LIMITS.perDay), reserved in a transaction before the bytes are processed, so a burst
 * cannot pass the count. No client writes it.
 */
export const UPLOAD_RATE_KEY = 'upload';

export type RateLimits<Time> = Partial<Record<RateAction | typeof UPLOAD_RATE_KEY, RateEntry<Time>>>;

/** At most `max` counted writes in a window of `windowMinutes` from the first. */
export interface RateLimit {
  max: number;
  windowMinutes: number;
}

/** The path each counted write names as its `target` (the document it creates or changes). */
export const rateTargets = {
  comment: (slug: string, id: string) => `${COLLECTIONS.posts}/${slug}/${COLLECTIONS.comments}/${id}`,
  submission: (slug: string) => `${COLLECTIONS.posts}/${slug}`,
  proposal: (id: string) => `${COLLECTIONS.bannedBooks}/${id}`,
  cardEdit: (uid: string) => `${COLLECTIONS.members}/${uid}`,
  report: (id: string) => `${COLLECTIONS.reports}/${id}`,
  draft: (slug: string) => `${COLLECTIONS.posts}/${slug}`,
  nameRequest: (uid: string) => `${COLLECTIONS.nameRequests}/${uid}`,
  shelf: (uid: string, slug: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.shelf}/${slug}`,
  follow: (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.follows}/${id}`,
} satisfies Record<RateAction, (...ids: string[]) => string>;

export type RateStep =
  { window: 'new'; count: 1 } | { window: 'same'; count: number } | { window: 'full'; retryAt: Date };

/** The step a write at `now` takes: the same window while it has room, a new one once a full one ended. */
export function nextRateStep(
  action: RateAction,
  current: { windowStart: Date; count: number } | null,
  now: Date = new Date(),
): RateStep {
  return nextStepWithin(LIMITS.rate[action], current, now);
}

/** nextRateStep for a limit of its own (the uploads' per role). */
export function nextStepWithin(
  { max, windowMinutes }: RateLimit,
  current: { windowStart: Date; count: number } | null,
  now: Date = new Date(),
): RateStep {
  if (!current) return { window: 'new', count: 1 };
  if (current.count < max) return { window: 'same', count: current.count + 1 };
  const retryAt = new Date(current.windowStart.getTime() + windowMinutes * 60_000);
  return now >= retryAt ? { window: 'new', count: 1 } : { window: 'full', retryAt };
}

/** The fields a step merges into the entry; the same window leaves `windowStart` as the rules require. */
export function rateStepFields<Time>(
  step: Exclude<RateStep, { window: 'full' }>,
  target: string,
  serverTime: Time,
): Partial<RateEntry<Time>> {
  return step.window === 'new'
    ? { windowStart: serverTime, count: 1, last: serverTime, target }
    : { count: step.count, last: serverTime, target };
}
