import { useTranslation } from '@/i18n/useTranslation';
import { CollectionEditor } from '@/components/collection-editor/CollectionEditor';
import { noteDecision } from '@/components/collection-editor/note-decision';
import { LIMITS } from '@/lib/model';
import type { BannedBook } from '@/features/banned-books/api/banned-book';
import {
  approveBannedBook,
  declineBannedBook,
  deleteBannedBook,
  fetchAllBannedBooks,
  saveBannedBookAsAdmin,
} from '@/features/banned-books/api/banned-books';
import { BannedBookForm } from '@/features/banned-books/components/BannedBookForm';
import { useAuth } from '@/features/auth';

/** Admin section: banned books — approve proposals or decline them with a reason, add (approved), edit, delete. */
export default function BannedBooksAdmin() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <CollectionEditor<BannedBook>
      title={t('contentAdmin:sections.bannedBooks')}
      load={fetchAllBannedBooks}
      describe={(book) => ({
        name: book.title,
        meta: `${book.author} · ${book.country}, ${book.year} · ${t(`contentAdmin:status.${book.status}`)}`,
      })}
      actions={[
        {
          label: () => t('contentAdmin:approve'),
          done: t('contentAdmin:approved'),
          show: (book) => book.status !== 'approved',
          run: (book) => approveBannedBook(book),
        },
      ]}
      detail={noteDecision<BannedBook>(t, {
        kind: 'decline',
        show: (book) => book.status === 'proposed',
        about: (book) => ({ title: book.title }),
        previous: (book) => book.declineReason,
        limits: LIMITS.bannedBook.declineReason,
        save: declineBannedBook,
      })}
      remove={deleteBannedBook}
      form={({ initial, onSaved, onCancel }) => (
        <BannedBookForm
          initial={initial}
          submitLabel={t('common:forms.save')}
          onCancel={onCancel}
          onSubmit={async (input) => {
            await saveBannedBookAsAdmin(initial?.id ?? null, input, user?.uid ?? '');
            onSaved();
          }}
        />
      )}
    />
  );
}
