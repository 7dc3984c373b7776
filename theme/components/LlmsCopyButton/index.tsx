/*
 * Ejected from Rspress 2.0.22 (theme/components/Llms/LlmsCopyButton): it puts a <div> inside its <button>, which
 * is invalid HTML, and the title component imports it by name, so only a replacement reaches it. Same behaviour
 * and classes (Rspress's CSS still styles it) with a <span> wrapper.
 */

import { useFrontmatter, useI18n } from '@rspress/core/runtime';
import { copyToClipboard, IconCopy, IconSuccess, SvgWrapper, useMdUrl } from '@rspress/core/theme-original';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** The pages' Markdown twins already fetched: a second click copies at once. */
const fetchedTwins = new Map<string, Promise<string>>();

/** The Markdown twin at `url`, fetched once (a failed fetch may be tried again). */
function markdownTwin(url: string): Promise<string> {
  let twin = fetchedTwins.get(url);
  if (!twin) {
    twin = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.text();
    });
    twin.catch(() => fetchedTwins.delete(url));
    fetchedTwins.set(url, twin);
  }
  return twin;
}

/** "Copy Markdown": puts the page's Markdown twin on the clipboard. */
export function LlmsCopyButton({ onClick, ...props }: ComponentProps<'button'>): ReactNode {
  const t = useI18n();
  const { frontmatter } = useFrontmatter();
  const { pathname } = useMdUrl();
  const [loading, setLoading] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    setLoading(true);
    try {
      if (!(await copyToClipboard(await markdownTwin(pathname)))) return;
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 500);
    } finally {
      setLoading(false);
    }
  }, [pathname]);

  // A page that is only a list of other pages says `copyMarkdown: false`: their own Markdown is worth copying.
  if (!pathname || frontmatter?.copyMarkdown === false) return null;
  const className = ['rp-not-doc', 'rp-llms-button', 'rp-llms-copy-button']
    .concat(loading ? ['rp-llms-copy-button--loading'] : [], copied ? ['rp-llms-copy-button--success'] : [])
    .join(' ');
  return (
    <button type="button" {...props} disabled={loading} className={className} onClick={onClick ?? copy}>
      <span className="rp-llms-copy-button__icon-wrapper">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
