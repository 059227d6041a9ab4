import { useState } from 'react';
import { SelectField } from '@/components/form';
import { hasMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { PagedListStates } from '@/components/list-states/ListStates';
import { formatDate } from '@/i18n/format';
import { usePagedList } from '@/lib/data/use-paged-list';
import { useAuth } from '@/features/auth';
import { SearchForm } from '@/components/search/SearchForm';
import { useSearchQuery } from '@/components/search/use-search-query';
import {
  fetchUsersPage,
  searchUsersPage,
  STATUS_FILTERS,
  type StatusFilter,
  type UserRow,
} from '@/features/member-management/api/admin-users';
import { MemberActions } from './MemberActions';
import styles from './MemberManagement.module.css';

/** A table on a wide screen, a card per account on a phone, so nothing scrolls sideways. */
export default function MembersSection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const search = useSearchQuery();
  const list = usePagedList(`${filter}\n${search}`, (after) =>
    search ? searchUsersPage(filter, search, after) : fetchUsersPage(filter, after),
  );
  const update = list.status === 'ready' ? list.update : null;
  const changed = (uid: string) => (next: UserRow | null) => update?.((item) => item.uid === uid, next);
  // The session, not lib/firebase/auth: a static import of the SDK here folded it into this section's chunk.
  const selfUid = useAuth().user?.uid;

  const statusLabel = (status: string) =>
    status === ''
      ? t('admin:members.statuses.new')
      : hasMessage(`admin:members.statuses.${status}`)
        ? t(`admin:members.statuses.${status}`)
        : status;

  return (
    <>
      <h2>{t('admin:sections.members')}</h2>
      <p>{t('admin:members.lead')}</p>
      <SearchForm label={t('admin:members.search')} hint={t('admin:members.searchHint')} />
      <div className={styles.adminFilter}>
        <SelectField
          label={t('admin:members.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as StatusFilter)}
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`admin:members.filters.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedListStates
        list={list}
        loading={t('admin:members.loading')}
        error={t('admin:members.loadError')}
        empty={search ? t('admin:members.noMatch', { query: search }) : t('admin:members.empty')}
      >
        {(rows) => (
          <>
            {/* Explicit roles: the phone layout displays these as blocks, which drops a table's own. */}
            <div className={styles.membersTable}>
              <table role="table">
                <caption>{t('admin:members.caption')}</caption>
                <thead role="rowgroup">
                  <tr role="row">
                    <th role="columnheader" scope="col">
                      {t('admin:members.name')}
                    </th>
                    <th role="columnheader" scope="col">
                      {t('admin:members.email')}
                    </th>
                    <th role="columnheader" scope="col">
                      {t('admin:members.status')}
                    </th>
                    <th role="columnheader" scope="col">
                      {t('admin:members.type')}
                    </th>
                    <th role="columnheader" scope="col">
                      {t('admin:members.created')}
                    </th>
                    <th role="columnheader" scope="col">
                      {t('admin:members.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {rows.map((row) => (
                    <tr key={row.uid} role="row">
                      <th role="rowheader" scope="row">
                        {row.displayName || t('admin:members.none')}
                      </th>
                      <td role="cell" className={styles.email}>
                        {row.email}
                      </td>
                      <td role="cell" data-label={t('admin:members.status')}>
                        {statusLabel(row.status)}
                      </td>
                      <td role="cell" data-label={t('admin:members.type')}>
                        {row.type ? t(`admin:types.${row.type}`) : t('admin:members.none')}
                      </td>
                      <td role="cell" data-label={t('admin:members.created')}>
                        {formatDate(row.created)}
                      </td>
                      <td role="cell" className={styles.manage}>
                        <MemberActions row={row} self={row.uid === selfUid} onChanged={changed(row.uid)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={styles.count} role="status">
              {t('admin:members.shown', { count: rows.length })}
            </p>
          </>
        )}
      </PagedListStates>
    </>
  );
}
