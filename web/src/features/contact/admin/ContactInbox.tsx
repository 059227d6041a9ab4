import { useState } from 'react';
import { PagedListStates } from '@/components/list-states/ListStates';
import { Button } from '@/components/ui';
import { formatDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { usePagedList } from '@/lib/data/use-paged-list';
import { useAuth } from '@/features/auth';
import { deleteInboxMessage, fetchInboxPage, setHandled, type InboxMessage } from '@/features/contact/api/inbox';
import { useAction } from '@/lib/actions/use-action';
import { inboxChanged } from './inbox-changes';
import records from '@/components/content-list/content-list.module.css';
import { cx } from '@/components/ui/cx';
import styles from './inbox.module.css';

/** Contract for the browser tests: each message is an <article> named by the sender. */
export default function ContactInbox() {
  const { t } = useTranslation();
  const list = usePagedList('inbox', fetchInboxPage);

  return (
    <>
      <h2>{t('contentAdmin:sections.contactInbox')}</h2>
      <p>{t('contact:inbox.lead')}</p>
      <PagedListStates
        list={list}
        loading={t('contact:inbox.loading')}
        error={t('contact:inbox.loadError')}
        empty={t('contact:inbox.empty')}
      >
        {(messages) => (
          <ul className={records.list}>
            {messages.map((message) => (
              <li key={message.id}>
                <InboxItem
                  message={message}
                  onChange={(next) => list.status === 'ready' && list.update((item) => item.id === message.id, next)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </>
  );
}

function InboxItem({ message, onChange }: { message: InboxMessage; onChange: (next: InboxMessage | null) => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const headingId = `inbox-${message.id}`;

  const marking = useAction(
    async () => {
      if (!user) throw new Error('Not signed in');
      const handled = !message.handled;
      await setHandled(message.id, handled, user.uid);
      onChange({ ...message, handled, handledAt: new Date() });
      inboxChanged();
    },
    { what: 'Marking the contact message', failure: { default: 'contact:inbox.markFailed' } },
  );
  const deleting = useAction(
    async () => {
      await deleteInboxMessage(message.id);
      onChange(null);
      inboxChanged();
    },
    {
      what: 'Deleting the contact message',
      failure: { default: 'contact:inbox.deleteFailed' },
      success: t('contact:inbox.deleted', { name: message.name }),
    },
  );
  const busy = marking.busy || deleting.busy;
  const error = marking.error ?? deleting.error;
  const toggleHandled = () => {
    deleting.clearError();
    void marking.run();
  };
  const remove = () => {
    marking.clearError();
    void deleting.run();
  };

  return (
    <article className={cx(records.record, styles.message)} aria-labelledby={headingId} data-handled={message.handled}>
      <h3 id={headingId}>{message.name}</h3>
      <dl className={records.facts}>
        <div>
          <dt>{t('contact:inbox.from')}</dt>
          <dd>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact:topic')}</dt>
          <dd>{message.topic ? t(`contact:topics.${message.topic}`) : t('contact:inbox.noTopic')}</dd>
        </div>
        <div>
          <dt>{t('contact:inbox.received')}</dt>
          <dd>{formatDate(message.created)}</dd>
        </div>
        <div>
          <dt>{t('contact:inbox.status')}</dt>
          <dd>
            {message.handled
              ? t('contact:inbox.handledOn', { date: formatDate(message.handledAt) })
              : t('contact:inbox.unhandled')}
          </dd>
        </div>
      </dl>
      <details className={records.fullText}>
        <summary>{t('contact:inbox.open')}</summary>
        <p>{message.message}</p>
      </details>
      {error && <p role="alert">{error}</p>}
      <div className={styles.actions}>
        <Button variant={message.handled ? 'secondary' : 'primary'} onClick={toggleHandled} disabled={busy}>
          {message.handled ? t('contact:inbox.markUnhandled') : t('contact:inbox.markHandled')}
        </Button>
        {confirming ? (
          <span role="group" aria-label={t('contact:inbox.confirmLabel', { name: message.name })}>
            {t('contact:inbox.confirm', { name: message.name })}{' '}
            <Button variant="secondary" onClick={remove} disabled={busy}>
              {t('contact:inbox.confirmDelete')}
            </Button>{' '}
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('contact:inbox.keep')}
            </Button>
          </span>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('contact:inbox.delete')}
          </Button>
        )}
      </div>
    </article>
  );
}
