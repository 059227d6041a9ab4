import { LIMITS } from '@/lib/model';

/**
 * An insight's topics as the admin types them ("Profile, Grant writing"): trimmed, blanks dropped;
 * undefined past the limits (isInsightTagList: at most six, each up to 40 characters).
 */
export function parseTopics(value: string): string[] | undefined {
  const topics = value
    .split(',')
    .map((topic) => topic.trim())
    .filter((topic) => topic !== '');
  const { tags, tag } = LIMITS.insight;
  return topics.length <= tags && topics.every((topic) => topic.length <= tag.max) ? topics : undefined;
}
