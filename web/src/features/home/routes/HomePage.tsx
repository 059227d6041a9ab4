import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('home.title')}</h1>
      <p>{site.tagline}</p>
    </section>
  );
}
