import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ImageField, type ImageFieldProps } from './ImageField';

interface FormImageFieldProps<T extends FieldValues> extends Omit<ImageFieldProps, 'value' | 'onChange' | 'error'> {
  control: Control<T>;
  /** The form's field that holds the image's address (a string). */
  name: FieldPathByValue<T, string>;
}

/** An ImageField bound to a react-hook-form field: its value, its changes and its error. */
export function FormImageField<T extends FieldValues>({ control, name, ...field }: FormImageFieldProps<T>) {
  const { field: bound, fieldState } = useController({ control, name });
  return <ImageField {...field} value={bound.value} onChange={bound.onChange} error={fieldState.error} />;
}
