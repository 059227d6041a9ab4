import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { usePagedList } from '@/lib/data/use-paged-list';
import type { Cursor, Page } from '@/lib/firebase/load-firestore';
import { notify } from '@/lib/toast/notify';
import styles from '@/components/content-list/content-list.module.css';
import { PagedListStates } from '@/components/list-states/ListStates';
import { Button } from '@/components/ui';
import { useAction } from '@/lib/actions/use-action';
import { CollectionItem } from './CollectionItem';
import type { EditorAction, EditorDetail, EditorFormProps, EditorView, Control } from './types';
import { useFocusReturn } from './useFocusReturn';

export type { EditorAction, EditorDetail, EditorFormProps, EditorView } from './types';

/** Where the keyboard user acted, to return focus there. */
type Place = { id: string; control: Control };

/** After any change the list reloads in place and focus returns where it was (useFocusReturn). */
export function CollectionEditor<T extends { id: string }>({
  title,
  listKey = title,
  load,
  describe,
  actions = [],
  remove,
  form,
  canCreate = true,
  newLabel,
  detail,
  view,
  headingLevel = 3,
}: {
  title: string;
  /** Loads the list afresh when it changes (a nested list of another parent); default the title. */
  listKey?: string;
  load: (after: Cursor | null) => Promise<Page<T>>;
  /** image: a thumbnail's address, shown beside the name (decorative: the name says what it is). */
  describe: (item: T) => { name: string; meta: string; image?: string };
  actions?: EditorAction<T>[];
  remove: (item: T) => Promise<void>;
  form: (props: EditorFormProps<T>) => ReactNode;
  canCreate?: boolean;
  /** The "New" button's text, also the heading of the empty form (default "New", "New: <title>"). */
  newLabel?: string;
  detail?: EditorDetail<T>;
  view?: EditorView<T>;
  /** The level of the items' and the form's headings: 4 when nested under another section. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  const list = usePagedList(listKey, load);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [opened, setOpened] = useState<T | null>(null);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const items = list.status === 'ready' ? list.items : null;
  const reload = () => {
    if (list.status === 'ready') list.reload();
  };
  const action = useAction(
    async (work: () => Promise<void>, _done: string) => {
      await work();
      reload();
    },
    {
      what: 'An admin action',
      failure: { default: 'contentAdmin:failed' },
      success: (_, _work, done) => done,
      show: 'toast',
    },
  );
  const busy = action.busy;
  const focus = useFocusReturn({ items, paused: busy || editing !== null || opened !== null });
  const perform = async (work: () => Promise<void>, done: string, place?: Place) => {
    const succeeded = await action.run(work, done);
    // After a success the list reloads: focus waits for the new items.
    if (place) focus.returnTo(place.id, place.control, succeeded ? items : null);
  };

  if (opened !== null && detail) {
    return (
      <div>
        {detail.render(opened, (changed?: boolean) => {
          // Only `true` reloads: a detail may pass close itself as a click handler (an event).
          const reloads = changed === true;
          focus.returnTo(opened.id, 'detail', reloads ? items : null);
          setOpened(null);
          if (reloads) reload();
        })}
      </div>
    );
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
      <PagedListStates
        list={list}
        loading={t('contentAdmin:loading')}
        error={t('contentAdmin:error')}
        empty={t('contentAdmin:empty')}
      >
        {(loaded) => (
          <ul className={styles.list} ref={focus.listRef}>
            {loaded.map((item) => (
              <CollectionItem
                key={item.id}
                item={item}
                items={loaded}
                describe={describe}
                heading={Heading}
                actions={actions}
                detail={detail}
                view={view}
                busy={busy}
                onEdit={() => setEditing(item)}
                onOpen={() => setOpened(item)}
                onAction={(chosen, control) =>
                  void perform(
                    () => chosen.run(item, loaded),
                    typeof chosen.done === 'string' ? chosen.done : chosen.done(item),
                    { id: item.id, control },
                  )
                }
                onDelete={() =>
                  void perform(() => remove(item), t('contentAdmin:deleted', { name: describe(item).name }))
                }
              />
            ))}
          </ul>
        )}
      </PagedListStates>
    </div>
  );
}
