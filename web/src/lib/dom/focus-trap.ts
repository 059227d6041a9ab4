/** What can take focus inside a modal panel. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Call it from the container's keydown handler. */
export function keepTabInside(
  container: HTMLElement | null,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  selector = FOCUSABLE,
): void {
  if (event.key !== 'Tab' || !container) return;
  const focusables = Array.from(container.querySelectorAll<HTMLElement>(selector));
  const first = focusables[0];
  const last = focusables.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
