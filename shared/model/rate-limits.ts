/**
 * A member's rates (LIMITS.rate), counted in one document per member, rateLimits/{uid}: the web app
 * steps it, the rules check it (match /rateLimits/{uid} and countedFor in firestore.rules), the rules
 * tests use the same step. Keep in step with those blocks.
 */
import { COLLECTIONS } from './collections.js';
import { fieldsOf } from './fields.js';
import { LIMITS } from './limits.js';

export const RATE_LIMITS_COLLECTION = COLLECTIONS.rateLimits;

/** What is counted: a comment, a post's move to 'submitted', a banned-book proposal, a card edit. */
export type RateAction = keyof typeof LIMITS.rate;

export const RATE_ACTIONS = Object.keys(LIMITS.rate) as RateAction[];

/**
 * One action's entry in rateLimits/{uid}. `windowStart` and `count`: the current window; `last`: the
 * server time of the last counted write, and `target`: that write's document path. The rules accept a
 * counted write only when its request stepped the entry (`last` is its time) for its own document, so
 * a batch that holds one step holds one counted write.
 */
export type RateEntry<Time> = {
  windowStart: Time;
  count: number;
  last: Time;
  target: string;
};

export const RATE_ENTRY_FIELDS = fieldsOf<RateEntry<unknown>>()('windowStart', 'count', 'last', 'target');

/** rateLimits/{uid}: one entry per counted action; its keys are RATE_ACTIONS. */
export type RateLimits<Time> = Partial<Record<RateAction, RateEntry<Time>>>;

/** The path each counted write names as its `target` (the document it creates or changes). */
export const rateTargets = {
  comment: (slug: string, id: string) => `${COLLECTIONS.posts}/${slug}/${COLLECTIONS.comments}/${id}`,
  submission: (slug: string) => `${COLLECTIONS.posts}/${slug}`,
  proposal: (id: string) => `${COLLECTIONS.bannedBooks}/${id}`,
  cardEdit: (uid: string) => `${COLLECTIONS.members}/${uid}`,
} satisfies Record<RateAction, (...ids: string[]) => string>;

/** The next step of an action's entry, or when the window that is full ends. */
export type RateStep =
  { window: 'new'; count: 1 } | { window: 'same'; count: number } | { window: 'full'; retryAt: Date };

/**
 * The step a counted write at `now` takes. The same window goes on while it has room (the rules allow
 * that at any time, so a visitor's wrong clock cannot trip it); a new one starts only once the full
 * window has ended, which the rules check with the server's clock.
 */
export function nextRateStep(
  action: RateAction,
  current: { windowStart: Date; count: number } | null,
  now: Date = new Date(),
): RateStep {
  const { max, windowMinutes } = LIMITS.rate[action];
  if (!current) return { window: 'new', count: 1 };
  if (current.count < max) return { window: 'same', count: current.count + 1 };
  const retryAt = new Date(current.windowStart.getTime() + windowMinutes * 60_000);
  return now >= retryAt ? { window: 'new', count: 1 } : { window: 'full', retryAt };
}

/**
 * The fields a step merges into the action's entry (`serverTime`: the SDK's server timestamp). The
 * same window leaves `windowStart` as stored, which the rules require unchanged.
 */
export function rateStepFields<Time>(
  step: Exclude<RateStep, { window: 'full' }>,
  target: string,
  serverTime: Time,
): Partial<RateEntry<Time>> {
  return step.window === 'new'
    ? { windowStart: serverTime, count: 1, last: serverTime, target }
    : { count: step.count, last: serverTime, target };
}
