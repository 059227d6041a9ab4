import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import { FormError } from './Field';
import styles from './form.module.css';
import { SubmitButton, SubmitHoldNote } from './SubmitButton';

/**
 * The end of a form: the failed save's message, then the submit button and, when the form can be
 * left, Cancel. The submit label defaults to the admin forms' "Save". While a field holds the form
 * (an image still uploading), the submit button waits and a note says why.
 */
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
