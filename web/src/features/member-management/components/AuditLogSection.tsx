import { PagedListStates } from '@/components/list-states/ListStates';
import { formatDate } from '@/i18n/format';
import { hasMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchAuditPage } from '@/features/member-management/api/audit-log';
import styles from './MemberManagement.module.css';

/** A member is named by their uid, a document by its path and the name it had. */
export default function AuditLogSection() {
  const { t } = useTranslation();
  const list = usePagedList('audit', fetchAuditPage);
  const actionLabel = (action: string) =>
    hasMessage(`admin:audit.actions.${action}`) ? t(`admin:audit.actions.${action}`) : action;
  const details = ({ name: _name, ...values }: Record<string, unknown>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(', ');

  return (
    <>
      <h2>{t('admin:sections.audit')}</h2>
      <p>{t('admin:audit.lead')}</p>
      <PagedListStates
        list={list}
        loading={t('admin:audit.loading')}
        error={t('admin:audit.loadError')}
        empty={t('admin:audit.empty')}
      >
        {(entries) => (
          <div className={styles.adminTable}>
            <table>
              <caption>{t('admin:audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin:audit.at')}</th>
                  <th scope="col">{t('admin:audit.action')}</th>
                  <th scope="col">{t('admin:audit.target')}</th>
                  <th scope="col">{t('admin:audit.actor')}</th>
                  <th scope="col">{t('admin:audit.details')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.at ? `${formatDate(entry.at)} ${entry.at.toISOString().slice(11, 16)} UTC` : ''}</td>
                    <th scope="row">{actionLabel(entry.action)}</th>
                    <td>
                      {typeof entry.details.name === 'string' && (
                        <>
                          {t('admin:audit.named', { name: entry.details.name })}
                          <br />
                        </>
                      )}
                      {entry.target}
                    </td>
                    <td>{entry.actor}</td>
                    <td>{details(entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedListStates>
    </>
  );
}
