import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui';

/** How long typing pauses before the search runs: one query when a word is typed, not one per key. */
export const LIVE_SEARCH_DELAY_MS = 400;

/**
 * Every list's search box and /search's: the query lives in the address, so a search can be shared and Back returns to
 * it. It searches as typing pauses and at once on Enter. A search begun adds one history entry, so Back returns to the
 * list as it was; refining it replaces that entry, so Back never steps through the keystrokes.
 * Read the query with useSearchQuery. Why one box: docs/decisions/0124-one-search.md
 */
export function SearchForm({ label, hint, param = 'q' }: { label: string; hint?: string; param?: string }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get(param)?.trim() ?? '';
  const [draft, setDraft] = useState(query);
  // The address changed under the box (Back, a link): show its search (derived during render),
  // unless it is what the box holds already (a live search, its spaces kept as typed).
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    if (draft.trim() !== query) setDraft(query);
  }

  const search = (text: string, { replace }: { replace: boolean }) => {
    const next = new URLSearchParams(params);
    if (text.trim()) next.set(param, text.trim());
    else next.delete(param);
    setParams(next, { replace });
  };

  // The typed text not yet searched, searched once it stays the same for a moment.
  const pending = draft.trim() !== query ? draft : null;
  const searchTyped = useEffectEvent((text: string) => search(text, { replace: query !== '' }));
  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => searchTyped(pending), LIVE_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft, { replace: query !== '' });
  };

  return (
    <form role="search" onSubmit={submit}>
      <div className={styles.toolbar}>
        {/* The hint goes under the row, not under the field, so the button lines up with the box. */}
        <TextField
          label={label}
          type="search"
          name={param}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
        />
        <Button type="submit">{t('common:search.submit')}</Button>
      </div>
      {hint && (
        <p id={hintId} className={styles.count}>
          {hint}
        </p>
      )}
    </form>
  );
}
