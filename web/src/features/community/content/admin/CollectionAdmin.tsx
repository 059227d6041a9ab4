import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { notify } from '../../../../lib/toast/notify';
import { Button } from '../../../../components/ui';
import styles from '../content.module.css';
import type { Cursor, Page } from '../firestore';
import { ListState, LoadMore } from '../ListState';
import { usePagedList } from '../use-paged-list';

/** What CollectionAdmin passes a collection's create/edit form. */
export interface AdminFormProps<T> {
  /** The item being edited; undefined for a new one. */
  initial: T | undefined;
  /** After a successful save, optionally with the toast to show instead of "Saved.". */
  onSaved: (message?: string) => void;
  onCancel: () => void;
}

export interface AdminAction<T> {
  /** The button's text. */
  label: (item: T) => string;
  /** Its accessible name when the text alone does not say which item (e.g. "Move “…” up"). */
  name?: (item: T) => string;
  /** The toast shown when it worked. */
  done: string | ((item: T) => string);
  /** `items`: the list as loaded, for actions that depend on an item's place (reordering). */
  run: (item: T, items: readonly T[]) => Promise<void>;
  show?: (item: T, items: readonly T[]) => boolean;
}

/** A view of its own for one item (an album's photos), opened by a button on the item. */
export interface AdminDetail<T> {
  label: string;
  /** The button's accessible name, saying which item. */
  name: (item: T) => string;
  /** Replaces the list while open; `close` returns to it, with focus on the button that opened it. */
  render: (item: T, close: () => void) => ReactNode;
}

type Control = 'edit' | 'detail' | `action-${number}`;

/**
 * The admin list of one collection: items a page at a time, each with edit, its own actions
 * (publish, approve…) and delete behind a confirmation; "New" opens the same form empty.
 * `form` renders the collection's form; it calls onSaved after a successful save, optionally with
 * the toast to show instead of "Saved." (e.g. "Published.").
 * After an action, focus goes back to the same button on the same item (or to its first action,
 * or Edit, when that button is gone), so keyboard users keep their place.
 */
export function CollectionAdmin<T extends { id: string }>({
  title,
  load,
  describe,
  actions = [],
  remove,
  form,
  canCreate = true,
  newLabel,
  detail,
  headingLevel = 3,
}: {
  title: string;
  load: (after: Cursor | null) => Promise<Page<T>>;
  /** image: a thumbnail's address, shown beside the name (decorative: the name says what it is). */
  describe: (item: T) => { name: string; meta: string; image?: string };
  actions?: AdminAction<T>[];
  remove: (item: T) => Promise<void>;
  form: (props: AdminFormProps<T>) => ReactNode;
  canCreate?: boolean;
  /** The "New" button's text, also the heading of the empty form (default "New", "New: <title>"). */
  newLabel?: string;
  detail?: AdminDetail<T>;
  /** The level of the items' and the form's headings: 4 when nested under another section. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  // A new fetch function (version) reloads the list from the first page after any change.
  const fetch = useCallback((after: Cursor | null) => load(after), [load, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = usePagedList(fetch);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<T | null>(null);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';

  // Where focus returns once the list is back, reloaded (items other than `stale`) when it must be.
  const focusTarget = useRef<{ id: string; control: Control; stale: T[] | null } | null>(null);
  const listElement = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || busy || editing !== null || opened !== null) return;
    if (target.stale === list.items && list.status === 'ready') return;
    focusTarget.current = null;
    const item = [...(listElement.current?.children ?? [])].find(
      (element) => element instanceof HTMLElement && element.dataset.item === target.id,
    );
    const enabled = (selector: string) => item?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`);
    (
      enabled(`[data-control="${target.control}"]`) ??
      enabled('[data-control^="action-"]') ??
      enabled('[data-control="edit"]')
    )?.focus();
  }, [busy, editing, opened, list.items, list.status]);

  const closeDetail = (item: T) => {
    focusTarget.current = { id: item.id, control: 'detail', stale: null };
    setOpened(null);
  };

  const reload = () => setVersion((n) => n + 1);
  const perform = async (work: () => Promise<void>, done: string, focus?: { id: string; control: Control }) => {
    setBusy(true);
    try {
      await work();
      notify('success', done);
      reload();
      if (focus) focusTarget.current = { ...focus, stale: list.items };
    } catch (error) {
      console.error('Admin action failed', error);
      notify('error', t('contentAdmin:failed'));
      if (focus) focusTarget.current = { ...focus, stale: null };
    } finally {
      setBusy(false);
    }
  };

  if (opened !== null && detail) {
    return <DetailView item={opened} render={detail.render} onClose={closeDetail} />;
  }

  if (editing !== null) {
    return (
      <div>
        <Heading>
          {editing === 'new'
            ? (newLabel ?? t('contentAdmin:newIn', { title }))
            : t('contentAdmin:editing', { name: describe(editing).name })}
        </Heading>
        {form({
          initial: editing === 'new' ? undefined : editing,
          onSaved: (message) => {
            notify('success', message ?? t('contentAdmin:saved'));
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
          <Button onClick={() => setEditing('new')}>{newLabel ?? t('contentAdmin:new')}</Button>
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
        <ul className={styles.list} ref={listElement}>
          {list.items.map((item) => {
            const { name, meta, image } = describe(item);
            return (
              <li key={item.id} className={styles.item} data-item={item.id}>
                {image && <img className={styles.adminThumb} src={image} alt="" loading="lazy" />}
                <Heading>{name}</Heading>
                <p className={styles.meta}>{meta}</p>
                <div className={styles.toolbar}>
                  <Button
                    variant="secondary"
                    data-control="edit"
                    onClick={() => setEditing(item)}
                    aria-label={t('contentAdmin:editItem', { name })}
                  >
                    {t('contentAdmin:edit')}
                  </Button>
                  {detail && (
                    <Button
                      variant="secondary"
                      data-control="detail"
                      onClick={() => setOpened(item)}
                      aria-label={detail.name(item)}
                    >
                      {detail.label}
                    </Button>
                  )}
                  {actions.map((action, index) =>
                    (action.show?.(item, list.items) ?? true) ? (
                      <Button
                        key={index}
                        variant="secondary"
                        data-control={`action-${index}`}
                        disabled={busy}
                        aria-label={action.name?.(item)}
                        onClick={() =>
                          void perform(
                            () => action.run(item, list.items),
                            typeof action.done === 'string' ? action.done : action.done(item),
                            { id: item.id, control: `action-${index}` },
                          )
                        }
                      >
                        {action.label(item)}
                      </Button>
                    ) : null,
                  )}
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

function DetailView<T>({
  item,
  render,
  onClose,
}: {
  item: T;
  render: AdminDetail<T>['render'];
  onClose: (item: T) => void;
}) {
  return <div>{render(item, () => onClose(item))}</div>;
}
