import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useAction, type ActionOptions } from '@/lib/actions/use-action';
import { errorFacts, type ErrorKeys } from '@/lib/errors/error-message';

interface SubmitFormOptions<Values extends FieldValues> {
  /** The form's validation, e.g. `zodResolver(schema)` or a lazyResolver's. */
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Writes the validated values; a rejection keeps the input and shows the failure message. */
  save: (values: Values) => Promise<void>;
  /** After the save, with what was saved (for the toast that says what became of it). */
  onSaved?: (values: Values) => void;
  /** What is saved, for the console when it fails ("the album"). */
  what: string;
  /** The failure's sentence by error code (default: the admin forms' "could not be saved"). */
  failure?: ErrorKeys;
  /** Values of that sentence (a limit's `max`). */
  values?: ActionOptions<[Values], void>['values'];
  /** Their sentence is said by that field, as a validation message is. */
  failureFields?: Readonly<Record<string, Path<Values>>>;
}

const SAVE_FAILED: ErrorKeys = { default: 'common:forms.saveFailed' };

/** Keeps everything typed on failure (FormActions shows it). */
export function useSubmitForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  save,
  onSaved,
  what,
  failure = SAVE_FAILED,
  values,
  failureFields,
}: SubmitFormOptions<Values>) {
  const form = useForm<Values>({ resolver, defaultValues });
  const saving = useAction(
    async (input: Values) => {
      await save(input);
      onSaved?.(input);
    },
    {
      what: `Saving ${what}`,
      failure,
      ...(values ? { values } : {}),
      onFailure: ({ key, error }) => {
        const field = failureFields?.[errorFacts(error).code];
        // The field shows its error's message as an i18n key, as it does the resolver's.
        if (field) form.setError(field, { type: 'save', message: key }, { shouldFocus: true });
        return field !== undefined;
      },
    },
  );
  const submit = form.handleSubmit(async (input) => {
    await saving.run(input);
  });
  return {
    register: form.register,
    control: form.control,
    reset: form.reset,
    errors: form.formState.errors,
    isSubmitting: form.formState.isSubmitting,
    submit,
    failure: saving.error,
  };
}
