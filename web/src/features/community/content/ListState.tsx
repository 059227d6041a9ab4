import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/ui';
import styles from './content.module.css';
import type { ListStatus } from './use-paged-list';

interface ListStateProps {
  status: ListStatus;
  isEmpty: boolean;
  /** What is loading, e.g. "Loading posts…". */
  loadingText: string;
  emptyText: ReactNode;
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The four states of every list screen: loading, error (with Retry), empty and content. */
export function ListState({ status, isEmpty, loadingText, emptyText, errorText, onRetry, children }: ListStateProps) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <p role="status" className={styles.state}>
        {loadingText}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className={styles.stateError}>
        <p>{errorText}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('communityContent:retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className={styles.state}>{emptyText}</p>;
  return <>{children}</>;
}

/** "Load more" under a paged list, with its own busy and failure states. */
export function LoadMore({
  hasMore,
  loadingMore,
  moreFailed,
  onLoadMore,
}: {
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className={styles.loadMore}>
      {moreFailed && <p role="alert">{t('communityContent:moreFailed')}</p>}
      <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
        {loadingMore ? t('communityContent:loadingMore') : t('communityContent:loadMore')}
      </Button>
    </div>
  );
}
