import { zodResolver } from '@hookform/resolvers/zod';
import { AltTextField } from '@/components/image-upload/AltTextField';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { useTranslation } from '@/i18n/useTranslation';
import { z } from 'zod/mini';
import { CollectionEditor, type EditorFormProps } from '@/components/collection-editor/CollectionEditor';
import { publishActions, savedOutcome } from '@/components/collection-editor/publication';
import { coverAltOf } from '@/lib/forms/cover-alt';
import { coverFields, coverHasAlt, dayText, fromDayText, text, toDayText } from '@/lib/forms/schema-helpers';
import type { Album } from '@/features/photos/api/album';
import { deleteAlbum, fetchAllAlbums, saveAlbum, setAlbumPublished } from '@/features/photos/api/albums';
import { PhotosAdmin } from './PhotosAdmin';
import { formatDate } from '@/i18n/format';
import { LIMITS } from '@/lib/model';
import { CheckboxField, Form, FormActions, TextAreaField, TextField, useSubmitForm } from '@/components/form';

const schema = z
  .object({
    title: text(LIMITS.album.title, 'contentAdmin:validation.title'),
    description: text(LIMITS.album.description, 'contentAdmin:validation.required'),
    date: dayText,
    ...coverFields,
    published: z.boolean(),
  })
  .check(coverHasAlt);
type Values = z.infer<typeof schema>;

function AlbumForm({ initial, onSaved, onCancel }: EditorFormProps<Album>) {
  const { t } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      date: toDayText(initial?.date),
      coverUrl: initial?.coverUrl ?? '',
      coverAlt: initial?.coverAlt ?? '',
      published: initial?.published ?? false,
    },
    save: async (values) => {
      await saveAlbum(initial?.id ?? null, {
        title: values.title.trim(),
        description: values.description.trim(),
        date: fromDayText(values.date),
        coverUrl: values.coverUrl.trim(),
        coverAlt: coverAltOf(values.coverUrl, values.coverAlt),
        published: values.published,
      });
    },
    onSaved: (values) => onSaved(savedOutcome(t, { name: values.title.trim(), published: values.published })),
    what: 'the album',
  });
  return (
    <Form onSubmit={submit}>
      <TextField label={t('contentAdmin:fields.title')} error={errors.title} {...register('title')} />
      <TextAreaField
        label={t('contentAdmin:fields.description')}
        error={errors.description}
        {...register('description')}
      />
      <TextField label={t('contentAdmin:fields.date')} type="date" error={errors.date} {...register('date')} />
      <FormImageField control={control} name="coverUrl" label={t('contentAdmin:fields.cover')} purpose="album-photo" />
      <AltTextField error={errors.coverAlt} {...register('coverAlt')} />
      <CheckboxField label={t('contentAdmin:fields.published')} {...register('published')} />
      <FormActions failure={failure} submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}

export default function AlbumsAdmin() {
  const { t } = useTranslation();
  return (
    <CollectionEditor<Album>
      title={t('contentAdmin:sections.albums')}
      load={fetchAllAlbums}
      describe={(album) => ({
        name: album.title,
        meta: `${formatDate(album.date)} · ${t(`contentAdmin:status.${album.published ? 'published' : 'hidden'}`)}`,
      })}
      actions={publishActions<Album>(t, {
        name: (album) => album.title,
        published: (album) => album.published,
        setPublished: setAlbumPublished,
      })}
      remove={deleteAlbum}
      form={(props) => <AlbumForm {...props} />}
      detail={{
        label: t('contentAdmin:photos.open'),
        name: (album) => t('contentAdmin:photos.openItem', { name: album.title }),
        render: (album, close) => <PhotosAdmin album={album} onClose={close} />,
      }}
    />
  );
}
