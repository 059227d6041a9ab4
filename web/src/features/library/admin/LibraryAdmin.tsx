import { zodResolver } from '@hookform/resolvers/zod';
import { AltTextField } from '@/components/image-upload/AltTextField';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { useTranslation } from '@/i18n/useTranslation';
import { z } from 'zod/mini';
import { CollectionEditor, type EditorFormProps } from '@/components/collection-editor/CollectionEditor';
import { coverAltOf } from '@/lib/forms/cover-alt';
import { coverFields, coverHasAlt, optionalUrl, text, yearText } from '@/lib/forms/schema-helpers';
import { orderedBy, queryPage, type Cursor } from '@/lib/firebase/load-firestore';
import { deleteLibraryItem, saveLibraryItem } from '@/features/library/api/library';
import { LIBRARY_CATEGORIES, libraryItemFromSnapshot, type LibraryItem } from '@/features/library/api/library-item';
import { COLLECTIONS } from '@/lib/model';
import { Form, FormActions, SelectField, TextAreaField, TextField, useSubmitForm } from '@/components/form';

const schema = z
  .object({
    title: text({ min: 1, max: 200 }, 'contentAdmin:validation.title'),
    author: text({ min: 1, max: 120 }, 'contentAdmin:validation.author'),
    year: yearText(true),
    description: text({ min: 0, max: 2000 }, 'contentAdmin:validation.required'),
    ...coverFields,
    linkUrl: optionalUrl,
    category: z.enum(LIBRARY_CATEGORIES, 'contentAdmin:validation.required'),
  })
  .check(coverHasAlt);
type Values = z.infer<typeof schema>;

const loadAll = (after: Cursor | null) =>
  queryPage(orderedBy(COLLECTIONS.libraryItems, 'title'), 20, after, libraryItemFromSnapshot);

function LibraryItemForm({ initial, onSaved, onCancel }: EditorFormProps<LibraryItem>) {
  const { t } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: initial?.title ?? '',
      author: initial?.author ?? '',
      year: initial?.year === null || initial === undefined ? '' : String(initial.year),
      description: initial?.description ?? '',
      coverUrl: initial?.coverUrl ?? '',
      coverAlt: initial?.coverAlt ?? '',
      linkUrl: initial?.linkUrl ?? '',
      category: initial?.category ?? 'fiction',
    },
    save: async (values) => {
      await saveLibraryItem(initial?.id ?? null, {
        ...values,
        title: values.title.trim(),
        author: values.author.trim(),
        description: values.description.trim(),
        coverAlt: coverAltOf(values.coverUrl, values.coverAlt),
        year: values.year.trim() === '' ? null : Number(values.year),
      });
    },
    onSaved: () => onSaved(),
    what: 'the library item',
  });
  return (
    <Form onSubmit={submit}>
      <TextField label={t('contentAdmin:fields.title')} error={errors.title} {...register('title')} />
      <TextField label={t('contentAdmin:fields.author')} error={errors.author} {...register('author')} />
      <TextField label={t('contentAdmin:fields.year')} inputMode="numeric" error={errors.year} {...register('year')} />
      <SelectField label={t('contentAdmin:fields.category')} error={errors.category} {...register('category')}>
        {LIBRARY_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`library:categories.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('contentAdmin:fields.description')}
        error={errors.description}
        {...register('description')}
      />
      <FormImageField
        control={control}
        name="coverUrl"
        label={t('contentAdmin:fields.cover')}
        purpose="library-cover"
      />
      <AltTextField error={errors.coverAlt} {...register('coverAlt')} />
      <TextField label={t('contentAdmin:fields.link')} error={errors.linkUrl} {...register('linkUrl')} />
      <FormActions failure={failure} submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}

/** Admin section: library items (create, edit, delete). */
export default function LibraryAdmin() {
  const { t } = useTranslation();
  return (
    <CollectionEditor<LibraryItem>
      title={t('contentAdmin:sections.library')}
      load={loadAll}
      describe={(item) => ({ name: item.title, meta: `${item.author} · ${t(`library:categories.${item.category}`)}` })}
      remove={deleteLibraryItem}
      form={(props) => <LibraryItemForm {...props} />}
    />
  );
}
