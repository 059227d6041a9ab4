import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { FieldGroup, Form, FormActions, FormNote, TextAreaField, TextField, useSubmitForm } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';
import { LIMITS, MEMBER_LINKS } from '@/lib/model';
import { CARD_LIMITS, LINK_FIELDS, cardSchema, cardText, linkFieldsOf } from '@/features/directory/api/card-schema';
import type { CardText, MemberCard } from '@/features/directory/api/members';
import type { ErrorKeys } from '@/lib/errors/error-message';

interface EditCardFormProps {
  card: MemberCard;
  onSave: (text: CardText) => Promise<void>;
  onCancel: () => void;
}

/** How many saves of their card a member may make in a day (the rules count them: rateLimits). */
const CARD_EDITS = LIMITS.rate.cardEdit;

const SAVE_ERRORS: ErrorKeys = {
  'rate-limited': 'directory:myCard.tooMany',
  'permission-denied': 'directory:myCard.saveDenied',
  default: 'directory:myCard.saveError',
};

/** The owner's form for the words, portrait and links on their card; the type and name are shown, changed elsewhere. */
export function EditCardForm({ card, onSave, onCancel }: EditCardFormProps) {
  const { t } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm({
    resolver: zodResolver(cardSchema),
    defaultValues: {
      country: card.country,
      bio: card.bio,
      portraitUrl: card.portraitUrl ?? '',
      links: linkFieldsOf(card.links),
    },
    save: (values) => onSave(cardText(values)),
    what: 'the card',
    failure: SAVE_ERRORS,
    values: { max: CARD_EDITS.max },
  });
  const bioLength = useWatch({ control, name: 'bio' }).trim().length;

  return (
    <Form onSubmit={submit} label={t('directory:myCard.formLabel')}>
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
      <FormImageField
        control={control}
        name="portraitUrl"
        label={t('directory:myCard.portrait')}
        purpose="portrait"
        hint={t('directory:myCard.portraitHint')}
      />
      <FieldGroup
        legend={t('directory:myCard.links')}
        hint={t('directory:myCard.linksHint', { max: MEMBER_LINKS.max })}
      >
        {LINK_FIELDS.map((index) => (
          <TextField
            key={index}
            label={t('directory:myCard.link', { number: index + 1 })}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            error={errors.links?.[index]}
            errorValues={{ max: MEMBER_LINKS.length }}
            {...register(`links.${index}`)}
          />
        ))}
      </FieldGroup>
      <FormActions
        failure={failure}
        submitting={isSubmitting}
        submitLabel={t(isSubmitting ? 'directory:myCard.saving' : 'directory:myCard.save')}
        onCancel={onCancel}
      />
    </Form>
  );
}
