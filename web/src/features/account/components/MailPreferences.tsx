import { useState, type FormEvent } from 'react';
import { CheckboxField, Form, FormError } from '@/components/form';
import { Button } from '@/components/ui';
import { useTranslation } from '@/i18n/useTranslation';
import { ADMIN_MAIL_KINDS, MEMBER_MAIL_KINDS, type MailKind } from '@/lib/model';
import { saveMailChoice, type MailChoice } from '@/features/account/api/mail-preferences';
import { useAction } from '@/lib/actions/use-action';

/** Membership mail is not theirs to turn off, and the panel says so. */
export function MailPreferences({ uid, initial, admin }: { uid: string; initial: MailChoice; admin: boolean }) {
  const { t } = useTranslation('account');
  const [choice, setChoice] = useState(initial);
  const saving = useAction(() => saveMailChoice(uid, choice), {
    what: 'Saving the mail preferences',
    failure: { default: 'account:mail.failed' },
    success: t('mail.saved'),
  });

  const box = (kind: MailKind) => (
    <CheckboxField
      key={kind}
      label={t(`mail.kinds.${kind}`)}
      checked={choice[kind]}
      onChange={(event) => setChoice({ ...choice, [kind]: event.target.checked })}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run();
  };

  return (
    <Form onSubmit={submit} label={t('mail.title')}>
      <fieldset>
        <legend>{t('mail.legend')}</legend>
        {MEMBER_MAIL_KINDS.map(box)}
      </fieldset>
      <p>{t('mail.always')}</p>
      {admin && (
        <fieldset>
          <legend>{t('mail.adminLegend')}</legend>
          {ADMIN_MAIL_KINDS.map(box)}
          <p>{t('mail.adminNote')}</p>
        </fieldset>
      )}
      <FormError message={saving.error} />
      <Button type="submit" disabled={saving.busy} aria-busy={saving.busy || undefined}>
        {saving.busy ? t('mail.busy') : t('mail.save')}
      </Button>
    </Form>
  );
}
