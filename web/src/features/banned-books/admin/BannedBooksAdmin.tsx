import { useTranslation } from '@/i18n/useTranslation';
import { CollectionEditor } from '@/components/collection-editor/CollectionEditor';
import type { BannedBook } from '@/features/banned-books/api/banned-book';
import {
  approveBannedBook,
  deleteBannedBook,
  fetchAllBannedBooks,
  saveBannedBookAsAdmin,
} from '@/features/banned-books/api/banned-books';
import { BannedBookForm } from '@/features/banned-books/components/BannedBookForm';
import { useAuth } from '@/features/auth';
import { DeclineProposalForm } from './DeclineProposalForm';

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
      detail={{
        label: t('contentAdmin:bannedBooks.decline'),
        name: (book) => t('contentAdmin:bannedBooks.declineName', { title: book.title }),
        show: (book) => book.status === 'proposed',
        render: (book, close) => <DeclineProposalForm book={book} close={close} />,
      }}
      remove={deleteBannedBook}
      form={({ initial, onSaved, onCancel }) => (
        <BannedBookForm
          initial={initial}
          submitLabel={t('contentAdmin:save')}
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
