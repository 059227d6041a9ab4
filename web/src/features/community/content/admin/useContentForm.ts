import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/useTranslation';

interface ContentFormOptions<Values extends FieldValues> {
  /** The form's validation, e.g. `zodResolver(schema)`. */
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Writes the validated values; a rejection keeps the input and shows the failure message. */
  save: (values: Values) => Promise<void>;
  onSaved: () => void;
  /** What is saved, for the console when it fails ("the album"). */
  what: string;
}

/**
 * The admin sections' create/edit forms share this: validate, save, report "Saved." through
 * onSaved or keep everything typed and show the failure (AdminFormFooter renders it).
 */
export function useContentForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  save,
  onSaved,
  what,
}: ContentFormOptions<Values>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver, defaultValues });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      onSaved();
    } catch (error) {
      console.error(`Saving ${what} failed`, error);
      setFailure(t('contentAdmin:saveFailed'));
    }
  });
  return { register, errors: formState.errors, isSubmitting: formState.isSubmitting, submit, failure };
}
