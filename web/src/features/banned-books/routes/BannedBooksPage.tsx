import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toast } from 'react-toastify';
import { Button, PageHeader, Section } from '../../../components/ui';
import { useAuth } from '../../auth/context/auth-context';
import styles from '../../community/content/content.module.css';
import { ListState, LoadMore } from '../../community/content/ListState';
import { usePagedList } from '../../community/content/use-paged-list';
import { fetchApprovedBannedBooks, proposeBannedBook } from '../api/banned-books';
import { BannedBookCard } from '../components/BannedBookCard';
import { BannedBookForm } from '../components/BannedBookForm';

/** /voa/library/bannedbooks: approved entries, most recent ban first; active members propose more. */
export default function BannedBooksPage() {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  const list = usePagedList(fetchApprovedBannedBooks);
  const [proposing, setProposing] = useState(false);
  const canPropose = user !== null && status === 'active';

  return (
    <>
      <PageHeader eyebrow={t('bannedBooks:eyebrow')} title={t('bannedBooks:title')} lead={t('bannedBooks:lead')}>
        {canPropose && !proposing && <Button onClick={() => setProposing(true)}>{t('bannedBooks:propose')}</Button>}
      </PageHeader>
      {canPropose && proposing && user && (
        <Section title={t('bannedBooks:proposeTitle')} tone="tinted" width="narrow">
          <p>{t('bannedBooks:proposeLead')}</p>
          <BannedBookForm
            submitLabel={t('bannedBooks:form.send')}
            onCancel={() => setProposing(false)}
            onSubmit={async (input) => {
              await proposeBannedBook(user.uid, input);
              toast.success(t('bannedBooks:proposed'));
              setProposing(false);
            }}
          />
        </Section>
      )}
      <Section>
        <ListState
          status={list.status}
          isEmpty={list.items.length === 0}
          loadingText={t('bannedBooks:loading')}
          emptyText={t('bannedBooks:empty')}
          errorText={t('bannedBooks:error')}
          onRetry={list.retry}
        >
          <ul className={styles.grid}>
            {list.items.map((book) => (
              <li key={book.id}>
                <BannedBookCard book={book} />
              </li>
            ))}
          </ul>
          <LoadMore {...list} onLoadMore={list.loadMore} />
        </ListState>
      </Section>
    </>
  );
}
