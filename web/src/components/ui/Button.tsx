import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from '@/lib/react/use-hydrated';
import { cx } from './cx';
import styles from './ui.module.css';

type Variant = 'primary' | 'secondary';

/**
 * A real <button> (type="button" unless told otherwise).
 *
 * A submit button stays disabled until React has hydrated the page. A prerendered form (sign-in,
 * contact) is on screen before its handlers are attached, and a click, or Enter in a field, would
 * submit it the browser's way: a GET of the same page with every field, the password too, in the
 * address, and what was typed gone with the reload. A disabled default button blocks both.
 * A button with an action of its own (onClick) waits too: before hydration its click is lost
 * without a word ("Continue with Google" on a slow phone).
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
