import { lazy, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button, LazyForm, PageHeader, Section } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { PagedListStates } from '@/components/list-states/ListStates';
import { usePagedList } from '@/lib/data/use-paged-list';
import {
  fetchApprovedBannedBooks,
  proposeBannedBook,
  searchApprovedBannedBooks,
} from '@/features/banned-books/api/banned-books';
import { SearchForm } from '@/components/search/SearchForm';
import { useSearchQuery } from '@/components/search/use-search-query';
import { Link } from 'react-router-dom';
import { BannedBookCard } from '@/features/banned-books/components/BannedBookCard';
import { notify } from '@/lib/toast/notify';
import { LIMITS } from '@/lib/model';
import { useAuth } from '@/features/auth';

const BANNED_BOOKS_PATH = '/voa/library/bannedbooks';

// Only active members propose: a visitor's first load carries neither the form nor zod.
const BannedBookForm = lazy(() =>
  import('@/features/banned-books/components/BannedBookForm').then((module) => ({ default: module.BannedBookForm })),
);

export default function BannedBooksPage() {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  const search = useSearchQuery();
  const list = usePagedList(
    `approved:${search}`,
    (after) => (search ? searchApprovedBannedBooks(after, search) : fetchApprovedBannedBooks(after)),
    // Rendered with its first page by the communityPage function (routes.ts: servedBy).
    { server: 'bannedBooks' },
  );
  const [proposing, setProposing] = useState(false);
  const canPropose = user !== null && status === 'active';

  return (
    <>
      <PageHeader eyebrow={t('bannedBooks:eyebrow')} title={t('bannedBooks:title')} lead={t('bannedBooks:lead')}>
        {canPropose && !proposing && <Button onClick={() => setProposing(true)}>{t('bannedBooks:propose')}</Button>}
      </PageHeader>
      {canPropose && proposing && user && (
        <Section title={t('bannedBooks:proposeTitle')} tone="tinted" width="narrow">
          <p>{t('bannedBooks:proposeLead', { max: LIMITS.rate.proposal.max })}</p>
          <LazyForm>
            <BannedBookForm
              submitLabel={t('bannedBooks:form.send')}
              onCancel={() => setProposing(false)}
              onSubmit={async (input) => {
                await proposeBannedBook(user.uid, input);
                notify('success', t('bannedBooks:proposed'));
                setProposing(false);
              }}
            />
          </LazyForm>
        </Section>
      )}
      <Section holdsPageList>
        <SearchForm label={t('bannedBooks:search')} hint={t('bannedBooks:searchHint')} />
        <PagedListStates
          list={list}
          loading={search ? t('bannedBooks:searching') : t('bannedBooks:loading')}
          error={search ? t('bannedBooks:searchError') : t('bannedBooks:error')}
          empty={
            search ? (
              <>
                {t('bannedBooks:noMatch', { query: search })}{' '}
                <Link to={BANNED_BOOKS_PATH}>{t('bannedBooks:showAll')}</Link>
              </>
            ) : (
              t('bannedBooks:empty')
            )
          }
        >
          {(items) => (
            <ul className={styles.grid}>
              {items.map((book) => (
                <li key={book.id}>
                  <BannedBookCard book={book} />
                </li>
              ))}
            </ul>
          )}
        </PagedListStates>
      </Section>
    </>
  );
}
