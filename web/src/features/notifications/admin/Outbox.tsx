import { PagedListStates } from '@/components/list-states/ListStates';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { hasMessage } from '@/i18n/i18n';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchOutboxPage, type OutboxMail } from '@/features/notifications/api/outbox';
import records from '@/components/content-list/content-list.module.css';

/** In the emulators nothing sends them: this is where a developer sees what would have been sent. */
export default function Outbox() {
  const { t } = useTranslation();
  const list = usePagedList('outbox', fetchOutboxPage);
  return (
    <>
      <h2>{t('contentAdmin:sections.outbox')}</h2>
      <p>{t('outbox:lead')}</p>
      <PagedListStates
        list={list}
        loading={t('outbox:loading')}
        error={t('outbox:loadError')}
        empty={t('outbox:empty')}
      >
        {(mails) => (
          <ul className={records.list}>
            {mails.map((mail) => (
              <li key={mail.id}>
                <OutboxItem mail={mail} />
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </>
  );
}

function OutboxItem({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const headingId = `outbox-${mail.id}`;
  const state = mail.state
    ? hasMessage(`outbox:states.${mail.state}`)
      ? t(`outbox:states.${mail.state}`)
      : mail.state
    : t('outbox:states.queued');
  const event = hasMessage(`outbox:events.${mail.event}`) ? t(`outbox:events.${mail.event}`) : mail.event;
  return (
    <article className={records.record} aria-labelledby={headingId}>
      <h3 id={headingId}>{mail.subject}</h3>
      <dl className={records.facts}>
        <div>
          <dt>{t('outbox:to')}</dt>
          <dd>{mail.to.join(', ')}</dd>
        </div>
        {mail.replyTo && (
          <div>
            <dt>{t('outbox:replyTo')}</dt>
            <dd>{mail.replyTo}</dd>
          </div>
        )}
        <div>
          <dt>{t('outbox:event')}</dt>
          <dd>{event}</dd>
        </div>
        <div>
          <dt>{t('outbox:queued')}</dt>
          <dd>{formatDate(mail.created)}</dd>
        </div>
        <div>
          <dt>{t('outbox:state')}</dt>
          <dd>
            {state}
            {mail.error && ` (${mail.error})`}
          </dd>
        </div>
      </dl>
      <details className={records.fullText}>
        <summary>{t('outbox:open')}</summary>
        <p>{mail.text}</p>
      </details>
    </article>
  );
}
