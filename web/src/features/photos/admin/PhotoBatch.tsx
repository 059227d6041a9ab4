import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { TextField, formStyles, FormError } from '@/components/form';
import { Button } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_UPLOAD_MEGABYTES,
  refusalBeforeSending,
  uploadImage,
  UploadRefused,
} from '@/components/image-upload/upload-image';
import fieldStyles from '@/components/image-upload/image-field.module.css';
import { useRefusalSentence } from '@/components/image-upload/use-refusal-sentence';
import { useTranslation } from '@/i18n/useTranslation';
import { IMAGE_PURPOSES, UPLOAD_LIMITS } from '@/lib/model';
import { addPhoto } from '@/features/photos/api/albums';
import type { Album } from '@/features/photos/api/album';
import styles from './photo-batch.module.css';

/** Uploads running at once: two keep the line busy without one admin's batch taking all of it. */
export const BATCH_UPLOADS_AT_ONCE = 2;

/** One chosen file, from its choice to its photo document. */
type Row = {
  key: number;
  file: File;
  /** An object URL of the file, '' for a file refused before sending (nothing to show). */
  preview: string;
  state: 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'refused';
  fraction: number;
  /** The upload's address once uploaded. */
  address: string;
  /** Why the upload failed or was refused, or why the row was not saved. */
  message: string;
  alt: string;
  caption: string;
  /** The alt text's error (an i18n key), set by Save. */
  altError: string;
};

const altProblem = (alt: string): string => {
  const length = alt.trim().length;
  if (length < UPLOAD_LIMITS.alt.min) return 'imageUpload:validation.alt';
  return length > UPLOAD_LIMITS.alt.max ? 'imageUpload:validation.altLong' : '';
};

/**
 * Up to UPLOAD_LIMITS.perBatch files, BATCH_UPLOADS_AT_ONCE at a time; a row that cannot be saved stays, with what was
 * typed and why.
 */
export function PhotoBatch({ album, room, onSaved }: { album: Album; room: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [choiceMessage, setChoiceMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A sentence for the live region beside the upload count (the save's outcome); cleared as uploads move on.
  const [notice, setNotice] = useState('');
  const [dropping, setDropping] = useState(false);
  const nextKey = useRef(0);
  const running = useRef(new Map<number, AbortController>());
  const previews = useRef(new Set<string>());

  const update = (key: number, change: Partial<Row> | ((row: Row) => Partial<Row>)) =>
    setRows((now) =>
      now.map((row) => (row.key === key ? { ...row, ...(typeof change === 'function' ? change(row) : change) } : row)),
    );

  // Leaving the batch stops its uploads and lets go of its previews.
  useEffect(
    () => () => {
      running.current.forEach((controller) => controller.abort());
      previews.current.forEach((preview) => URL.revokeObjectURL(preview));
    },
    [],
  );

  const refusalSentence = useRefusalSentence();

  const send = async (row: Row) => {
    if (running.current.has(row.key)) return;
    const controller = new AbortController();
    running.current.set(row.key, controller);
    update(row.key, { state: 'uploading', fraction: 0, message: '' });
    try {
      const { address } = await uploadImage(row.file, 'album-photo', {
        signal: controller.signal,
        onProgress: (fraction) => update(row.key, (now) => (now.state === 'uploading' ? { fraction } : {})),
      });
      update(row.key, { state: 'uploaded', fraction: 1, address });
      setNotice('');
    } catch (caught) {
      if (controller.signal.aborted) return;
      if (!(caught instanceof UploadRefused)) console.error('Uploading a photo failed', caught);
      update(row.key, { state: 'failed', message: refusalSentence(caught) });
    } finally {
      running.current.delete(row.key);
    }
  };

  // The queue: waiting rows start, in their order, while fewer than BATCH_UPLOADS_AT_ONCE run.
  useEffect(() => {
    const free = BATCH_UPLOADS_AT_ONCE - rows.filter((row) => row.state === 'uploading').length;
    rows
      .filter((row) => row.state === 'waiting')
      .slice(0, Math.max(free, 0))
      .forEach((row) => void send(row));
    // send only reads the row it is given; the queue moves when the rows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);

  // Progress and completion for the live region: it speaks when the count or the notice changes.
  const uploaded = rows.filter((row) => row.state === 'uploaded').length;
  const sending = rows.some((row) => row.state === 'waiting' || row.state === 'uploading');
  // Files refused before sending are not counted: they never upload.
  const total = rows.filter((row) => row.state !== 'refused').length;
  const count =
    total === 0
      ? ''
      : t(`contentAdmin:photos.batch.${sending ? 'uploadingCount' : 'uploadedCount'}`, { done: uploaded, total });
  const announcement = notice || count;

  const preview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };
  const letGo = (url: string) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const limit = Math.min(UPLOAD_LIMITS.perBatch, room);
  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const chosen = rows.length + files.length;
    if (chosen > limit) {
      setChoiceMessage(
        limit < UPLOAD_LIMITS.perBatch
          ? t('contentAdmin:photos.batch.noRoom', { max: limit, count: chosen })
          : t('contentAdmin:photos.batch.tooMany', { max: limit, count: chosen }),
      );
      return;
    }
    setChoiceMessage('');
    setFailure(null);
    setNotice('');
    const added = files.map((file): Row => {
      const refusal = refusalBeforeSending(file);
      return {
        key: nextKey.current++,
        file,
        preview: refusal ? '' : preview(file),
        state: refusal ? 'refused' : 'waiting',
        fraction: 0,
        address: '',
        message: refusal ? refusalSentence(refusal) : '',
        alt: '',
        caption: '',
        altError: '',
      };
    });
    setRows((now) => [...now, ...added]);
  };

  const cancel = (row: Row) => {
    running.current.get(row.key)?.abort();
    update(row.key, { state: 'failed', message: t('contentAdmin:photos.batch.cancelled') });
  };

  const remove = (row: Row) => {
    running.current.get(row.key)?.abort();
    letGo(row.preview);
    setRows((now) => now.filter((each) => each.key !== row.key));
  };

  const save = async () => {
    setFailure(null);
    // Every uploaded photo needs its alt text before any is saved: the batch keeps its order.
    const altErrorOf = (row: Row) => (row.state === 'uploaded' ? altProblem(row.alt) : '');
    // Marked on the rows as they are when the state updates: an upload may finish meanwhile.
    setRows((now) => now.map((row) => ({ ...row, altError: altErrorOf(row) })));
    if (rows.some((row) => altErrorOf(row))) {
      setNotice(t('contentAdmin:photos.batch.altMissing'));
      return;
    }
    if (sending) {
      setFailure(t('contentAdmin:photos.batch.stillUploading'));
      return;
    }
    const ready = rows.filter((row) => row.state === 'uploaded');
    if (ready.length === 0) {
      setFailure(t('contentAdmin:photos.batch.nothingToSave'));
      return;
    }
    setSaving(true);
    let saved = 0;
    try {
      for (const row of ready) {
        await addPhoto(album.id, {
          imageUrl: row.address,
          alt: row.alt.trim(),
          caption: row.caption.trim(),
          credit: '',
          date: album.date ?? new Date(),
        });
        saved += 1;
        letGo(row.preview);
        setRows((now) => now.filter((each) => each.key !== row.key));
      }
    } catch (caught) {
      console.error('Saving a batch of photos failed', caught);
      setFailure(t('contentAdmin:photos.batch.saveFailed', { saved }));
    } finally {
      setSaving(false);
    }
    if (saved > 0) {
      setNotice(t('contentAdmin:photos.batch.saved', { count: saved }));
      onSaved();
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    choose(Array.from(event.dataTransfer.files));
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.batch}>
      <h4 id={`${id}-title`}>{t('contentAdmin:photos.batch.title')}</h4>
      <div
        className={cx(fieldStyles.field, dropping && fieldStyles.dropping)}
        onDragOver={(event) => {
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
      >
        <input
          id={`${id}-files`}
          className={cx('visually-hidden', fieldStyles.input)}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES}
          aria-describedby={choiceMessage ? `${id}-hint ${id}-choice` : `${id}-hint`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared, so the same files can be chosen again.
            event.target.value = '';
            choose(files);
          }}
        />
        <label htmlFor={`${id}-files`} className={cx(ui.button, fieldStyles.choose)} data-variant="primary">
          {t('contentAdmin:photos.batch.choose')}
        </label>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('contentAdmin:photos.batch.hint', {
            max: limit,
            megabytes: MAX_UPLOAD_MEGABYTES,
            minSide: IMAGE_PURPOSES['album-photo'].minSide,
            perDay: UPLOAD_LIMITS.perDay.admin,
          })}
        </p>
        {choiceMessage && (
          <p id={`${id}-choice`} className={formStyles.error} role="alert">
            {choiceMessage}
          </p>
        )}
      </div>

      {rows.length > 0 && (
        <ol className={styles.rows}>
          {rows.map((row) => (
            <BatchRow
              key={row.key}
              row={row}
              disabled={saving}
              onChange={(change) => update(row.key, change)}
              onCancel={() => cancel(row)}
              onRetry={() => {
                setNotice('');
                update(row.key, { state: 'waiting', fraction: 0, message: '' });
              }}
              onRemove={() => remove(row)}
            />
          ))}
        </ol>
      )}

      <p role="status">{announcement}</p>
      <FormError message={failure} />
      {rows.length > 0 && (
        <div className={formStyles.actions}>
          <Button type="button" onClick={() => void save()} disabled={saving}>
            {t('contentAdmin:photos.batch.save')}
          </Button>
        </div>
      )}
    </section>
  );
}

function BatchRow({
  row,
  disabled,
  onChange,
  onCancel,
  onRetry,
  onRemove,
}: {
  row: Row;
  disabled: boolean;
  onChange: (change: Partial<Row>) => void;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = row.file.name;
  const retryLabel = t('contentAdmin:photos.batch.retryItem', { name });
  const removeLabel = t('contentAdmin:photos.batch.removeItem', { name });
  const percent = Math.round(row.fraction * 100);
  return (
    <li className={styles.row} aria-labelledby={`${id}-name`}>
      {row.preview ? (
        <img className={fieldStyles.image} src={row.preview} alt="" />
      ) : (
        <div className={fieldStyles.empty} />
      )}
      <div className={styles.fields}>
        <p id={`${id}-name`} className={styles.name}>
          {name}
        </p>
        {row.state === 'waiting' && <p className={formStyles.hint}>{t('contentAdmin:photos.batch.waiting')}</p>}
        {row.state === 'uploading' && (
          <div className={fieldStyles.progress}>
            <progress max={100} value={percent} aria-label={t('contentAdmin:photos.batch.progress', { name })} />
            <span>{t('imageUpload:uploading', { percent })}</span>
            <Button
              type="button"
              variant="secondary"
              onClick={onCancel}
              aria-label={t('contentAdmin:photos.batch.cancelItem', { name })}
            >
              {t('imageUpload:cancel')}
            </Button>
          </div>
        )}
        {row.state === 'uploaded' && <p className={formStyles.hint}>{t('contentAdmin:photos.batch.uploaded')}</p>}
        {row.message && (
          <p className={formStyles.error} role="alert">
            {row.message}
          </p>
        )}
        {row.state !== 'refused' && (
          <>
            <TextField
              label={t('contentAdmin:photos.batch.alt', { name })}
              hint={t('imageUpload:altHint')}
              error={row.altError ? t(row.altError, { ...UPLOAD_LIMITS.alt }) : undefined}
              value={row.alt}
              disabled={disabled}
              onChange={(event) => onChange({ alt: event.target.value, altError: '' })}
            />
            <TextField
              label={t('contentAdmin:photos.batch.caption', { name })}
              value={row.caption}
              maxLength={300}
              disabled={disabled}
              onChange={(event) => onChange({ caption: event.target.value })}
            />
          </>
        )}
        <div className={fieldStyles.actions}>
          {row.state === 'failed' && (
            <Button type="button" variant="secondary" onClick={onRetry} disabled={disabled} aria-label={retryLabel}>
              {t('imageUpload:retry')}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={onRemove} disabled={disabled} aria-label={removeLabel}>
            {t('contentAdmin:photos.batch.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
