import { useTranslation } from '@/i18n/useTranslation';
import { MAX_UPLOAD_MEGABYTES, UploadRefused } from './upload-image';

/** The codes whose sentence the form says itself; any other refusal is in the server's words. */
const OWN_SENTENCES = new Set(['not-image', 'too-large', 'network']);

/** Why an upload gave no image, as the person who chose the file reads it (ImageField, an album's batch). */
export function useRefusalSentence(): (caught: unknown) => string {
  const { t } = useTranslation();
  return (caught) => {
    if (caught instanceof UploadRefused) {
      return OWN_SENTENCES.has(caught.code)
        ? t(`imageUpload:errors.${caught.code}`, { max: MAX_UPLOAD_MEGABYTES })
        : caught.message;
    }
    return t('imageUpload:errors.default');
  };
}
