import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { splitList } from '@/lib/forms/lists';
import { coverFields, coverHasAlt, text } from '@/lib/forms/schema-helpers';
import { TAG_PATTERN, normalizeTag } from '@/lib/model';
import { POST_LIMITS } from './post';

/** The post form; limits mirror firestore.rules (isValidPost). Messages are i18n keys. */
export const postFormSchema = z
  .object({
    // The title makes the slug (the document id); any title does, in any script (see postSlug).
    title: text(POST_LIMITS.title, 'blog:validation.title', 'blog:validation.titleLong'),
    ...coverFields,
    body: text(POST_LIMITS.body, 'blog:validation.body', 'blog:validation.bodyLong'),
    tags: z.string().check(
      z.refine((value) => splitList(value).length <= POST_LIMITS.tags, 'blog:validation.tags'),
      z.refine(
        (value) => splitList(value).every((tag) => normalizeTag(tag).length <= POST_LIMITS.tag.max),
        'blog:validation.tagLong',
      ),
      // Checked as it will be written (toPostInput): lower case, spaces made one (isTag in the rules).
      z.refine(
        (value) => splitList(value).every((tag) => TAG_PATTERN.test(normalizeTag(tag))),
        'blog:validation.tagCharacters',
      ),
    ),
  })
  .check(coverHasAlt);

export type PostFormValues = z.infer<typeof postFormSchema>;

/** What the post form validates with; loaded on demand by the form (see lazyResolver). */
export const postFormResolver = zodResolver(postFormSchema);
