import { useCallback, useRef } from 'react';
import { PagedListStates } from '@/components/list-states/ListStates';
import { useTranslation } from '@/i18n/useTranslation';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchPendingNamePage } from '@/features/member-management/api/name-requests';
import { NameRequestCard } from './NameRequestCard';
import styles from './MemberManagement.module.css';

/** The queue of members' requests for a new display name, oldest first. */
export default function NameRequestsSection() {
  const { t } = useTranslation();
  const list = usePagedList('names', fetchPendingNamePage);
  const heading = useRef<HTMLHeadingElement>(null);
  const update = list.status === 'ready' ? list.update : null;

  const reviewed = useCallback(
    (uid: string) => {
      update?.((item) => item.uid === uid, null);
      heading.current?.focus();
    },
    [update],
  );

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('admin:sections.names')}
      </h2>
      <p>{t('admin:names.lead')}</p>
      <PagedListStates
        list={list}
        loading={t('admin:names.loading')}
        error={t('admin:names.loadError')}
        empty={t('admin:names.empty')}
      >
        {(requests) => (
          <div className={styles.applications}>
            {requests.map((request) => (
              <NameRequestCard key={request.uid} request={request} onReviewed={reviewed} />
            ))}
          </div>
        )}
      </PagedListStates>
    </>
  );
}
