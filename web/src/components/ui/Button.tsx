import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from './cx';
import styles from './ui.module.css';

type Variant = 'primary' | 'secondary';

/** A real <button> (type="button" unless told otherwise). */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button {...props} type={type} data-variant={variant} className={cx(styles.button, className)} />;
}

/** A link that looks like a button, for navigation (a router <Link>). */
export function LinkButton({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...props} data-variant={variant} className={cx(styles.button, className)} />;
}
