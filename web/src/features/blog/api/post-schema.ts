import { z } from 'zod/mini';
import { optionalUrl, splitList, text } from '../../community/content/form/schema-helpers';
import { POST_LIMITS, slugify, type PostInput } from './post';

/** The post form; limits mirror firestore.rules (isValidPost). Messages are i18n keys. */
export const postFormSchema = z.object({
  title: z.pipe(
    text(POST_LIMITS.title.min, POST_LIMITS.title.max, 'blog:validation.title', 'blog:validation.titleLong'),
    // The title makes the slug (the document id): it needs some letters or digits a-z, 0-9.
    z.string().check(z.refine((value) => slugify(value) !== '', 'blog:validation.titleSlug')),
  ),
  coverUrl: optionalUrl,
  body: text(POST_LIMITS.body.min, POST_LIMITS.body.max, 'blog:validation.body', 'blog:validation.bodyLong'),
  tags: z.string().check(
    z.refine((value) => splitList(value).length <= POST_LIMITS.tags, 'blog:validation.tags'),
    z.refine((value) => splitList(value).every((tag) => tag.length <= 30), 'blog:validation.tagLong'),
  ),
});

export type PostFormValues = z.infer<typeof postFormSchema>;

export function toPostInput(values: PostFormValues): PostInput {
  return {
    title: values.title.trim(),
    coverUrl: values.coverUrl.trim(),
    body: values.body.trim(),
    tags: [...new Set(splitList(values.tags).map((tag) => tag.toLowerCase()))],
  };
}
