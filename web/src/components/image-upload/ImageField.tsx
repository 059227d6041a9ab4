import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { CommunityImage } from '@/components/image/CommunityImage';
import { Button } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import formStyles from '@/components/form/form.module.css';
import { useHoldSubmit } from '@/components/form/submit-holds';
import { useTranslation } from '@/i18n/useTranslation';
import { IMAGE_PURPOSES, parseMediaAddress, UPLOAD_LIMITS, type ImagePurpose } from '@/lib/model';
import styles from './image-field.module.css';
import { useRefusalSentence } from './use-refusal-sentence';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_UPLOAD_MEGABYTES,
  refusalBeforeSending,
  uploadImage,
  UploadRefused,
} from './upload-image';

export interface ImageFieldProps {
  label: ReactNode;
  purpose: ImagePurpose;
  /** The image's address ('' for none): an upload's /media/ address or a seeded /community/ path. */
  value: string;
  onChange: (address: string) => void;
  hint?: ReactNode;
  /** The form's own error for the value (a react-hook-form error, its message an i18n key). */
  error?: FieldError | string | undefined;
}

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; file: File; preview: string; fraction: number }
  | { state: 'failed'; file: File; message: string };

/** An address already on the site can still be typed, under a collapsed option. */
export function ImageField({ label, purpose, value, onChange, hint, error }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [dropping, setDropping] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Open at first when the value is an address typed earlier, so it is seen and can be edited.
  const [byAddressOpen] = useState(() => value !== '' && parseMediaAddress(value) === null);

  // Leaving the form stops an upload nobody will attach.
  useEffect(() => () => running.current?.abort(), []);
  // The form's save waits for the upload: saved before it, the form would keep the image it had.
  useHoldSubmit(upload.state === 'uploading' ? t('imageUpload:holdsSave') : null);

  const refusalSentence = useRefusalSentence();

  const start = async (file: File) => {
    running.current?.abort();
    const refusal = refusalBeforeSending(file);
    if (refusal) return setUpload({ state: 'failed', file, message: refusalSentence(refusal) });
    const controller = new AbortController();
    running.current = controller;
    const preview = URL.createObjectURL(file);
    setUpload({ state: 'uploading', file, preview, fraction: 0 });
    try {
      const { address } = await uploadImage(file, purpose, {
        signal: controller.signal,
        onProgress: (fraction) => setUpload((now) => (now.state === 'uploading' ? { ...now, fraction } : now)),
      });
      onChange(address);
      setUpload({ state: 'idle' });
    } catch (caught) {
      if (controller.signal.aborted) return;
      // A refusal is an answer, said in the field; anything else is a fault worth the console.
      if (!(caught instanceof UploadRefused)) console.error('Uploading an image failed', caught);
      setUpload({ state: 'failed', file, message: refusalSentence(caught) });
    } finally {
      URL.revokeObjectURL(preview);
      if (running.current === controller) running.current = null;
    }
  };

  const cancel = () => {
    running.current?.abort();
    setUpload({ state: 'idle' });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  };

  const formError = typeof error === 'string' ? error : error?.message ? t(error.message) : null;
  const message = upload.state === 'failed' ? upload.message : formError;
  const percent = upload.state === 'uploading' ? Math.round(upload.fraction * 100) : 0;
  // Every byte sent, no answer yet: the server is checking the image and making its sizes (seconds
  // for a large phone photo), which "100 %" would not say.
  const processing = upload.state === 'uploading' && upload.fraction >= 1;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
      className={cx(styles.field, dropping && styles.dropping)}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {upload.state === 'uploading' ? (
        <img className={styles.image} src={upload.preview} alt="" />
      ) : value ? (
        <CommunityImage className={styles.image} address={value} alt="" sizes="16rem" />
      ) : (
        <div className={styles.empty}>{t('imageUpload:empty')}</div>
      )}

      {upload.state === 'uploading' && (
        <div className={styles.progress}>
          {processing ? (
            <progress aria-label={t('imageUpload:progress')} aria-valuetext={t('imageUpload:processing')} />
          ) : (
            <progress max={100} value={percent} aria-label={t('imageUpload:progress')} />
          )}
          <span>{processing ? t('imageUpload:processing') : t('imageUpload:uploading', { percent })}</span>
          <Button type="button" variant="secondary" onClick={cancel}>
            {t('imageUpload:cancel')}
          </Button>
        </div>
      )}

      <div className={styles.actions}>
        <input
          id={`${id}-file`}
          className={cx('visually-hidden', styles.input)}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          disabled={upload.state === 'uploading'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so the same file can be chosen again after a refusal.
            event.target.value = '';
            if (file) void start(file);
          }}
        />
        <label htmlFor={`${id}-file`} className={cx(ui.button, styles.choose)} data-variant="primary">
          {value ? t('imageUpload:chooseAnother') : t('imageUpload:choose')}
        </label>
        {upload.state === 'failed' && (
          <Button type="button" variant="secondary" onClick={() => void start(upload.file)}>
            {t('imageUpload:retry')}
          </Button>
        )}
        {value && upload.state !== 'uploading' && (
          <Button type="button" variant="secondary" onClick={() => onChange('')}>
            {t('imageUpload:remove')}
          </Button>
        )}
      </div>

      <p id={`${id}-hint`} className={formStyles.hint}>
        {hint ? <>{hint} </> : null}
        {t('imageUpload:formats', { max: MAX_UPLOAD_MEGABYTES, minSide: IMAGE_PURPOSES[purpose].minSide })}{' '}
        {t('imageUpload:perDay', UPLOAD_LIMITS.perDay)}
      </p>
      {message && (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {message}
        </p>
      )}

      <details className={styles.byAddress} open={byAddressOpen}>
        <summary>{t('imageUpload:byAddress')}</summary>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-address`}>{t('imageUpload:address')}</label>
          <input
            id={`${id}-address`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? `${id}-address-hint ${id}-error` : `${id}-address-hint`}
          />
          <p id={`${id}-address-hint`} className={formStyles.hint}>
            {t('imageUpload:addressHint')}
          </p>
        </div>
      </details>
    </div>
  );
}
