import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui';

/**
 * A search box whose query lives in the address (`?q=…`, the page's other parameters kept), so a
 * search can be shared and Back returns to the previous one. It searches when submitted (Enter or
 * the button), not at each key: each search is a query to Firestore. What the visitor typed stays in
 * the box whatever the result; Back puts the box back to that search.
 */
export function SearchForm({ label, hint, param = 'q' }: { label: string; hint?: string; param?: string }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get(param)?.trim() ?? '';
  const [draft, setDraft] = useState(query);
  // The address changed under the box (Back, a link): show its search (derived during render).
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setDraft(query);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (draft.trim()) next.set(param, draft.trim());
    else next.delete(param);
    setParams(next);
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
