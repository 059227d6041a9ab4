import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import { Button, LinkButton } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { CommunityImage } from '@/components/image/CommunityImage';
import type { EditorAction, EditorDetail, EditorView, Control } from './types';

/** One item of an admin list: thumbnail, name, facts, and its toolbar (view, edit, detail, actions, delete). */
export function CollectionItem<T extends { id: string }>({
  item,
  items,
  describe,
  heading: Heading,
  actions,
  detail,
  view,
  busy,
  onEdit,
  onOpen,
  onAction,
  onDelete,
}: {
  item: T;
  /** The list as loaded, for actions that depend on the item's place. */
  items: readonly T[];
  describe: (item: T) => { name: string; meta: string; image?: string };
  heading: 'h3' | 'h4';
  actions: EditorAction<T>[];
  detail: EditorDetail<T> | undefined;
  view: EditorView<T> | undefined;
  busy: boolean;
  onEdit: () => void;
  onOpen: () => void;
  onAction: (action: EditorAction<T>, control: Control) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { name, meta, image } = describe(item);
  return (
    <li className={cx(ui.card, styles.item)} data-item={item.id}>
      {image && <CommunityImage className={styles.adminThumb} address={image} alt="" sizes="12rem" />}
      <Heading>{name}</Heading>
      <p className={styles.meta}>{meta}</p>
      <div className={styles.toolbar}>
        {view && (
          <LinkButton variant="secondary" to={view.to(item)} aria-label={view.name(item)}>
            {view.label}
          </LinkButton>
        )}
        <Button
          variant="secondary"
          data-control="edit"
          onClick={onEdit}
          aria-label={t('contentAdmin:editItem', { name })}
        >
          {t('contentAdmin:edit')}
        </Button>
        {detail && (detail.show?.(item) ?? true) && (
          <Button variant="secondary" data-control="detail" onClick={onOpen} aria-label={detail.name(item)}>
            {detail.label}
          </Button>
        )}
        {actions.map((action, index) =>
          (action.show?.(item, items) ?? true) ? (
            <Button
              key={index}
              variant="secondary"
              data-control={`action-${index}`}
              disabled={busy}
              aria-label={action.name?.(item)}
              onClick={() => onAction(action, `action-${index}`)}
            >
              {action.label(item)}
            </Button>
          ) : null,
        )}
        <ConfirmDelete name={name} busy={busy} onConfirm={onDelete} />
      </div>
    </li>
  );
}

/** Delete, behind a confirmation that names the item and offers to keep it. */
function ConfirmDelete({ name, busy, onConfirm }: { name: string; busy: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        aria-label={t('contentAdmin:deleteItem', { name })}
      >
        {t('contentAdmin:delete')}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={t('contentAdmin:confirmLabel', { name })}>
      {t('contentAdmin:confirm', { name })}{' '}
      <Button
        disabled={busy}
        onClick={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {t('contentAdmin:confirmDelete')}
      </Button>{' '}
      <Button variant="secondary" onClick={() => setConfirming(false)}>
        {t('contentAdmin:keep')}
      </Button>
    </span>
  );
}
