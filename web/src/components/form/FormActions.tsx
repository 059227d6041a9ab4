import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import { FormError } from './Field';
import styles from './form.module.css';
import { SubmitButton, SubmitHoldNote } from './SubmitButton';

export function FormActions({
  failure = null,
  submitting,
  submitLabel,
  onCancel,
  children,
}: {
  failure?: string | null;
  submitting: boolean;
  submitLabel?: string;
  onCancel?: (() => void) | undefined;
  /** Further buttons, after the submit button. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={failure} />
      <SubmitHoldNote />
      <div className={styles.actions}>
        <SubmitButton submitting={submitting}>{submitLabel ?? t('common:forms.save')}</SubmitButton>
        {children}
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:forms.cancel')}
          </Button>
        )}
      </div>
    </>
  );
}
