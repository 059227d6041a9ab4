import { zodResolver } from '@hookform/resolvers/zod';
import { CheckboxField, Form, FormActions, TextAreaField, TextField, useSubmitForm } from '@/components/form';
import { LoadStates } from '@/components/list-states/ListStates';
import { useTranslation } from '@/i18n/useTranslation';
import { useLoad } from '@/lib/data/use-load';
import { MANAGE_ERRORS, manageMember } from '@/features/member-management/api/manage';
import {
  adminCardSchema,
  fetchMemberCard,
  type AdminCardText,
  type AdminCardValues,
} from '@/features/member-management/api/member-card';

interface MemberCardFormProps {
  uid: string;
  /** The member's name, for the form's label and the toast. */
  name: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** An admin's edit of a member's card (manageMember editCard): loads the card as it is now, then the form. */
export default function MemberCardForm(props: MemberCardFormProps) {
  const { t } = useTranslation();
  const card = useLoad(props.uid, () => fetchMemberCard(props.uid));
  return (
    <LoadStates
      result={card}
      loading={t('admin:card.loading')}
      error={t('admin:card.loadError')}
      empty={t('admin:card.none')}
      isEmpty={(data) => data === null}
    >
      {(data) => data && <CardForm {...props} card={data} />}
    </LoadStates>
  );
}

function CardForm({ uid, name, card, onSaved, onCancel }: MemberCardFormProps & { card: AdminCardText }) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, submit, failure } = useSubmitForm<AdminCardValues>({
    resolver: zodResolver(adminCardSchema),
    defaultValues: { country: card.country, bio: card.bio, removePortrait: false, removeLinks: false },
    save: async (values) => {
      await manageMember({ uid, action: 'editCard', ...values });
    },
    onSaved,
    what: 'a member’s card',
    failure: MANAGE_ERRORS,
  });
  return (
    <Form onSubmit={submit} label={t('admin:card.formLabel', { name })}>
      <TextField label={t('admin:card.country')} error={errors.country} {...register('country')} />
      <TextAreaField label={t('admin:card.bio')} rows={4} error={errors.bio} {...register('bio')} />
      {card.portraitUrl && <CheckboxField label={t('admin:card.removePortrait')} {...register('removePortrait')} />}
      {card.links.length > 0 && (
        <CheckboxField
          label={t('admin:card.removeLinks', { links: card.links.join(', ') })}
          {...register('removeLinks')}
        />
      )}
      <FormActions failure={failure} submitting={isSubmitting} submitLabel={t('admin:card.save')} onCancel={onCancel} />
    </Form>
  );
}
