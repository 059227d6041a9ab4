import { useTranslation } from '../../../../i18n/useTranslation';
import { Button } from '../../../../components/ui';
import { FormError } from '../form/Field';
import { formStyles } from '../form/form-styles';

/** The end of every admin content form: the failed save's message, then Save and Cancel. */
export function AdminFormFooter({
  failure,
  submitting,
  onCancel,
}: {
  failure: string | null;
  submitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={failure} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={submitting}>
          {t('contentAdmin:save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('contentAdmin:cancel')}
        </Button>
      </div>
    </>
  );
}
