import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { FormActions, FormNote, TextAreaField, TextField, formStyles, useSubmitForm } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';
import { formatDateTime } from '@/i18n/format';
import { retryAtOf } from '@/lib/firebase/counted-write';
import { LIMITS } from '@/lib/model';
import { CARD_LIMITS, cardSchema } from '@/features/directory/api/card-schema';
import type { CardText, MemberCard } from '@/features/directory/api/members';

interface EditCardFormProps {
  card: MemberCard;
  onSave: (text: CardText) => Promise<void>;
  onCancel: () => void;
}

/** How many saves of their card a member may make in a day (the rules count them: rateLimits). */
const CARD_EDITS = LIMITS.rate.cardEdit;

function saveErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' ? 'directory:myCard.saveDenied' : 'directory:myCard.saveError';
}

/** The owner's form for the words on their card; the type and name are shown, changed elsewhere. */
export function EditCardForm({ card, onSave, onCancel }: EditCardFormProps) {
  const { t } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm({
    resolver: zodResolver(cardSchema),
    defaultValues: { country: card.country, bio: card.bio },
    save: onSave,
    what: 'the card',
    failureMessage: (error) => {
      const retryAt = retryAtOf(error);
      return retryAt
        ? t('directory:myCard.tooMany', { max: CARD_EDITS.max, when: formatDateTime(retryAt) })
        : t(saveErrorKey(error));
    },
  });
  const bioLength = useWatch({ control, name: 'bio' }).trim().length;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('directory:myCard.formLabel')}>
      <FormNote>{t('directory:myCard.typeNote', { type: t(`directory:types.${card.type}`) })}</FormNote>
      <FormNote>{t('directory:myCard.rateNote', { max: CARD_EDITS.max })}</FormNote>
      <FormNote>{t('directory:myCard.nameNote', { name: card.displayName })}</FormNote>
      <TextField
        label={t('directory:myCard.country')}
        autoComplete="country-name"
        error={errors.country}
        {...register('country')}
      />
      <TextAreaField
        label={t('directory:myCard.bio')}
        rows={5}
        hint={t('directory:myCard.bioHint', { count: bioLength, ...CARD_LIMITS.bio })}
        error={errors.bio}
        {...register('bio')}
      />
      <FormActions
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t(isSubmitting ? 'directory:myCard.saving' : 'directory:myCard.save')}
        onCancel={onCancel}
        cancelLabel={t('directory:myCard.cancel')}
      />
    </form>
  );
}
