import { zodResolver } from '@hookform/resolvers/zod';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { useTranslation } from '@/i18n/useTranslation';
import { z } from 'zod/mini';
import { CollectionEditor, type EditorFormProps } from '@/components/collection-editor/CollectionEditor';
import { optionalImageUrl, positionText, text } from '@/lib/forms/schema-helpers';
import { LIMITS } from '@/lib/model';
import { parseLinks } from '@/features/advisory/api/links';
import {
  deleteAdvisoryMember,
  fetchAdvisoryBoard,
  saveAdvisoryMember,
  type AdvisoryMember,
} from '@/features/advisory/api/advisory';
import { Form, FormActions, TextAreaField, TextField, useSubmitForm } from '@/components/form';

const schema = z.object({
  name: text(LIMITS.advisory.name, 'contentAdmin:validation.name'),
  role: text(LIMITS.advisory.role, 'contentAdmin:validation.role'),
  bio: text(LIMITS.advisory.bio, 'contentAdmin:validation.bio'),
  photoUrl: optionalImageUrl,
  links: z.string().check(z.refine((value) => parseLinks(value) !== undefined, 'contentAdmin:validation.links')),
  order: positionText(LIMITS.advisory.order.max),
});
type Values = z.infer<typeof schema>;

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
      links: initial?.links.map((link) => `${link.label} | ${link.url}`).join('\n') ?? '',
      order: String(initial?.order ?? 1),
    },
    save: async (values) => {
      await saveAdvisoryMember(initial?.id ?? null, {
        name: values.name.trim(),
        role: values.role.trim(),
        bio: values.bio.trim(),
        photoUrl: values.photoUrl.trim(),
        links: parseLinks(values.links) ?? [],
        order: Number(values.order),
      });
    },
    onSaved: () => onSaved(),
    what: 'the advisory member',
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
      <TextAreaField
        label={t('contentAdmin:fields.links')}
        hint={t('contentAdmin:fields.linksHint')}
        rows={3}
        error={errors.links}
        {...register('links')}
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

/** Admin section: the advisory board (create, edit, order, delete). */
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
