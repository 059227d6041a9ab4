/** The form kit every form of the site is built from (see Field.tsx). */
export {
  CheckboxField,
  FieldGroup,
  FormError,
  FormNote,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from './Field';
export { Form } from './Form';
export { FormActions } from './FormActions';
export { SubmitButton, SubmitHoldNote } from './SubmitButton';
export { useHoldSubmit } from './submit-holds';
export { useSubmitForm } from './useSubmitForm';
export { default as formStyles } from './form.module.css';
