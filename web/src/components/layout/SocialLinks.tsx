import { faFacebook, faInstagram, faLinkedin, faXTwitter } from '@fortawesome/free-brands-svg-icons';
import type { IconDefinition } from '@fortawesome/free-brands-svg-icons';
import { useTranslation } from '@/i18n/useTranslation';
import { site, type SocialNetwork } from '@/config/site';
import { cx } from '@/components/ui/cx';
import inline from '@/components/ui/inline-list.module.css';
import styles from './SocialLinks.module.css';

/** Font Awesome's brand paths, rendered without its runtime: only the four icons are bundled. */
const icons: Record<SocialNetwork, IconDefinition> = {
  linkedin: faLinkedin,
  facebook: faFacebook,
  instagram: faInstagram,
  twitter: faXTwitter,
};

function BrandIcon({ icon }: { icon: IconDefinition }) {
  const [width, height, , , path] = icon.icon;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={Array.isArray(path) ? path.join(' ') : path} />
    </svg>
  );
}

/** The company's social profiles (site configuration), as a labelled list of icon links. */
export function SocialLinks({ className }: { className?: string | undefined }) {
  const { t } = useTranslation('nav');
  if (site.socials.length === 0) return null;
  return (
    <ul className={cx(inline.inlineList, className)} aria-label={t('socials')}>
      {site.socials.map(({ network, url }) => (
        <li key={network}>
          <a
            className={styles.link}
            href={url}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t('followOn', { name: site.name, network: t(`networks.${network}`) })}
          >
            <BrandIcon icon={icons[network]} />
          </a>
        </li>
      ))}
    </ul>
  );
}
