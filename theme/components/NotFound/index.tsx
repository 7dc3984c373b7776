/*
 * Replaces Rspress's NotFoundLayout through the Layout's NotFoundLayout prop. Upstream's has no <main> landmark and
 * labels its link "go to home" while it reads "Take me home" (axe landmark-one-main, label-content-name-mismatch).
 * Same classes and styles; without upstream's locale and version redirects, which this one-locale site never needs.
 */
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
import { useI18n } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { Link } from '../Link';

/** The 404 page body. */
export function NotFound(): ReactNode {
  const t = useI18n();
  return (
    <main className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href="/">
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
