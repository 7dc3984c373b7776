/*
 * Ejected from Rspress 2.0.22 (theme/components/Search/SearchButton): it puts <div>s inside its <button>, which is
 * invalid HTML, and no slot reaches it. Same markup with <span>s (the classes keep Rspress's styles), and the
 * mobile icon is a real button.
 */
import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { type ReactNode, useEffect, useState } from 'react';
import styles from './index.module.css';

/** The navbar's search field look-alike; opens the search panel. */
export function SearchButton({ setFocused }: { setFocused: (focused: boolean) => void }): ReactNode {
  const [metaKey, setMetaKey] = useState<string | null>(null);
  const t = useI18n();
  useEffect(() => {
    setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <>
      <button type="button" className="rp-search-button" onClick={() => setFocused(true)}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden="true" />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: metaKey ? 1 : 0 }} aria-hidden="true">
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <button
        type="button"
        className={`rp-search-button--mobile ${styles.mobile}`}
        aria-label={t('searchPlaceholderText')}
        onClick={() => setFocused(true)}
      >
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
    </>
  );
}
