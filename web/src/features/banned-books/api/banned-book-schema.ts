import { z } from 'zod/mini';
import { splitList } from '@/lib/forms/lists';
import { requiredUrl, text, yearText } from '@/lib/forms/schema-helpers';
import { LIMITS } from '@/lib/model';
import type { BannedBook, BannedBookInput } from './banned-book';

// Apart from banned-book.ts, which the lists load first: zod comes with the form only.

/** The proposal / edit form; the limits mirror the rules. Messages are i18n keys. */
export const bannedBookSchema = z.object({
  title: text(LIMITS.bannedBook.title, 'bannedBooks:validation.title'),
  author: text(LIMITS.bannedBook.author, 'bannedBooks:validation.author'),
  country: text(LIMITS.bannedBook.country, 'bannedBooks:validation.country'),
  year: yearText(false),
  reason: text(LIMITS.bannedBook.reason, 'bannedBooks:validation.reason'),
  sources: z.string().check(
    z.refine((value) => splitList(value).length >= LIMITS.bannedBook.sources.min, 'bannedBooks:validation.sources'),
    z.refine((value) => splitList(value).length <= LIMITS.bannedBook.sources.max, 'bannedBooks:validation.sourcesMany'),
    z.refine(
      (value) => splitList(value).every((url) => requiredUrl.safeParse(url).success),
      'bannedBooks:validation.sourceUrl',
    ),
  ),
});

export type BannedBookFormValues = z.infer<typeof bannedBookSchema>;

export function toBannedBookInput(values: BannedBookFormValues): BannedBookInput {
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    country: values.country.trim(),
    year: Number(values.year.trim()),
    reason: values.reason.trim(),
    sources: splitList(values.sources),
  };
}

export function toBannedBookForm(book?: BannedBook): BannedBookFormValues {
  return {
    title: book?.title ?? '',
    author: book?.author ?? '',
    country: book?.country ?? '',
    year: book ? String(book.year) : '',
    reason: book?.reason ?? '',
    sources: book?.sources.join('\n') ?? '',
  };
}
