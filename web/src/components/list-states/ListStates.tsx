import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { Loaded } from '@/lib/data/use-load';
import type { PagedList } from '@/lib/data/use-paged-list';
import { Button } from '@/components/ui';
import styles from './list-states.module.css';

/** A load under way: announced politely ("Loading posts…"). */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className={styles.state}>
      {label}
    </p>
  );
}

/** A failed load: a clear sentence and Retry, announced as an alert. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.stateError}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:lists.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show (yet): says so, rather than an empty box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}

/** "Load more" under a paged list, with its own busy and failure states. */
export function LoadMore({
  hasMore,
  loadingMore,
  moreFailed,
  loadMore,
}: {
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className={styles.loadMore}>
      {moreFailed && <p role="alert">{t('common:lists.moreFailed')}</p>}
      <Button variant="secondary" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
        {loadingMore ? t('common:lists.loadingMore') : t('common:lists.loadMore')}
      </Button>
    </div>
  );
}

interface StatesText {
  /** What is loading, e.g. "Loading posts…". */
  loading: string;
  /** Why it failed, e.g. "The posts could not be loaded." */
  error: string;
  /** Shown for an empty list (or data that `isEmpty` calls empty). */
  empty?: ReactNode;
}

export function PagedListStates<T>({
  list,
  children,
  ...text
}: StatesText & { list: PagedList<T>; children: (items: T[]) => ReactNode }) {
  if (list.status === 'loading') return <LoadingState label={text.loading} />;
  if (list.status === 'error') return <ErrorState message={text.error} onRetry={list.retry} />;
  if (list.items.length === 0 && text.empty !== undefined) return <EmptyState>{text.empty}</EmptyState>;
  return (
    <>
      {children(list.items)}
      <LoadMore {...list} />
    </>
  );
}

/** The same states for a useLoad result; `isEmpty` decides when `empty` shows instead of the data. */
export function LoadStates<T>({
  result,
  isEmpty,
  children,
  ...text
}: StatesText & { result: Loaded<T>; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (result.status === 'loading') return <LoadingState label={text.loading} />;
  if (result.status === 'error') return <ErrorState message={text.error} onRetry={result.retry} />;
  if (text.empty !== undefined && isEmpty?.(result.data)) return <EmptyState>{text.empty}</EmptyState>;
  return <>{children(result.data)}</>;
}
