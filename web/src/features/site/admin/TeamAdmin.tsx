import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/i18n/useTranslation';
import { z } from 'zod/mini';
import { CollectionEditor, type EditorFormProps } from '@/components/collection-editor/CollectionEditor';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { optionalImageUrl, positionText, text } from '@/lib/forms/schema-helpers';
import { LIMITS } from '@/lib/model';
import { LANGUAGE_LIMITS, parseLabels } from '@/features/site/api/labels';
import { deleteTeamMember, fetchWholeTeam, saveTeamMember, type TeamMember } from '@/features/site/api/team';
import { CheckboxField, Form, FormActions, TextAreaField, TextField, useSubmitForm } from '@/components/form';

const schema = z.object({
  name: text(LIMITS.teamMember.name, 'contentAdmin:validation.name'),
  role: text(LIMITS.teamMember.role, 'contentAdmin:validation.role'),
  bio: text(LIMITS.teamMember.bio, 'contentAdmin:validation.bio'),
  photoUrl: optionalImageUrl,
  languages: z
    .string()
    .check(z.refine((value) => parseLabels(value, LANGUAGE_LIMITS) !== undefined, 'contentAdmin:validation.languages')),
  order: positionText(LIMITS.teamMember.order.max),
  published: z.boolean(),
});
type Values = z.infer<typeof schema>;

const loadTeam = async () => ({ items: await fetchWholeTeam(), next: null });

function TeamMemberForm({ initial, onSaved, onCancel }: EditorFormProps<TeamMember>) {
  const { t } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: initial?.name ?? '',
      role: initial?.role ?? '',
      bio: initial?.bio ?? '',
      photoUrl: initial?.photoUrl ?? '',
      languages: initial?.languages.join(', ') ?? '',
      order: String(initial?.order ?? 1),
      published: initial?.published ?? false,
    },
    save: async (values) => {
      await saveTeamMember(initial?.id ?? null, {
        name: values.name.trim(),
        role: values.role.trim(),
        bio: values.bio.trim(),
        photoUrl: values.photoUrl.trim(),
        languages: parseLabels(values.languages, LANGUAGE_LIMITS) ?? [],
        order: Number(values.order),
        published: values.published,
      });
    },
    onSaved: () => onSaved(),
    what: 'the team member',
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
        purpose="team-portrait"
      />
      <TextField
        label={t('contentAdmin:fields.languages')}
        hint={t('contentAdmin:fields.languagesHint')}
        error={errors.languages}
        {...register('languages')}
      />
      <TextField
        label={t('contentAdmin:fields.order')}
        inputMode="numeric"
        error={errors.order}
        {...register('order')}
      />
      <CheckboxField label={t('contentAdmin:fields.published')} {...register('published')} />
      <FormActions failure={failure} submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}

/** Admin section: the company's team on /home/team (create, edit, order, unpublish, delete). */
export default function TeamAdmin() {
  const { t } = useTranslation();
  return (
    <CollectionEditor<TeamMember>
      title={t('contentAdmin:sections.team')}
      load={loadTeam}
      describe={(member) => ({
        name: member.name,
        meta: [member.order, member.role, t(`contentAdmin:status.${member.published ? 'published' : 'hidden'}`)].join(
          ' · ',
        ),
      })}
      remove={deleteTeamMember}
      form={(props) => <TeamMemberForm {...props} />}
    />
  );
}
