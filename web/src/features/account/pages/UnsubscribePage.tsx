import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { FormError } from '@/components/form';
import { Button, pageFrameStyles, tapTargetStyles } from '@/components/ui';
import { useAction } from '@/lib/actions/use-action';
import { MAIL_PREFERENCES_PATH, parseUnsubscribeQuery } from '@/lib/model';
import { unsubscribeByLink } from '@/features/account/api/mail-preferences';

/** It asks before it stops them (a link scanner that opens the page changes nothing). The link's key is the proof. */
export default function UnsubscribePage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const link = parseUnsubscribeQuery(search);
  const [done, setDone] = useState(false);
  const stopping = useAction(
    async () => {
      if (link) await unsubscribeByLink(link);
      setDone(true);
    },
    {
      what: 'Unsubscribing by a mail’s link',
      failure: {
        'incomplete-link': 'account:unsubscribe.incomplete-link',
        'unknown-link': 'account:unsubscribe.unknown-link',
        default: 'account:unsubscribe.unavailable',
      },
    },
  );
  const choose = (
    <Link to={MAIL_PREFERENCES_PATH} className={tapTargetStyles.lone}>
      {t('unsubscribe.chooseLink')}
    </Link>
  );

  let body;
  if (!link) {
    body = (
      <>
        <p role="alert">{t('unsubscribe.incomplete-link')}</p>
        <p>{choose}</p>
      </>
    );
  } else if (done) {
    const what = t(`unsubscribe.kinds.${link.kind}`);
    body = (
      <>
        <p role="status">{t('unsubscribe.done', { what })}</p>
        <p>{t('unsubscribe.choose')}</p>
        <p>{choose}</p>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('unsubscribe.question', { what: t(`unsubscribe.kinds.${link.kind}`) })}</p>
        <FormError message={stopping.error} />
        <Button onClick={() => void stopping.run()} disabled={stopping.busy} aria-busy={stopping.busy || undefined}>
          {stopping.busy ? t('unsubscribe.busy') : t('unsubscribe.confirm')}
        </Button>
        <p>{choose}</p>
      </>
    );
  }

  return (
    <div className={pageFrameStyles.pageBody}>
      <h1>{t('unsubscribe.title')}</h1>
      {body}
    </div>
  );
}
