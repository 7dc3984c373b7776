import { useLocation, withBase } from '@rspress/core/runtime';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { site } from '../../../shared/site';
import styles from './index.module.css';

/** The site's locales; Rspress hides its own language menu below two, the spec wants it shown with `en` alone. */
const locales: ReadonlyArray<{ lang: string; label: string }> = [{ lang: site.lang, label: 'English' }];

/** Language dropdown in the navbar (desktop and mobile). */
export function LanguageMenu(): ReactNode {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [open]);

  return (
    <div className={`vh-language-menu ${styles.root}`} ref={rootRef}>
      <button
        type="button"
        className={`vh-language-menu__button ${styles.button}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        // The name starts with the visible text ("en"): speech input users say what they see.
        aria-label={`${site.lang} — Language: ${locales[0]?.label ?? site.lang}`}
        onClick={() => setOpen((value) => !value)}
      >
        {site.lang}
      </button>
      <ul id={menuId} className={`vh-language-menu__list ${styles.list}`} hidden={!open}>
        {locales.map((locale) => (
          <li key={locale.lang}>
            <a
              className={styles.item}
              href={withBase(pathname)}
              hrefLang={locale.lang}
              lang={locale.lang}
              aria-current={locale.lang === site.lang ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {locale.label} ({locale.lang})
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
