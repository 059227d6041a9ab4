import styles from './form.module.css';

/** The form layout classes (form, actions, check) for forms built from Field.tsx. */
export const formStyles = styles;
