import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui';
import styles from '../content.module.css';
import type { Cursor, Page } from '../firestore';
import { ListState, LoadMore } from '../ListState';
import { usePagedList } from '../use-paged-list';

export interface AdminAction<T> {
  label: (item: T) => string;
  /** The toast shown when it worked. */
  done: string;
  run: (item: T) => Promise<void>;
  show?: (item: T) => boolean;
}

/**
 * The admin list of one collection: items a page at a time, each with edit, its own actions
 * (publish, approve…) and delete behind a confirmation; "New" opens the same form empty.
 * `form` renders the collection's form; it calls onSaved after a successful save, optionally with
 * the toast to show instead of "Saved." (e.g. "Published.").
 */
export function CollectionAdmin<T extends { id: string }>({
  title,
  load,
  describe,
  actions = [],
  remove,
  form,
  canCreate = true,
}: {
  title: string;
  load: (after: Cursor | null) => Promise<Page<T>>;
  describe: (item: T) => { name: string; meta: string };
  actions?: AdminAction<T>[];
  remove: (item: T) => Promise<void>;
  form: (props: { initial: T | undefined; onSaved: (message?: string) => void; onCancel: () => void }) => ReactNode;
  canCreate?: boolean;
}) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  // A new fetch function (version) reloads the list from the first page after any change.
  const fetch = useCallback((after: Cursor | null) => load(after), [load, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = usePagedList(fetch);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = () => setVersion((n) => n + 1);
  const perform = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
      reload();
    } catch (error) {
      console.error('Admin action failed', error);
      toast.error(t('contentAdmin:failed'));
    } finally {
      setBusy(false);
    }
  };

  if (editing !== null) {
    return (
      <div>
        <h3>
          {editing === 'new'
            ? t('contentAdmin:newIn', { title })
            : t('contentAdmin:editing', { name: describe(editing).name })}
        </h3>
        {form({
          initial: editing === 'new' ? undefined : editing,
          onSaved: (message) => {
            toast.success(message ?? t('contentAdmin:saved'));
            setEditing(null);
            reload();
          },
          onCancel: () => setEditing(null),
        })}
      </div>
    );
  }

  return (
    <div>
      {canCreate && (
        <p>
          <Button onClick={() => setEditing('new')}>{t('contentAdmin:new')}</Button>
        </p>
      )}
      <ListState
        status={list.status}
        isEmpty={list.items.length === 0}
        loadingText={t('contentAdmin:loading')}
        emptyText={t('contentAdmin:empty')}
        errorText={t('contentAdmin:error')}
        onRetry={list.retry}
      >
        <ul className={styles.list}>
          {list.items.map((item) => {
            const { name, meta } = describe(item);
            return (
              <li key={item.id} className={styles.item}>
                <h3>{name}</h3>
                <p className={styles.meta}>{meta}</p>
                <div className={styles.toolbar}>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(item)}
                    aria-label={t('contentAdmin:editItem', { name })}
                  >
                    {t('contentAdmin:edit')}
                  </Button>
                  {actions
                    .filter((action) => action.show?.(item) ?? true)
                    .map((action) => (
                      <Button
                        key={action.label(item)}
                        variant="secondary"
                        disabled={busy}
                        onClick={() => void perform(() => action.run(item), action.done)}
                      >
                        {action.label(item)}
                      </Button>
                    ))}
                  {confirming === item.id ? (
                    <span role="group" aria-label={t('contentAdmin:confirmLabel', { name })}>
                      {t('contentAdmin:confirm', { name })}{' '}
                      <Button
                        disabled={busy}
                        onClick={() => {
                          setConfirming(null);
                          void perform(() => remove(item), t('contentAdmin:deleted', { name }));
                        }}
                      >
                        {t('contentAdmin:confirmDelete')}
                      </Button>{' '}
                      <Button variant="secondary" onClick={() => setConfirming(null)}>
                        {t('contentAdmin:keep')}
                      </Button>
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => setConfirming(item.id)}
                      aria-label={t('contentAdmin:deleteItem', { name })}
                    >
                      {t('contentAdmin:delete')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <LoadMore {...list} onLoadMore={list.loadMore} />
      </ListState>
    </div>
  );
}
