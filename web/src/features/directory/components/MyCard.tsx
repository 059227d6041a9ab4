import { lazy, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button, LazyForm } from '../../../components/ui';
import { fetchMember, updateMyCard, type CardText, type MemberCard } from '../api/members';
import { ErrorState, LoadingState } from './ListStates';
import { MemberCardView } from './MemberCardView';
import { notify } from '../../../lib/toast/notify';

// Loaded when the member chooses "Edit my card": visitors of the directory never download it.
const EditCardForm = lazy(() => import('./EditCardForm').then((module) => ({ default: module.EditCardForm })));

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; card: MemberCard | null };

/** The signed-in member's own card, highlighted above their directory, with "Edit my card". */
export function MyCard({ uid, onSaved }: { uid: string; onSaved: (card: MemberCard) => void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    let current = true;
    fetchMember(uid).then(
      (card) => current && setLoaded({ kind: 'ready', card }),
      (error: unknown) => {
        console.error('Reading my card failed', error);
        if (current) setLoaded({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  const save = async (text: CardText) => {
    if (loaded.kind !== 'ready' || !loaded.card) return;
    await updateMyCard(uid, text);
    const card = { ...loaded.card, ...text };
    setLoaded({ kind: 'ready', card });
    setEditing(false);
    onSaved(card);
    notify('success', t('directory:myCard.saved'));
  };

  let body;
  if (loaded.kind === 'loading') body = <LoadingState label={t('directory:member.loading')} />;
  else if (loaded.kind === 'error')
    body = (
      <ErrorState
        message={t('directory:myCard.loadError')}
        onRetry={() => {
          setLoaded({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  else if (!loaded.card) body = <p>{t('directory:myCard.missing')}</p>;
  else if (editing)
    body = (
      <LazyForm>
        <EditCardForm card={loaded.card} onSave={save} onCancel={() => setEditing(false)} />
      </LazyForm>
    );
  else
    body = (
      <>
        <MemberCardView card={loaded.card} own />
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('directory:myCard.edit')}
        </Button>
      </>
    );

  return (
    <section className="my-card" aria-labelledby="my-card-title">
      <h2 id="my-card-title">{t('directory:myCard.title')}</h2>
      {body}
    </section>
  );
}
