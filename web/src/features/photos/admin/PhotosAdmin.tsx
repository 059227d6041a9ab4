import type { EditorFormProps } from '@/components/collection-editor/CollectionEditor';
import { AltTextField } from '@/components/image-upload/AltTextField';
import { FormImageField } from '@/components/image-upload/FormImageField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { z } from 'zod/mini';
import { Button } from '@/components/ui';
import { CollectionEditor, type EditorAction } from '@/components/collection-editor/CollectionEditor';
import { altText, dayText, fromDayText, requiredImageUrl, text, toDayText } from '@/lib/forms/schema-helpers';
import { movePhoto, type Album, type Photo } from '@/features/photos/api/album';
import {
  addPhoto,
  deletePhoto,
  fetchPhotos,
  PHOTOS_CAP,
  reorderPhotos,
  updatePhoto,
} from '@/features/photos/api/albums';
import { formatDate } from '@/i18n/format';
import { photoName } from '@/lib/model';
import { PhotoBatch } from './PhotoBatch';
import { Form, FormActions, TextField, useSubmitForm } from '@/components/form';

/** The photo fields as firestore.rules (isValidPhoto) checks them; messages are i18n keys. */
const schema = z.object({
  imageUrl: requiredImageUrl,
  alt: altText,
  // Optional: a photo without one is named by its alt text (photoName).
  caption: text({ min: 0, max: 300 }, 'contentAdmin:validation.caption'),
  credit: text({ min: 0, max: 120 }, 'contentAdmin:validation.required'),
  date: dayText,
});
type Values = z.infer<typeof schema>;

function PhotoForm({
  albumId,
  defaultDate,
  initial,
  onSaved,
  onCancel,
}: EditorFormProps<Photo> & {
  albumId: string;
  /** A new photo's date until changed: the album's. */
  defaultDate: Date | null;
}) {
  const { t } = useTranslation();
  const { register, control, errors, isSubmitting, submit, failure } = useSubmitForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      imageUrl: initial?.imageUrl ?? '',
      alt: initial?.alt ?? '',
      caption: initial?.caption ?? '',
      credit: initial?.credit ?? '',
      date: toDayText(initial ? initial.date : defaultDate),
    },
    save: async (values) => {
      const input = {
        imageUrl: values.imageUrl.trim(),
        alt: values.alt.trim(),
        caption: values.caption.trim(),
        credit: values.credit.trim(),
        date: fromDayText(values.date),
      };
      if (initial) await updatePhoto(albumId, initial.id, input);
      else await addPhoto(albumId, input);
    },
    onSaved: () => onSaved(),
    what: 'the photo',
  });
  return (
    <Form onSubmit={submit}>
      <FormImageField control={control} name="imageUrl" label={t('contentAdmin:fields.image')} purpose="album-photo" />
      <AltTextField error={errors.alt} {...register('alt')} />
      <TextField label={t('contentAdmin:fields.caption')} error={errors.caption} {...register('caption')} />
      <TextField label={t('contentAdmin:fields.credit')} error={errors.credit} {...register('credit')} />
      <TextField label={t('contentAdmin:fields.date')} type="date" error={errors.date} {...register('date')} />
      <FormActions failure={failure} submitting={isSubmitting} onCancel={onCancel} />
    </Form>
  );
}

/** Moving rewrites the orders that differ from 0, 1, 2…. */
export function PhotosAdmin({ album, onClose }: { album: Album; onClose: () => void }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  // Bumped after a batch is saved: the list below is loaded again, with the new photos.
  const [listVersion, setListVersion] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the album list: focus moves here, so keyboard and screen reader users follow.
  useEffect(() => heading.current?.focus(), []);

  const load = useCallback(
    // One query of up to PHOTOS_CAP photos: reordering needs the whole album in view.
    async () => {
      const photos = await fetchPhotos(album.id);
      setCount(photos.length);
      return { items: photos, next: null };
    },
    [album.id],
  );

  const move = (step: -1 | 1): EditorAction<Photo> => {
    const way = step < 0 ? 'Up' : 'Down';
    return {
      label: () => t(`contentAdmin:photos.move${way}`),
      name: (photo) => t(`contentAdmin:photos.move${way}Item`, { name: photoName(photo) }),
      done: (photo) => t(`contentAdmin:photos.moved${way}`, { name: photoName(photo) }),
      show: (photo, photos) => {
        const index = photos.findIndex((each) => each.id === photo.id);
        return step < 0 ? index > 0 : index < photos.length - 1;
      },
      run: (photo, photos) => reorderPhotos(album.id, movePhoto(photos, photo.id, step), photo),
    };
  };

  const full = count >= PHOTOS_CAP;
  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        {t('contentAdmin:photos.title', { album: album.title })}
      </h3>
      <p>
        <Button variant="secondary" onClick={onClose}>
          {t('contentAdmin:photos.back')}
        </Button>
      </p>
      {full && <p>{t('contentAdmin:photos.full', { max: PHOTOS_CAP })}</p>}
      <PhotoBatch
        album={album}
        room={Math.max(PHOTOS_CAP - count, 0)}
        onSaved={() => setListVersion((version) => version + 1)}
      />
      <CollectionEditor<Photo>
        key={listVersion}
        title={t('contentAdmin:photos.title', { album: album.title })}
        headingLevel={4}
        newLabel={t('contentAdmin:photos.add')}
        canCreate={!full}
        load={load}
        describe={(photo) => ({
          name: photoName(photo),
          meta: [formatDate(photo.date), photo.credit ? t('contentAdmin:photos.credit', { credit: photo.credit }) : '']
            .filter(Boolean)
            .join(' · '),
          image: photo.imageUrl,
        })}
        actions={[move(-1), move(1)]}
        remove={(photo) => deletePhoto(album.id, photo)}
        form={(props) => <PhotoForm albumId={album.id} defaultDate={album.date} {...props} />}
      />
    </div>
  );
}
