import { useId } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button, PlainText } from '@/components/ui';
import { formatDateTime } from '@/i18n/format';
import type { DeviceCopy } from '@/lib/autosave/device-copies';
import type { Post } from '@/features/blog/api/post';
import type { PostFormValues } from '@/features/blog/api/post-schema';
import styles from './PostForm.module.css';

/** The start of a version's text, to tell the two apart. */
const opening = (body: string) => (body.length > 160 ? `${body.slice(0, 160).trimEnd()}…` : body);

/** A version: its title, the start of its text and, opened, all of it (to copy a passage from). */
function Version({ heading, title, body }: { heading: string; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{heading}</h3>
      <p className={styles.versionTitle}>{title}</p>
      <p>{opening(body)}</p>
      {body.length > 160 && (
        <details>
          <summary>{t('blog:autosave.wholeText')}</summary>
          <PlainText text={body} />
        </details>
      )}
    </>
  );
}

/** Neither version is dropped unasked: the writer reads the start of each and chooses. */
export function RestoreChoice({
  device,
  post,
  onChoose,
}: {
  device: DeviceCopy<PostFormValues> | null;
  post: Post | null;
  onChoose: (version: 'device' | 'server') => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!device || !post) return null;
  return (
    <section className={styles.choice} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('blog:autosave.choiceTitle')}</h2>
      <p>{t('blog:autosave.choiceLead')}</p>
      <div className={styles.versions}>
        <article className={styles.version}>
          <Version
            heading={t('blog:autosave.deviceVersion', { when: formatDateTime(new Date(device.editedAt)) })}
            title={device.values.title}
            body={device.values.body}
          />
          <Button onClick={() => onChoose('device')}>{t('blog:autosave.useDevice')}</Button>
        </article>
        <article className={styles.version}>
          <Version
            heading={
              post.updated
                ? t('blog:autosave.serverVersion', { when: formatDateTime(post.updated) })
                : t('blog:autosave.serverVersionUndated')
            }
            title={post.title}
            body={post.body}
          />
          <Button variant="secondary" onClick={() => onChoose('server')}>
            {t('blog:autosave.useServer')}
          </Button>
        </article>
      </div>
      <p>{t('blog:autosave.choiceNote')}</p>
    </section>
  );
}
