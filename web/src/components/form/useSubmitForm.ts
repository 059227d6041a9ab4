import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';

interface SubmitFormOptions<Values extends FieldValues> {
  /** The form's validation, e.g. `zodResolver(schema)` or a lazyResolver's. */
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Writes the validated values; a rejection keeps the input and shows the failure message. */
  save: (values: Values) => Promise<void>;
  onSaved?: () => void;
  /** What is saved, for the console when it fails ("the album"). */
  what: string;
  /** The sentence shown when saving failed (default: the admin forms' "could not be saved"). */
  failureMessage?: (error: unknown) => string;
}

/**
 * The submit cycle every form shares: validate, save, then onSaved; or keep everything typed and
 * show the failure (FormActions renders it).
 */
export function useSubmitForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  save,
  onSaved,
  what,
  failureMessage,
}: SubmitFormOptions<Values>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      onSaved?.();
    } catch (error) {
      console.error(`Saving ${what} failed`, error);
      setFailure(failureMessage ? failureMessage(error) : t('contentAdmin:saveFailed'));
    }
  });
  return {
    register: form.register,
    control: form.control,
    reset: form.reset,
    errors: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    submit,
    failure,
  };
}
