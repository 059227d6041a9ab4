import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/ui';

/** The loading state of a list or card: announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className="list-state" role="status">
      {label}
    </p>
  );
}

/** A failed load: a clear sentence and a Retry button (announced as an alert). */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="list-state list-state--error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('directory:retry')}
      </Button>
    </div>
  );
}
