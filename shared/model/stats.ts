import { fieldsOf } from './fields.js';

export const POST_TAGS_STATS_ID = 'postTags';

/** stats/postTags: the tags of the published posts with their counts (functions/src/search). */
export type PostTagsStats = {
  tags: Record<string, number>;
};

export const POST_TAGS_STATS_FIELDS = fieldsOf<PostTagsStats>()('tags');
