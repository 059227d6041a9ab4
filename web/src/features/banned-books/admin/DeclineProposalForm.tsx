import { useTranslation } from '@/i18n/useTranslation';
import { NoteForm } from '@/components/collection-editor/NoteForm';
import { notify } from '@/lib/toast/notify';
import { LIMITS } from '@/lib/model';
import type { BannedBook } from '@/features/banned-books/api/banned-book';
import { declineBannedBook } from '@/features/banned-books/api/banned-books';

const REASON = LIMITS.bannedBook.declineReason;

/** A member's proposal declined with the reason they read in My account (firestore.rules: isValidBannedBook). */
export function DeclineProposalForm({ book, close }: { book: BannedBook; close: (changed?: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <NoteForm
      heading={t('contentAdmin:bannedBooks.declineTitle', { title: book.title })}
      lead={t('contentAdmin:bannedBooks.declineLead')}
      previous={
        book.declineReason ? t('contentAdmin:bannedBooks.lastReason', { reason: book.declineReason }) : undefined
      }
      label={t('contentAdmin:bannedBooks.reason')}
      hint={t('contentAdmin:bannedBooks.reasonHint', { max: REASON.max })}
      required="contentAdmin:bannedBooks.reasonRequired"
      limits={REASON}
      submitLabel={t('contentAdmin:bannedBooks.declineSubmit')}
      what="the declined proposal"
      save={async (reason) => {
        await declineBannedBook(book, reason);
        notify('success', t('contentAdmin:bannedBooks.declined', { title: book.title }));
        close(true);
      }}
      onCancel={() => close()}
    />
  );
}
