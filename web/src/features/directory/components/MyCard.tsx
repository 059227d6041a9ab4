import { lazy, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button, LazyForm } from '@/components/ui';
import { fetchMember, updateMyCard, type CardText, type MemberCard } from '@/features/directory/api/members';
import { ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { MemberCardView } from './MemberCardView';
import { NameChange } from './NameChange';
import { notify } from '@/lib/toast/notify';
import styles from './Directory.module.css';

// Loaded when the member chooses "Edit my card": visitors of the directory never download it.
const EditCardForm = lazy(() => import('./EditCardForm').then((module) => ({ default: module.EditCardForm })));

export function MyCard({ uid, onSaved }: { uid: string; onSaved: (card: MemberCard) => void }) {
  const { t } = useTranslation();
  const loaded = useLoad(uid, () => fetchMember(uid));
  // The card as last saved here: shown at once, without reading it back.
  const [saved, setSaved] = useState<MemberCard | null>(null);
  const [editing, setEditing] = useState(false);
  const card = saved ?? (loaded.status === 'ready' ? loaded.data : null);

  const save = async (text: CardText) => {
    if (!card) return;
    await updateMyCard(uid, text);
    const next = { ...card, ...text };
    setSaved(next);
    setEditing(false);
    onSaved(next);
    notify('success', t('directory:myCard.saved'));
  };

  let body;
  if (loaded.status === 'loading') body = <LoadingState label={t('directory:member.loading')} />;
  else if (loaded.status === 'error')
    body = <ErrorState message={t('directory:myCard.loadError')} onRetry={loaded.retry} />;
  else if (!card) body = <p>{t('directory:myCard.missing')}</p>;
  else if (editing)
    body = (
      <LazyForm>
        <EditCardForm card={card} onSave={save} onCancel={() => setEditing(false)} />
      </LazyForm>
    );
  else
    body = (
      <>
        <MemberCardView card={card} own />
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('directory:myCard.edit')}
        </Button>
        <NameChange uid={uid} currentName={card.displayName} />
      </>
    );

  return (
    <section className={styles.myCard} aria-labelledby="my-card-title">
      <h2 id="my-card-title">{t('directory:myCard.title')}</h2>
      {body}
    </section>
  );
}
