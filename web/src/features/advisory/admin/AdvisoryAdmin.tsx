import { zodResolver } from '@hookform/resolvers/zod';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { useTranslation } from '@/i18n/useTranslation';
import { z } from 'zod/mini';
import { CollectionEditor, type EditorFormProps } from '@/components/collection-editor/CollectionEditor';
import type { ErrorKeys } from '@/lib/errors/error-message';
import { optionalImageUrl, optionalWebsite, positionText, text } from '@/lib/forms/schema-helpers';
import { memberUidOf } from '@/lib/members/member-address';
import { memberPath } from '@/lib/members/member-path';
import { LIMITS } from '@/lib/model';
import {
  deleteAdvisoryMember,
  fetchAdvisoryBoard,
  memberCardUid,
  saveAdvisoryMember,
  type AdvisoryMember,
} from '@/features/advisory/api/advisory';
import { Form, FormActions, TextAreaField, TextField, useSubmitForm } from '@/components/form';

const schema = z.object({
  name: text(LIMITS.advisory.name, 'contentAdmin:validation.name'),
  role: text(LIMITS.advisory.role, 'contentAdmin:validation.role'),
  bio: text(LIMITS.advisory.bio, 'contentAdmin:validation.bio'),
  photoUrl: optionalImageUrl,
  /** The address of their card, as the admin copies it from the browser ('' when they are not a member). */
  memberCard: z
    .string()
    .check(
      z.refine((value) => value.trim() === '' || memberUidOf(value) !== null, 'contentAdmin:validation.memberCard'),
    ),
  website: optionalWebsite,
  order: positionText(LIMITS.advisory.order.max),
});
type Values = z.infer<typeof schema>;

/** A card address no card is at: said by the field, the address kept to correct. */
const NO_CARD = 'no-member-card';
const SAVE_FAILURES: ErrorKeys = {
  [NO_CARD]: 'contentAdmin:validation.memberCardMissing',
  default: 'common:forms.saveFailed',
};

const loadBoard = async () => ({ items: await fetchAdvisoryBoard(), next: null });

function AdvisoryForm({ initial, onSaved, onCancel }: EditorFormProps<AdvisoryMember>) {
  const { t } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: initial?.name ?? '',
      role: initial?.role ?? '',
      bio: initial?.bio ?? '',
      photoUrl: initial?.photoUrl ?? '',
      memberCard: initial?.memberUid ? memberPath(initial.memberUid) : '',
      website: initial?.website ?? '',
      order: String(initial?.order ?? 1),
    },
    save: async (values) => {
      const address = memberUidOf(values.memberCard) ?? '';
      // A link kept as it was is kept whatever became of the card (the rules do the same).
      const kept = address === '' || address === initial?.memberUid;
      const memberUid = kept ? address : await memberCardUid(address);
      if (memberUid === null) throw Object.assign(new Error(`No card at ${address}`), { code: NO_CARD });
      await saveAdvisoryMember(initial?.id ?? null, {
        name: values.name.trim(),
        role: values.role.trim(),
        bio: values.bio.trim(),
        photoUrl: values.photoUrl.trim(),
        memberUid,
        website: values.website.trim(),
        order: Number(values.order),
      });
    },
    onSaved: () => onSaved(),
    what: 'the advisory member',
    failure: SAVE_FAILURES,
    failureFields: { [NO_CARD]: 'memberCard' },
  });
  return (
    <Form onSubmit={submit}>
      <TextField label={t('contentAdmin:fields.name')} error={errors.name} {...register('name')} />
      <TextField label={t('contentAdmin:fields.role')} error={errors.role} {...register('role')} />
      <TextAreaField label={t('contentAdmin:fields.bio')} error={errors.bio} {...register('bio')} />
      <FormImageField
        control={control}
        name="photoUrl"
        label={t('contentAdmin:fields.photo')}
        purpose="advisory-portrait"
      />
      <TextField
        label={t('contentAdmin:fields.memberCard')}
        hint={t('contentAdmin:fields.memberCardHint')}
        inputMode="url"
        error={errors.memberCard}
        {...register('memberCard')}
      />
      <TextField
        label={t('contentAdmin:fields.website')}
        hint={t('contentAdmin:fields.websiteHint')}
        type="url"
        error={errors.website}
        {...register('website')}
      />
      <TextField
        label={t('contentAdmin:fields.order')}
        inputMode="numeric"
        error={errors.order}
        {...register('order')}
      />
      <FormActions failure={failure} submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}

/** Admin section: the advisory board (create, edit, order, link, delete). */
export default function AdvisoryAdmin() {
  const { t } = useTranslation();
  return (
    <CollectionEditor<AdvisoryMember>
      title={t('contentAdmin:sections.advisory')}
      load={loadBoard}
      describe={(member) => ({ name: member.name, meta: `${member.order} · ${member.role}` })}
      remove={deleteAdvisoryMember}
      form={(props) => <AdvisoryForm {...props} />}
    />
  );
}
