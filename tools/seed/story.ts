import { Timestamp } from 'firebase-admin/firestore';

/**
 * The demo tells one story, dated as it stood on its last day, STORY_TODAY: Voices of Africa
 * beginning in 2019, members joining since, posts and the company's news up to the past weeks. The
 * seed moves the whole story by the days between that day and its own "now", so on any day the
 * newest news is as recent, every member joined before they posted, and nothing is dated after now
 * (docs/decisions/0111-the-demo-story-moves-with-now.md).
 */
export const STORY_TODAY = '2026-12-07';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoryClock {
  /** The seed's own now: when the seed wrote what it wrote. */
  now: Timestamp;
  /** A day of the story (YYYY-MM-DD, or a full ISO time), moved to the seed's calendar. */
  at(storyDate: string): Timestamp;
  /** That many days before the story date. */
  before(storyDate: string, days: number): Timestamp;
}

/** The story moved by whole days, so a date keeps its time of day and seeding twice on one day writes the same. */
export function storyClock(now: Date): StoryClock {
  const shift = Math.floor((now.getTime() - Date.parse(`${STORY_TODAY}T00:00:00Z`)) / DAY_MS) * DAY_MS;
  const moved = (storyDate: string, days = 0) => {
    const time = Date.parse(storyDate.length === 10 ? `${storyDate}T12:00:00Z` : storyDate);
    if (Number.isNaN(time)) throw new Error(`Not a story date: ${storyDate}`);
    if (time >= Date.parse(`${STORY_TODAY}T00:00:00Z`)) {
      throw new Error(`${storyDate} is not before the story's last day, ${STORY_TODAY}: it could be after now`);
    }
    return Timestamp.fromMillis(time - days * DAY_MS + shift);
  };
  return { now: Timestamp.fromDate(now), at: (storyDate) => moved(storyDate), before: moved };
}
