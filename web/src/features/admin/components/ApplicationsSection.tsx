import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/ui';
import { ErrorState, LoadingState } from '../../directory/components/ListStates';
import { usePagedList } from '../../directory/hooks/usePagedList';
import { fetchPendingPage, type Application } from '../api/admin-users';
import { ApplicationCard } from './ApplicationCard';

/** The queue of pending applications, oldest first. */
export default function ApplicationsSection() {
  const { t } = useTranslation();
  const list = usePagedList<Application>('pending', fetchPendingPage);
  const heading = useRef<HTMLHeadingElement>(null);
  const update = list.status === 'ready' ? list.update : null;

  const reviewed = useCallback(
    (uid: string) => {
      update?.((item) => item.uid === uid, null);
      // The reviewed article (and the focused button in it) is gone: keep keyboard users in the queue.
      heading.current?.focus();
    },
    [update],
  );

  let body;
  if (list.status === 'loading') body = <LoadingState label={t('admin:applications.loading')} />;
  else if (list.status === 'error')
    body = <ErrorState message={t('admin:applications.loadError')} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="list-state">{t('admin:applications.empty')}</p>;
  else
    body = (
      <>
        <div className="applications">
          {list.items.map((application) => (
            <ApplicationCard key={application.uid} application={application} onReviewed={reviewed} />
          ))}
        </div>
        {list.moreFailed && (
          <p className="form-field__error" role="alert">
            {t('admin:loadMoreError')}
          </p>
        )}
        {list.hasMore && (
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {t(list.loadingMore ? 'admin:loadingMore' : 'admin:loadMore')}
          </Button>
        )}
      </>
    );

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('admin:sections.applications')}
      </h2>
      <p>{t('admin:applications.lead')}</p>
      {body}
    </>
  );
}
