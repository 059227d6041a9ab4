import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';

/** The spec fixes the copyright year at 2023. */
export const COPYRIGHT_YEAR = 2023;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.copyright', { year: COPYRIGHT_YEAR, name: site.name })}</p>
    </footer>
  );
}
