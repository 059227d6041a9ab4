import { Phone } from 'lucide-react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { site, telHref } from '@/config/site';
import { copyrightYears } from './copyright-years';
import { footerVariantFor } from './footer-variants';
import { Logo } from './Logo';
import { footerColumns } from './navigation';
import { SocialLinks } from './SocialLinks';
import { cx } from '@/components/ui/cx';
import styles from './Footer.module.css';

/** Company facts, the three link columns and the copyright, coloured by route (footer-variants.ts). */
export function Footer() {
  const { t } = useTranslation('footer');
  const { pathname } = useLocation();
  return (
    <footer className={styles.footer} data-variant={footerVariantFor(pathname)}>
      <div className={styles.inner}>
        <div className={styles.company}>
          <Link to="/home/" className={cx(styles.brand)}>
            <Logo width={55} height={55} className={styles.logo} />
            <span>{site.name}</span>
          </Link>
          <p className={styles.tagline}>{site.tagline}</p>
          <dl className={styles.facts} aria-label={t('contact')}>
            <div>
              <dt>{t('headquarters')}</dt>
              <dd>{site.headquarters}</dd>
            </div>
            <div>
              <dt>{t('industry')}</dt>
              <dd>{site.industry}</dd>
            </div>
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={telHref(site.phone)} className={styles.phone}>
                  <Phone aria-hidden="true" size={16} />
                  {site.phone}
                </a>
              </dd>
            </div>
          </dl>
          <SocialLinks />
        </div>
        <nav aria-label={t('label')} className={styles.columns}>
          {footerColumns.map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className={styles.heading}>
                {t(column.labelKey)}
              </h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <p className={styles.copyright}>
        {t('copyright', {
          years: copyrightYears(site.founded, Number(import.meta.env.VITE_BUILD_YEAR)),
          name: site.name,
        })}
      </p>
    </footer>
  );
}
