/**
 * One look: Scalar's theme variables taken from the site's (Rspress's, with theme/styles/contrast.css), so Scalar has
 * the site's font stack, colours and radii and follows its light and dark mode. Handed to Scalar as `customCss`, which
 * it puts in its own style element: it reaches only `/api` (the site's CSS modules all go into the stylesheet every
 * page loads). Scalar declares its variables on `<body>` and derives some from others there; the derived ones are
 * declared again here, on the reference's container, where they resolve against the site's values. The method
 * colours match the static reference's (StaticReference/MethodPath.module.css).
 */
export const scalarThemeCss = `
.vh-api-reference {
  --scalar-font: var(--rp-font-family-base);
  --scalar-font-code: var(--rp-font-family-mono);
  --scalar-radius: var(--rp-radius-small);
  --scalar-radius-md: var(--rp-radius-small);
  --scalar-radius-lg: var(--rp-radius-small);
  --scalar-radius-xl: var(--rp-radius);
  --scalar-radius-2xl: var(--rp-radius);
  --scalar-radius-3xl: var(--rp-radius-large);
  --scalar-sidebar-width: var(--rp-sidebar-width);
  --scalar-background-1: var(--rp-c-bg);
  --scalar-background-2: var(--rp-c-bg-soft);
  --scalar-background-3: var(--rp-c-bg-mute);
  --scalar-background-accent: color-mix(in srgb, var(--rp-c-brand) 12%, transparent);
  --scalar-color-1: var(--rp-c-text-1);
  --scalar-color-2: var(--rp-c-text-2);
  --scalar-color-3: var(--rp-c-text-3);
  --scalar-color-accent: var(--rp-c-brand);
  --scalar-border-color: var(--rp-c-divider-light);
  --scalar-link-color: var(--rp-c-link);
  --scalar-link-color-hover: var(--rp-c-link);
  --scalar-color-blue: var(--rp-container-info-text);
  --scalar-color-green: var(--rp-container-tip-text);
  --scalar-color-yellow: var(--rp-container-warning-text);
  --scalar-color-orange: var(--rp-container-warning-text);
  --scalar-color-red: var(--rp-container-danger-text);
  --scalar-color-purple: var(--rp-container-important-text);
  --scalar-color-alert: var(--rp-container-warning-text);
  --scalar-color-danger: var(--rp-container-danger-text);
  --scalar-background-alert: var(--rp-container-warning-bg);
  --scalar-background-danger: var(--rp-container-danger-bg);
  --scalar-tooltip-background: var(--rp-c-bg);
  --scalar-tooltip-color: var(--rp-c-text-1);
  --scalar-sidebar-background-1: var(--rp-c-bg);
  --scalar-sidebar-color-1: var(--rp-c-text-1);
  --scalar-sidebar-color-2: var(--rp-c-text-2);
  --scalar-sidebar-color-active: var(--rp-c-brand);
  --scalar-sidebar-border-color: var(--rp-c-divider-light);
  --scalar-sidebar-item-hover-background: var(--rp-c-bg-soft);
  --scalar-sidebar-item-hover-color: var(--rp-c-text-1);
  --scalar-sidebar-item-active-background: var(--scalar-background-accent);
  --scalar-sidebar-indent-border: var(--rp-c-divider-light);
  --scalar-sidebar-indent-border-hover: var(--rp-c-divider);
  --scalar-sidebar-indent-border-active: var(--rp-c-brand);
  --scalar-sidebar-search-background: var(--rp-c-bg-soft);
  --scalar-sidebar-search-color: var(--rp-c-text-2);
  --scalar-sidebar-search-border-color: var(--rp-c-divider-light);
}
`;
