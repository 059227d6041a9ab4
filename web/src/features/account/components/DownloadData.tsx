import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/ui';
import { accountExport, exportFileName, loadAccountData } from '@/features/account/api/account';
import { useAction } from '@/lib/actions/use-action';

/** Saves a text as a file, built in the browser (no server keeps a copy). */
function save(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the browser keeps what it needs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": reads everything again at the click, so the file is as of now. */
export function DownloadData({ uid, email }: { uid: string; email: string | null }) {
  const { t } = useTranslation('account');
  const {
    run: download,
    busy,
    error,
  } = useAction(
    async () => {
      const now = new Date();
      const data = await loadAccountData(uid, email);
      save(exportFileName(now), `${JSON.stringify(accountExport(data, now, location.origin), null, 2)}\n`);
    },
    { what: 'Preparing the data file', failure: { default: 'account:download.failed' } },
  );
  return (
    <>
      <p>{t('download.lead')}</p>
      {error && <p role="alert">{error}</p>}
      <Button onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('download.busy') : t('download.action')}
      </Button>
    </>
  );
}
