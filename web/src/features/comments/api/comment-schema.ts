import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { text } from '@/lib/forms/schema-helpers';
import { COMMENT_LIMITS } from './comment';

// Apart from comment.ts: only the form (loaded for active members) needs zod; a visitor's page does not.
/** The comment form; limits mirror firestore.rules (isValidComment). Messages are i18n keys. */
export const commentFormSchema = z.object({
  body: text(COMMENT_LIMITS.body, 'blog:comments.validation.body', 'blog:comments.validation.bodyLong'),
});

export type CommentFormValues = z.infer<typeof commentFormSchema>;

export const commentFormResolver = zodResolver(commentFormSchema);
