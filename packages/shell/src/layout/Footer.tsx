import { DEFAULT_FOOTER_LINKS, useFrameOptions } from './frameOptions';
import { useT } from './i18n';

/** Footer links (group websites, cookies, privacy policy, terms of use), each in a new tab. */
export function Footer() {
  const t = useT();
  const options = useFrameOptions();
  const links = options.footerLinks ?? DEFAULT_FOOTER_LINKS;
  return (
    <footer className="ic-footer">
      <nav aria-label={t('Footer_Label')}>
        <ul>
          {links.map((link) => (
            <li key={link.labelKey}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t(link.labelKey)}
                <span className="ic-visually-hidden"> {t('Footer_OpensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
