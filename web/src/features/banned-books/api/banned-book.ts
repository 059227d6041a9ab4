import { z } from 'zod/mini';
import { toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { splitList } from '@/lib/forms/lists';
import { requiredUrl, text, yearText } from '@/lib/forms/schema-helpers';
import { BANNED_BOOK_STATUSES, LIMITS, type BannedBook as StoredBannedBook, type BannedBookStatus } from '@/lib/model';

/**
 * bannedBooks/{id} (shared/model/banned-books.ts) as the app shows it: with its id, without `created`
 * and the search trigger's `searchWords`; `declineReason` '' unless declined.
 */
export type BannedBook = Omit<StoredBannedBook<Date | null>, 'created' | 'searchWords' | 'declineReason'> & {
  id: string;
  declineReason: string;
};

const statusOf = (value: unknown): BannedBookStatus =>
  BANNED_BOOK_STATUSES.find((status) => status === value) ?? 'proposed';

export function bannedBookFromSnapshot(snapshot: Cursor): BannedBook {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    title: String(data.title ?? ''),
    author: String(data.author ?? ''),
    country: String(data.country ?? ''),
    year: Number(data.year ?? 0),
    reason: String(data.reason ?? ''),
    sources: Array.isArray(data.sources) ? data.sources.map(String) : [],
    status: statusOf(data.status),
    proposedBy: String(data.proposedBy ?? ''),
    declineReason: String(data.declineReason ?? ''),
    updated: toDate(data.updated),
  };
}

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

/** What a proposal or an admin's edit writes; the status, proposer and dates are the API's to set. */
export type BannedBookInput = Omit<BannedBook, 'id' | 'status' | 'proposedBy' | 'declineReason' | 'updated'>;

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
