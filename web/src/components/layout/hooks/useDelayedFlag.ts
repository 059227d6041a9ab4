import { useEffect, useState } from 'react';

/** Becomes true `delayMs` after `on` turns true, and false at once when `on` turns false. */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = window.setTimeout(() => setDelayed(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setDelayed(false);
    };
  }, [on, delayMs]);
  return on && delayed;
}
