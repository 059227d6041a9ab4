import { lazy, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { Button, LazyForm } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { useLoad } from '@/lib/data/use-load';
import { notify } from '@/lib/toast/notify';
import {
  fetchMyNameRequest,
  requestName,
  withdrawNameRequest,
  type MyNameRequest,
} from '@/features/directory/api/name-request';
import { useAction } from '@/lib/actions/use-action';

const NameRequestForm = lazy(() => import('./NameRequestForm').then((module) => ({ default: module.NameRequestForm })));

/** Bylines copy the name, so a new one waits for an admin's approval. */
export function NameChange({ uid, currentName }: { uid: string; currentName: string }) {
  const { t } = useTranslation();
  const loaded = useLoad(uid, () => fetchMyNameRequest(uid));
  // What this page changed since the load: a request sent or withdrawn.
  const [changed, setChanged] = useState<{ request: MyNameRequest | null } | null>(null);
  const [asking, setAsking] = useState(false);
  const withdrawing = useAction(
    async () => {
      await withdrawNameRequest(uid);
      setChanged({ request: null });
    },
    {
      what: 'Withdrawing the name request',
      failure: { default: 'directory:nameChange.withdrawError' },
      success: t('directory:nameChange.withdrawn'),
      show: 'toast',
    },
  );

  if (loaded.status === 'loading') return <LoadingState label={t('directory:nameChange.loading')} />;
  if (loaded.status === 'error')
    return <ErrorState message={t('directory:nameChange.loadError')} onRetry={loaded.retry} />;
  const request = changed ? changed.request : loaded.data;
  const pending = request?.status === 'pending';

  const send = async (displayName: string) => {
    await requestName(uid, displayName);
    setChanged({ request: { displayName, status: 'pending', requested: new Date() } });
    setAsking(false);
    notify('success', t('directory:nameChange.sent', { name: displayName }));
  };

  return (
    <div className="name-change">
      <h3>{t('directory:nameChange.title')}</h3>
      <p>{t('directory:nameChange.current', { name: currentName })}</p>
      {request?.status === 'pending' && (
        <>
          <p role="status">{t('directory:nameChange.pending', { name: request.displayName, current: currentName })}</p>
          <Button
            variant="secondary"
            onClick={() => void withdrawing.run()}
            disabled={withdrawing.busy}
            aria-busy={withdrawing.busy || undefined}
          >
            {t('directory:nameChange.withdraw')}
          </Button>
        </>
      )}
      {request?.status === 'declined' && (
        <p role="status">
          {request.reason
            ? t('directory:nameChange.declinedWithReason', { name: request.displayName, reason: request.reason })
            : t('directory:nameChange.declined', { name: request.displayName })}
        </p>
      )}
      {request?.status === 'approved' && request.displayName === currentName && (
        <p>{t('directory:nameChange.approved', { name: request.displayName })}</p>
      )}
      {!pending &&
        (asking ? (
          <LazyForm>
            <NameRequestForm currentName={currentName} onSend={send} onCancel={() => setAsking(false)} />
          </LazyForm>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('directory:nameChange.ask')}
          </Button>
        ))}
    </div>
  );
}
