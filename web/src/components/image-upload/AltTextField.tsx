import type { ComponentProps } from 'react';
import { TextField } from '@/components/form';
import { useTranslation } from '@/i18n/useTranslation';
import { UPLOAD_LIMITS } from '@/lib/model';

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
