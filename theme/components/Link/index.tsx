/*
 * Ejected from Rspress 2.0.22 (theme/components/Link): its click handler calls its own, module-private navigate,
 * which no slot or wrapper reaches. This copy navigates through the site's useLinkNavigate (progress bar, full page
 * load when a chunk fails) and prefetches through the site's prefetch rules (in view and on hover, never on
 * save-data or 2g). Everything else is as upstream.
 */
import {
  type ComponentProps,
  forwardRef,
  type MouseEvent,
  type TransitionStartFunction,
  useEffect,
  useRef,
} from 'react';
import { prefetchRoute, prefetchWhenVisible } from '../../prefetch';
import { resolveHref } from './resolveHref';
import { useLinkNavigate } from './useLinkNavigate';

/** Rspress's Link props: an `<a>` whose href may be internal, relative, hash-only or external. */
export interface LinkProps extends ComponentProps<'a'> {
  href?: string;
  /** @private Rspress passes this to track a transition's pending state. */
  startTransition?: TransitionStartFunction;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !(event.currentTarget.target && event.currentTarget.target !== '_self') &&
  !event.metaKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.ctrlKey;

/** A link that navigates client-side within the site and opens other sites in a new tab. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, forwardedRef) {
  const { href = '/', children, className = '', onClick, onMouseEnter, startTransition, ...otherProps } = props;
  const { linkType, removeBaseHref, routePath, withBaseHref } = resolveHref(href);
  const navigate = useLinkNavigate(startTransition ? { startTransition } : {});
  const ownRef = useRef<HTMLAnchorElement | null>(null);
  const classes = `${className} rp-link`.trim();
  const internal = linkType === 'internal' || linkType === 'relative';

  useEffect(() => {
    if (!internal || !ownRef.current) return;
    return prefetchWhenVisible(ownRef.current, routePath);
  }, [internal, routePath]);

  const setRef = (element: HTMLAnchorElement | null) => {
    ownRef.current = element;
    if (typeof forwardedRef === 'function') forwardedRef(element);
    else if (forwardedRef) forwardedRef.current = element;
  };

  if (linkType === 'external') {
    return (
      <a
        ref={setRef}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        {...otherProps}
      >
        {children}
      </a>
    );
  }
  if (linkType === 'hashOnly') {
    // The headings' `#` anchors are aria-hidden; a hidden link must not be a tab stop either (axe aria-hidden-focus).
    const hidden = otherProps['aria-hidden'] === true || otherProps['aria-hidden'] === 'true';
    return (
      <a
        ref={setRef}
        href={href}
        className={classes}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        tabIndex={hidden ? -1 : undefined}
        {...otherProps}
      >
        {children}
      </a>
    );
  }
  return (
    <a
      ref={setRef}
      href={linkType === 'relative' ? href : withBaseHref}
      className={classes}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchRoute(routePath);
      }}
      onTouchStart={() => prefetchRoute(routePath)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(linkType === 'relative' ? href : removeBaseHref);
      }}
      {...otherProps}
    >
      {children}
    </a>
  );
});
