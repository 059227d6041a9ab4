import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui';

/** How long typing pauses before a `live` search runs. */
export const LIVE_SEARCH_DELAY_MS = 400;

/**
 * The query lives in the address, so a search can be shared and Back returns to it; it searches on submit, not at each
 * key (each is a Firestore query). `live` also searches as typing pauses.
 */
export function SearchForm({
  label,
  hint,
  param = 'q',
  live = false,
}: {
  label: string;
  hint?: string;
  param?: string;
  live?: boolean;
}) {
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

  // Live: the typed text not yet searched, searched once it stays the same for a moment.
  const pending = live && draft.trim() !== query ? draft : null;
  const searchTyped = useEffectEvent((text: string) => search(text, { replace: true }));
  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => searchTyped(pending), LIVE_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft, { replace: live });
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
