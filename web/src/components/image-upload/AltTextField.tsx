import type { ComponentProps } from 'react';
import { TextField } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';
import { UPLOAD_LIMITS } from '@/lib/model';

/**
 * An image's alt text, asked right under its image field: the hint says why, and the error names
 * the limits (UPLOAD_LIMITS.alt), as the form's schema (altText, coverHasAlt) words them.
 */
export function AltTextField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'errorValues'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('imageUpload:alt')}
      hint={t('imageUpload:altHint')}
      errorValues={{ min: UPLOAD_LIMITS.alt.min, max: UPLOAD_LIMITS.alt.max }}
      {...props}
    />
  );
}
