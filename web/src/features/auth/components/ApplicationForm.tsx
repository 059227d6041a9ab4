import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { AUTH_ERRORS } from '@/features/auth/api/auth-errors';
import type { Application, Profile } from '@/features/auth/api/profile';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { LIMITS, MEMBER_KINDS } from '@/lib/model';
import type { ApplicationValues } from '@/features/auth/api/schemas';
import {
  CheckboxField,
  FormActions,
  RadioGroupField,
  TextAreaField,
  TextField,
  useSubmitForm,
} from '@/components/form';
import styles from '@/features/auth/pages/AuthPages.module.css';

const validation = lazyResolver(() =>
  import('@/features/auth/api/schemas').then((module) => module.applicationResolver),
);

interface ApplicationFormProps {
  initial: Profile | null;
  onSubmit: (application: Application) => Promise<void>;
  onCancel?: () => void;
}

/** The onboarding application. Input stays in the form when the submission fails. */
export function ApplicationForm({ initial, onSubmit, onCancel }: ApplicationFormProps) {
  const { t, list } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm<ApplicationValues>({
    resolver: validation.resolver,
    defaultValues: {
      displayName: initial?.displayName ?? '',
      ...(initial?.memberKind ? { memberKind: initial.memberKind } : {}),
      country: initial?.country ?? '',
      bio: initial?.bio ?? '',
      ...(initial?.guidelinesAccepted ? { guidelinesAccepted: true } : {}),
    },
    save: onSubmit,
    what: 'the application',
    failure: AUTH_ERRORS,
  });
  const bioLength = useWatch({ control, name: 'bio' }).trim().length;

  return (
    <form
      className={styles.authForm}
      onSubmit={submit}
      onFocus={validation.preload}
      noValidate
      aria-label={t('onboarding:formLabel')}
    >
      <TextField
        label={t('onboarding:displayName')}
        autoComplete="name"
        error={errors.displayName}
        {...register('displayName')}
      />

      <RadioGroupField
        legend={t('onboarding:kind')}
        options={MEMBER_KINDS.map((kind) => ({
          value: kind,
          label: (
            <>
              <strong>{t(`onboarding:kinds.${kind}.name`)}</strong> {t(`onboarding:kinds.${kind}.description`)}
            </>
          ),
        }))}
        error={errors.memberKind}
        input={register('memberKind')}
      />

      <TextField
        label={t('onboarding:country')}
        autoComplete="country-name"
        error={errors.country}
        {...register('country')}
      />

      <TextAreaField
        label={t('onboarding:bio')}
        rows={5}
        hint={t('onboarding:bioHint', { count: bioLength, ...LIMITS.application.bio })}
        error={errors.bio}
        errorValues={LIMITS.application.bio}
        {...register('bio')}
      />

      <details className="onboarding-form__guidelines">
        <summary>{t('onboarding:guidelinesTitle')}</summary>
        <ul>
          {list('onboarding:guidelines').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <CheckboxField
        label={t('onboarding:agree')}
        error={errors.guidelinesAccepted}
        {...register('guidelinesAccepted')}
      />

      <FormActions
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t(initial?.status === 'pending' ? 'onboarding:saveChanges' : 'onboarding:submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
