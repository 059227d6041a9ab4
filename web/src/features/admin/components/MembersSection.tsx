import { useCallback, useId, useState } from 'react';
import { hasMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/ui';
import { ErrorState, LoadingState } from '../../directory/components/ListStates';
import { formatDate } from '../../directory/format';
import { usePagedList } from '../../directory/hooks/usePagedList';
import { fetchUsersPage, STATUS_FILTERS, type StatusFilter, type UserRow } from '../api/admin-users';

/** The member list: every account (admins only), newest first, filterable by status. */
export default function MembersSection() {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const fetchPage = useCallback((after: unknown) => fetchUsersPage(filter, after), [filter]);
  const list = usePagedList<UserRow>(filter, fetchPage);

  const statusLabel = (status: string) =>
    status === ''
      ? t('admin:members.statuses.new')
      : hasMessage(`admin:members.statuses.${status}`)
        ? t(`admin:members.statuses.${status}`)
        : status;

  let body;
  if (list.status === 'loading') body = <LoadingState label={t('admin:members.loading')} />;
  else if (list.status === 'error') body = <ErrorState message={t('admin:members.loadError')} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="list-state">{t('admin:members.empty')}</p>;
  else
    body = (
      <>
        <div className="admin-table">
          <table>
            <caption>{t('admin:members.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin:members.name')}</th>
                <th scope="col">{t('admin:members.email')}</th>
                <th scope="col">{t('admin:members.status')}</th>
                <th scope="col">{t('admin:members.type')}</th>
                <th scope="col">{t('admin:members.created')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={row.uid}>
                  <th scope="row">{row.displayName || t('admin:members.none')}</th>
                  <td>{row.email}</td>
                  <td>{statusLabel(row.status)}</td>
                  <td>{row.type ? t(`admin:types.${row.type}`) : t('admin:members.none')}</td>
                  <td>{formatDate(row.created)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="list-state" role="status">
          {t('admin:members.shown', { count: list.items.length })}
        </p>
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
      <h2>{t('admin:sections.members')}</h2>
      <p>{t('admin:members.lead')}</p>
      <div className="admin-filter">
        <label htmlFor={filterId}>{t('admin:members.filter')}</label>
        <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
          {STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`admin:members.filters.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {body}
    </>
  );
}
