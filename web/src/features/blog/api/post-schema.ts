import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { splitList } from '../../../lib/forms/lists';
import { optionalImageUrl, text } from '../../../lib/forms/schema-helpers';
import { POST_LIMITS, slugify } from './post';

/** The post form; limits mirror firestore.rules (isValidPost). Messages are i18n keys. */
export const postFormSchema = z.object({
  title: z.pipe(
    text(POST_LIMITS.title, 'blog:validation.title', 'blog:validation.titleLong'),
    // The title makes the slug (the document id): it needs some letters or digits a-z, 0-9.
    z.string().check(z.refine((value) => slugify(value) !== '', 'blog:validation.titleSlug')),
  ),
  coverUrl: optionalImageUrl,
  body: text(POST_LIMITS.body, 'blog:validation.body', 'blog:validation.bodyLong'),
  tags: z.string().check(
    z.refine((value) => splitList(value).length <= POST_LIMITS.tags, 'blog:validation.tags'),
    z.refine((value) => splitList(value).every((tag) => tag.length <= POST_LIMITS.tag.max), 'blog:validation.tagLong'),
  ),
});

export type PostFormValues = z.infer<typeof postFormSchema>;

/** What the post form validates with; loaded on demand by the form (see lazyResolver). */
export const postFormResolver = zodResolver(postFormSchema);
