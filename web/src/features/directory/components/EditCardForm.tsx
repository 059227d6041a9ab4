import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/ui';
import { FormField } from '../../auth/components/FormField';
import { CARD_LIMITS, cardSchema, type CardValues } from '../api/card-schema';
import type { CardText, MemberCard } from '../api/members';

interface EditCardFormProps {
  card: MemberCard;
  onSave: (text: CardText) => Promise<void>;
  onCancel: () => void;
}

function saveErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' ? 'directory:myCard.saveDenied' : 'directory:myCard.saveError';
}

/** The owner's form for the words on their card; the type is shown, never editable. */
export function EditCardForm({ card, onSave, onCancel }: EditCardFormProps) {
  const { t } = useTranslation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { displayName: card.displayName, country: card.country, bio: card.bio },
  });
  const bioLength = useWatch({ control, name: 'bio' }).trim().length;

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await onSave(values);
    } catch (error) {
      console.error('Saving the card failed', error);
      setSaveError(t(saveErrorKey(error)));
    }
  });

  return (
    <form className="edit-card" onSubmit={submit} noValidate aria-label={t('directory:myCard.formLabel')}>
      <p className="form-field__hint">{t('directory:myCard.typeNote', { type: t(`directory:types.${card.type}`) })}</p>
      <FormField
        label={t('directory:myCard.displayName')}
        autoComplete="name"
        error={errors.displayName}
        {...register('displayName')}
      />
      <FormField
        label={t('directory:myCard.country')}
        autoComplete="country-name"
        error={errors.country}
        {...register('country')}
      />
      <div className="form-field">
        <label htmlFor="edit-card-bio">{t('directory:myCard.bio')}</label>
        <textarea
          id="edit-card-bio"
          rows={5}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? 'edit-card-bio-hint edit-card-bio-error' : 'edit-card-bio-hint'}
          {...register('bio')}
        />
        <p id="edit-card-bio-hint" className="form-field__hint">
          {t('directory:myCard.bioHint', { count: bioLength, ...CARD_LIMITS.bio })}
        </p>
        {errors.bio?.message && (
          <p id="edit-card-bio-error" className="form-field__error" role="alert">
            {t(errors.bio.message)}
          </p>
        )}
      </div>
      {saveError && (
        <p className="form-field__error" role="alert">
          {saveError}
        </p>
      )}
      <div className="edit-card__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t(isSubmitting ? 'directory:myCard.saving' : 'directory:myCard.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('directory:myCard.cancel')}
        </Button>
      </div>
    </form>
  );
}
