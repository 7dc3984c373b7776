import type { ReactNode } from 'react';
import { site } from '../../../shared/site';
import { Link } from '../Link';
import styles from './index.module.css';

const links: ReadonlyArray<{ text: string; href: string }> = [
  { text: 'Intro', href: '/' },
  { text: site.consoleLabel, href: site.consoleUrl },
  { text: 'Status', href: site.statusUrl },
  { text: 'Blog', href: '/blog' },
];

/** Site-wide footer (Rspress's own footer only renders on the home layout). */
export function SiteFooter(): ReactNode {
  return (
    <footer className={`vh-footer ${styles.footer}`}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={`vh-footer__link ${styles.link}`}>
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={`vh-footer__copyright ${styles.copyright}`}>
        Copyright © {site.copyrightYear} {site.productName}
      </p>
    </footer>
  );
}
