import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { SaveState } from '@/lib/autosave/autosaver';
import styles from './form.module.css';

/** How often "Saved 12 s ago" is said again while it shows. */
const TICK_MS = 5_000;

/** Between ticks it is older than a save just ended, which reads "Saved just now". */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** The line is not announced (it changes at every pause); the live region says only what the writer must know. */
export function SaveStatus({
  state,
  idle,
  failure,
}: {
  state: SaveState;
  /** The sentence before any edit (what the form does with the writing). */
  idle: string;
  /** Why a save failed, in a sentence (the screen's error table). */
  failure: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const now = useNow(state.kind === 'saved');
  const line = sentence(state, { idle, failure, now, t });
  const announcement = useAnnouncement(state, line, t);
  return (
    <>
      <p className={styles.saveStatus} data-state={state.kind}>
        {line}
      </p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function sentence(
  state: SaveState,
  { idle, failure, now, t }: { idle: string; failure: (error: unknown) => string; now: number; t: Translate },
): string {
  switch (state.kind) {
    case 'idle':
      return idle;
    case 'pending':
    case 'saving':
      return t('common:autosave.saving');
    case 'saved':
      return savedAgo(now - state.at, t);
    case 'offline':
      return t('common:autosave.offline');
    case 'failed':
      return t('common:autosave.failed', { reason: failure(state.error) });
    case 'held':
      return state.reason;
  }
}

function savedAgo(ms: number, t: Translate): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 5) return t('common:autosave.savedJustNow');
  if (seconds < 60) return t('common:autosave.savedSeconds', { count: seconds });
  return t('common:autosave.savedMinutes', { count: Math.round(seconds / 60) });
}

/** Empty otherwise, so nothing is read at every pause; an offline writer's typing is no news. */
function useAnnouncement(state: SaveState, line: string, t: Translate): string {
  const [seen, setSeen] = useState({ state, troubled: false, text: '' });
  if (seen.state === state) return seen.text;
  let { troubled, text } = seen;
  if (state.kind === 'offline' || state.kind === 'failed') {
    troubled = true;
    text = line;
  } else if (state.kind === 'saved' || state.kind === 'held') {
    text = troubled && state.kind === 'saved' ? t('common:autosave.savedAgain') : '';
    troubled = false;
  }
  setSeen({ state, troubled, text });
  return text;
}
