import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { authErrorKey } from '../api/auth-errors';
import type { Application, Profile } from '../api/profile';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { LIMITS } from '../../../lib/model';
import type { ApplicationValues } from '../api/schemas';
import { FormField } from './FormField';
import { Button } from '../../../components/ui/Button';

const KINDS = ['voice', 'auntie', 'peer'] as const;

const validation = lazyResolver(() => import('../api/schemas').then((module) => module.applicationResolver));

interface ApplicationFormProps {
  initial: Profile | null;
  onSubmit: (application: Application) => Promise<void>;
  onCancel?: () => void;
}

/** The onboarding application. Input stays in the form when the submission fails. */
export function ApplicationForm({ initial, onSubmit, onCancel }: ApplicationFormProps) {
  const { t, list } = useTranslation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues>({
    resolver: validation.resolver,
    defaultValues: {
      displayName: initial?.displayName ?? '',
      ...(initial?.memberKind ? { memberKind: initial.memberKind } : {}),
      country: initial?.country ?? '',
      bio: initial?.bio ?? '',
      ...(initial?.guidelinesAccepted ? { guidelinesAccepted: true } : {}),
    },
  });
  const bioLength = useWatch({ control, name: 'bio' }).trim().length;

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      console.error('Submitting the application failed', error);
      setSubmitError(t(authErrorKey(error)));
    }
  });

  return (
    <form
      className="auth-form onboarding-form"
      onSubmit={submit}
      onFocus={validation.preload}
      noValidate
      aria-label={t('onboarding:formLabel')}
    >
      <FormField
        label={t('onboarding:displayName')}
        autoComplete="name"
        error={errors.displayName}
        {...register('displayName')}
      />

      <fieldset className="onboarding-form__kinds" aria-describedby={errors.memberKind ? 'kind-error' : undefined}>
        <legend>{t('onboarding:kind')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="onboarding-form__kind">
            <input type="radio" value={kind} {...register('memberKind')} />
            <span>
              <strong>{t(`onboarding:kinds.${kind}.name`)}</strong> {t(`onboarding:kinds.${kind}.description`)}
            </span>
          </label>
        ))}
        {errors.memberKind?.message && (
          <p id="kind-error" className="form-field__error" role="alert">
            {t(errors.memberKind.message)}
          </p>
        )}
      </fieldset>

      <FormField
        label={t('onboarding:country')}
        autoComplete="country-name"
        error={errors.country}
        {...register('country')}
      />

      <div className="form-field">
        <label htmlFor="onboarding-bio">{t('onboarding:bio')}</label>
        <textarea
          id="onboarding-bio"
          rows={5}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby="onboarding-bio-hint"
          {...register('bio')}
        />
        <p id="onboarding-bio-hint" className="form-field__hint">
          {t('onboarding:bioHint', { count: bioLength, ...LIMITS.application.bio })}
        </p>
        {errors.bio?.message && (
          <p className="form-field__error" role="alert">
            {t(errors.bio.message, LIMITS.application.bio)}
          </p>
        )}
      </div>

      <details className="onboarding-form__guidelines">
        <summary>{t('onboarding:guidelinesTitle')}</summary>
        <ul>
          {list('onboarding:guidelines').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <label className="onboarding-form__agree">
        <input
          type="checkbox"
          aria-invalid={errors.guidelinesAccepted ? true : undefined}
          {...register('guidelinesAccepted')}
        />
        {t('onboarding:agree')}
      </label>
      {errors.guidelinesAccepted?.message && (
        <p className="form-field__error" role="alert">
          {t(errors.guidelinesAccepted.message)}
        </p>
      )}

      {submitError && (
        <p className="auth-form__outcome auth-form__outcome--error" role="alert">
          {submitError}
        </p>
      )}
      <div className="onboarding-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t(initial?.status === 'pending' ? 'onboarding:saveChanges' : 'onboarding:submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('onboarding:cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
