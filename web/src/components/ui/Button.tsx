import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '@/lib/react/use-hydrated';
import { cx } from './cx';
import styles from './ui.module.css';

type Variant = 'primary' | 'secondary';

/**
 * A submit button, or one with an onClick, stays disabled until React has hydrated: before that a prerendered form
 * would submit the browser's way, a GET with every field (the password too) in the address.
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const hydrated = useHydrated();
  const needsCode = type === 'submit' || props.onClick !== undefined;
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || (needsCode && !hydrated)}
      data-variant={variant}
      className={cx(styles.button, className)}
    />
  );
}

/** A link that looks like a button, for navigation (a router <Link>). */
export function LinkButton({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...props} data-variant={variant} className={cx(styles.button, className)} />;
}
