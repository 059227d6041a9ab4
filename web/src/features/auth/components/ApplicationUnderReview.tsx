import { useTranslation } from '@/i18n/useTranslation';
import type { Profile } from '@/features/auth/api/profile';
import { Button } from '@/components/ui/Button';

interface ApplicationUnderReviewProps {
  application: Profile;
  onEdit: () => void;
  onRefresh: () => void;
}

/** What a pending member sees: the application as sent, and what they can do while they wait. */
export function ApplicationUnderReview({ application, onEdit, onRefresh }: ApplicationUnderReviewProps) {
  const { t } = useTranslation();
  return (
    <div className="onboarding-review">
      <h2>{t('onboarding:pendingTitle')}</h2>
      <p>{t('onboarding:pendingText')}</p>
      <dl className="onboarding-review__summary">
        <dt>{t('onboarding:displayName')}</dt>
        <dd>{application.displayName}</dd>
        <dt>{t('onboarding:kind')}</dt>
        <dd>{application.memberKind ? t(`onboarding:kinds.${application.memberKind}.name`) : ''}</dd>
        <dt>{t('onboarding:country')}</dt>
        <dd>{application.country}</dd>
        <dt>{t('onboarding:bio')}</dt>
        <dd>{application.bio}</dd>
      </dl>
      <div className="onboarding-form__actions">
        <Button onClick={onRefresh}>{t('onboarding:checkStatus')}</Button>
        <Button variant="secondary" onClick={onEdit}>
          {t('onboarding:edit')}
        </Button>
      </div>
    </div>
  );
}
