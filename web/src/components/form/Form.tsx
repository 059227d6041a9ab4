import type { FormHTMLAttributes } from 'react';
import { cx } from '@/components/ui/cx';
import styles from './form.module.css';

/**
 * A form of the site: the kit's layout, named for assistive technology by `label`, and without the
 * browser's own validation bubbles (each field shows the schema's message, Field.tsx).
 */
export function Form({
  label,
  className,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'aria-label'> & { label?: string }) {
  return <form className={cx(styles.form, className)} noValidate aria-label={label} {...props} />;
}
