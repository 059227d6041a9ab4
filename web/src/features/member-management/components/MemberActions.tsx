import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormError, TextAreaField } from '@/components/form';
import { LoadingState } from '@/components/list-states/ListStates';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { LIMITS, type MemberType } from '@/lib/model';
import type { UserRow } from '@/features/member-management/api/admin-users';
import {
  MANAGE_ERRORS,
  manageMember,
  type ManageAction,
  type ManageRequest,
} from '@/features/member-management/api/manage';
import { useAction } from '@/lib/actions/use-action';
import { notify } from '@/lib/toast/notify';
import { MemberTypeField } from './MemberTypeField';
import styles from './MemberManagement.module.css';

// The card form (react-hook-form and its schema) loads when an admin opens it, not with the members' list.
const MemberCardForm = lazy(() => import('./MemberCardForm'));

interface MemberActionsProps {
  row: UserRow;
  /** The signed-in admin: suspend and the admin-rights actions are never offered on oneself. */
  self: boolean;
  /** Called after a successful action with the row as it now is; null once the account is deleted. */
  onChanged: (row: UserRow | null) => void;
}

// Suspending, removing a card and deleting ask for a second click: each takes something away from a member.
const CONFIRMED: readonly ManageAction[] = ['suspend', 'removeCard', 'deleteAccount'];

/** A suspension's reason, which the member reads (manageMember checks the same). */
const REASON = LIMITS.suspension.reason;

/** Contract for the browser tests: a disclosure "Manage" in the account's row, with buttons named as below. */
export function MemberActions({ row, self, onChanged }: MemberActionsProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<MemberType>(row.type ?? 'voice');
  const [confirming, setConfirming] = useState<Exclude<ManageAction, 'editCard'> | null>(null);
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = row.displayName || row.email;

  const { run, busy, error } = useAction(
    async (request: ManageRequest, next: UserRow) => {
      const { status } = await manageMember(request);
      setConfirming(null);
      if (request.action === 'suspend') setReason('');
      if (request.action === 'deleteAccount') onChanged(null);
      else onChanged(status === null ? next : { ...next, status });
    },
    {
      what: 'manageMember',
      failure: MANAGE_ERRORS,
      success: (_, request) => t(`admin:manage.done.${request.action}`, { name, type: t(`admin:types.${type}`) }),
    },
  );

  // A card edit goes through its own form (MemberCardForm), a suspension through suspendWithReason.
  const act = (action: Exclude<ManageAction, 'editCard' | 'suspend'>) => {
    if (CONFIRMED.includes(action) && confirming !== action) return setConfirming(action);
    const uid = row.uid;
    switch (action) {
      case 'setType':
        return void run({ uid, action, type }, { ...row, type });
      default:
        return void run({ uid, action }, row);
    }
  };

  // The member is told the reason (by mail, and on My account): it is required, as manageMember asks.
  const suspendWithReason = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON.min || trimmed.length > REASON.max) {
      return setReasonError(t('admin:manage.reasonLength', REASON));
    }
    setReasonError(null);
    void run({ uid: row.uid, action: 'suspend', reason: trimmed }, row);
  };

  const active = row.status === 'active';
  const suspended = row.status === 'suspended';
  return (
    <details className={styles.memberActions}>
      <summary>{t('admin:manage.open')}</summary>
      <div className={styles.body} aria-busy={busy || undefined}>
        {active && (
          <div className={styles.row}>
            <MemberTypeField label={t('admin:manage.type')} value={type} onChange={setType} disabled={busy} />
            <Button variant="secondary" onClick={() => act('setType')} disabled={busy || type === row.type}>
              {t('admin:manage.setType')}
            </Button>
          </div>
        )}
        <div className={styles.row}>
          {!self && !suspended && (
            <Button variant="secondary" onClick={() => setConfirming('suspend')} disabled={busy}>
              {t('admin:manage.suspend')}
            </Button>
          )}
          {!self && suspended && (
            <Button variant="secondary" onClick={() => act('reinstate')} disabled={busy}>
              {t('admin:manage.reinstate')}
            </Button>
          )}
          {active && (
            <>
              <Button variant="secondary" onClick={() => setEditing(!editing)} disabled={busy} aria-expanded={editing}>
                {t('admin:manage.editCard')}
              </Button>
              <Button variant="secondary" onClick={() => act('removeCard')} disabled={busy}>
                {t('admin:manage.removeCard')}
              </Button>
              <Button variant="secondary" onClick={() => act('restoreCard')} disabled={busy}>
                {t('admin:manage.restoreCard')}
              </Button>
            </>
          )}
          {!self && !suspended && (
            <>
              <Button variant="secondary" onClick={() => act('grantAdmin')} disabled={busy}>
                {t('admin:manage.grantAdmin')}
              </Button>
              <Button variant="secondary" onClick={() => act('revokeAdmin')} disabled={busy}>
                {t('admin:manage.revokeAdmin')}
              </Button>
            </>
          )}
          {!self && (
            <Button variant="secondary" onClick={() => act('deleteAccount')} disabled={busy}>
              {t('admin:manage.deleteAccount')}
            </Button>
          )}
        </div>
        {editing && (
          <Suspense fallback={<LoadingState label={t('admin:card.loading')} />}>
            <MemberCardForm
              uid={row.uid}
              name={name}
              onSaved={() => {
                setEditing(false);
                notify('success', t('admin:manage.done.editCard', { name }));
              }}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        )}
        {confirming === 'suspend' && (
          <form
            className={styles.confirm}
            onSubmit={suspendWithReason}
            noValidate
            aria-label={t('admin:manage.confirmLabel')}
          >
            <p>{t('admin:manage.confirm.suspend', { name })}</p>
            <div className={styles.reason}>
              <TextAreaField
                label={t('admin:manage.reason')}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                hint={t('admin:manage.reasonHint', REASON)}
                error={reasonError ?? undefined}
                // Opened by the admin's own click: take them straight to the field.
                autoFocus
              />
            </div>
            <Button type="submit" disabled={busy}>
              {t('admin:manage.confirmYes.suspend')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              {t('admin:manage.cancel')}
            </Button>
          </form>
        )}
        {confirming && confirming !== 'suspend' && (
          <div className={styles.confirm} role="group" aria-label={t('admin:manage.confirmLabel')}>
            <p>{t(`admin:manage.confirm.${confirming}`, { name })}</p>
            <Button onClick={() => act(confirming)} disabled={busy}>
              {t(`admin:manage.confirmYes.${confirming}`)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              {t('admin:manage.cancel')}
            </Button>
          </div>
        )}
        <FormError message={error} />
      </div>
    </details>
  );
}
