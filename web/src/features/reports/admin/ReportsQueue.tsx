import { useState } from 'react';
import { PagedListStates } from '@/components/list-states/ListStates';
import { Button, TextWithLink } from '@/components/ui';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { useAction } from '@/lib/actions/use-action';
import { usePagedList } from '@/lib/data/use-paged-list';
import { NOTICE_LINKS } from '@/lib/model';
import records from '@/components/content-list/content-list.module.css';
import { formStyles } from '@/components/form';
import { dismissReport, fetchOpenReports, removeReported, type QueuedReport } from '@/features/reports/api/reports';

/** Contract for the browser tests: each report is an <article> named by what was reported. */
export default function ReportsQueue() {
  const { t } = useTranslation();
  const list = usePagedList('reports', fetchOpenReports);
  return (
    <>
      <h2>{t('contentAdmin:sections.reports')}</h2>
      <p>{t('reports:queue.lead')}</p>
      <PagedListStates
        list={list}
        loading={t('reports:queue.loading')}
        error={t('reports:queue.loadError')}
        empty={t('reports:queue.empty')}
      >
        {(reports) => (
          <ul className={records.list}>
            {reports.map((report) => (
              <li key={report.id}>
                <QueuedReportItem
                  report={report}
                  onDecided={() => list.status === 'ready' && list.update((item) => item.id === report.id, null)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </>
  );
}

function QueuedReportItem({ report, onDecided }: { report: QueuedReport; onDecided: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const headingId = `report-${report.id}`;
  const removing = useAction(
    async () => {
      await removeReported(report);
      onDecided();
    },
    {
      what: 'Removing reported content',
      failure: { default: 'reports:queue.removeFailed' },
      success: t('reports:queue.removed'),
    },
  );
  const keeping = useAction(
    async () => {
      await dismissReport(report.id);
      onDecided();
    },
    { what: 'Dismissing a report', failure: { default: 'reports:queue.keepFailed' }, success: t('reports:queue.kept') },
  );
  const busy = removing.busy || keeping.busy;

  return (
    <article className={records.record} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {/* Named by its title, which leads to it (to the comments for a comment); by its address once it is gone. */}
        <TextWithLink
          message={(post) => t(report.comment ? 'reports:queue.comment' : 'reports:queue.post', { post })}
          value={report.postTitle || report.post}
          to={report.postTitle ? (report.comment ? NOTICE_LINKS.comments : NOTICE_LINKS.post)(report.post) : null}
        />
      </h3>
      <dl className={records.facts}>
        <div>
          <dt>{t('reports:queue.quoted')}</dt>
          <dd>
            <blockquote>{report.quoted}</blockquote>
          </dd>
        </div>
        <div>
          <dt>{t('reports:queue.reason')}</dt>
          <dd>{report.reason}</dd>
        </div>
      </dl>
      {report.created && <p>{t('reports:queue.reported', { date: formatDate(report.created) })}</p>}
      {(removing.error ?? keeping.error) && <p role="alert">{removing.error ?? keeping.error}</p>}
      <div className={formStyles.actions}>
        {confirming ? (
          <>
            <Button onClick={() => void removing.run()} disabled={busy}>
              {t('reports:queue.confirmRemove')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('reports:queue.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
              {t('reports:queue.remove')}
            </Button>
            <Button variant="secondary" onClick={() => void keeping.run()} disabled={busy}>
              {t('reports:queue.keep')}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
