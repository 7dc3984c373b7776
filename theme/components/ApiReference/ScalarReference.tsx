import { useDark } from '@rspress/core/runtime';
import { type AnyApiReferenceConfiguration, ApiReferenceReact } from '@scalar/api-reference-react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import reference from 'virtual-openapi-reference';
import { scalarSlug } from '../../../shared/apiAnchors';
import { openApiUrls } from '../../../shared/apiUrls';
import { mockApiUrl } from '../../../shared/site';
import styles from './index.module.css';
import { linkEndpoints } from './linkEndpoints';
import { nameCopyButtons } from './nameCopyButtons';
import { scalarBodyClasses } from './scalarBundle';
import { scalarThemeCss } from './scalarTheme';
import { type ScalarPatch, useScalarPatches } from './useScalarPatches';
import { useScalarRendered } from './useScalarRendered';

/** Scalar, configured to send nothing anywhere but the API host (and only when the reader presses "Test request"). */
const baseConfiguration = {
  url: openApiUrls.json,
  // Element ids start with this slug; the search index links each operation to its id (plugins/openapi).
  slug: scalarSlug,
  withDefaultFonts: false,
  customCss: scalarThemeCss,
  hideClientButton: true,
  hideDarkModeToggle: true,
  showDeveloperTools: 'never',
  telemetry: false,
  persistAuth: false,
  mcp: { disabled: true },
  agent: { disabled: true },
  authentication: { preferredSecurityScheme: 'apiKeyAuth' },
  // Every tag group open, as in the static reference it replaces: otherwise Scalar keeps only the first open and the
  // operations of the others leave the page (and the reader's find-in-page) at the hand-over.
  defaultOpenAllTags: true,
} satisfies AnyApiReferenceConfiguration;

/**
 * In `rspress dev` only, the description's servers plus `npm run mock` (Scalar's `servers` replaces the document's).
 * Rsbuild defines `import.meta.env.DEV` as false in the production build, which drops this branch: the published
 * pages never offer, or send anything to, localhost.
 */
const devServers = import.meta.env.DEV
  ? { servers: [...reference.servers.map(({ url }) => ({ url })), { url: mockApiUrl, description: 'Local mock' }] }
  : {};

/** Accessibility and crawlability fixes to Scalar's DOM, applied as it renders. */
const scalarPatches: readonly ScalarPatch[] = [nameCopyButtons, linkEndpoints];

export interface ScalarReferenceProps {
  /** Called just before Scalar mounts (it reads the URL's hash as it does). */
  onBeforeMount?: () => void;
  /** Called once Scalar has rendered the part the URL's hash names (or its introduction), and after each remount. */
  onRendered?: () => void;
}

/** The interactive reference. Loaded lazily, after Scalar's bundle (`loadScalarBundle`): both reach only `/api`. */
export default function ScalarReference({ onBeforeMount, onRendered }: ScalarReferenceProps): ReactNode {
  const dark = useDark();
  const container = useRef<HTMLDivElement>(null);
  useScalarPatches(container, scalarPatches);
  useEffect(() => () => document.body.classList.remove(...scalarBodyClasses), []);
  // Layout effects run before the passive effect in which Scalar's React wrapper mounts it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, before the first mount.
  useLayoutEffect(() => onBeforeMount?.(), []);
  const onLoaded = useScalarRendered(container, reference.introductionId, onRendered);
  const configuration = useMemo(
    () => ({
      ...baseConfiguration,
      ...devServers,
      darkMode: dark,
      forceDarkModeState: dark ? ('dark' as const) : ('light' as const),
      onLoaded,
    }),
    [dark, onLoaded],
  );
  return (
    <div ref={container} className={`vh-api-reference ${styles.reference}`}>
      {/* Scalar reads the colour mode only at mount: remount on change. */}
      <ApiReferenceReact key={dark ? 'dark' : 'light'} configuration={configuration} />
    </div>
  );
}
