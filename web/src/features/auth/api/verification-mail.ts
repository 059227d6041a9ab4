/** Firebase refuses bursts (auth/too-many-requests); sessionStorage keeps the wait over a reload. */
export const RESEND_WAIT_SECONDS = 60;

const key = (uid: string) => `voa:verification-mail:${uid}`;

/** Who shows the sending time (the notice, for useSyncExternalStore): told when a mail goes out. */
const listeners = new Set<() => void>();

export function onVerificationSent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markVerificationSent(uid: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(key(uid), String(now));
  } catch {
    // Storage refused (private mode): the wait is only a courtesy; Firebase still limits.
  }
  for (const listener of listeners) listener();
}

/** When the mail was last sent from this tab, or null. */
export function verificationSentAt(uid: string): number | null {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(key(uid));
  } catch {
    return null;
  }
  const sent = Number(stored);
  return stored !== null && Number.isFinite(sent) ? sent : null;
}

/** Whole seconds until another mail may be sent from this tab (0: now). */
export function secondsUntilResend(uid: string, now = Date.now()): number {
  const sent = verificationSentAt(uid);
  if (sent === null) return 0;
  return Math.max(0, Math.ceil((sent + RESEND_WAIT_SECONDS * 1000 - now) / 1000));
}
