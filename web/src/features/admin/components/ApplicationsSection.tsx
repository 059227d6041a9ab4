import './admin.css';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { PagedListStates } from '../../../components/list-states/ListStates';
import { usePagedList } from '../../../lib/data/use-paged-list';
import { fetchPendingPage } from '../api/admin-users';
import { ApplicationCard } from './ApplicationCard';

/** The queue of pending applications, oldest first. */
export default function ApplicationsSection() {
  const { t } = useTranslation();
  const list = usePagedList('pending', fetchPendingPage);
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

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('admin:sections.applications')}
      </h2>
      <p>{t('admin:applications.lead')}</p>
      <PagedListStates
        list={list}
        loading={t('admin:applications.loading')}
        error={t('admin:applications.loadError')}
        empty={t('admin:applications.empty')}
      >
        {(applications) => (
          <div className="applications">
            {applications.map((application) => (
              <ApplicationCard key={application.uid} application={application} onReviewed={reviewed} />
            ))}
          </div>
        )}
      </PagedListStates>
    </>
  );
}
