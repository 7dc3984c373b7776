import { useDark, withBase } from '@rspress/core/runtime';
import { type AnyApiReferenceConfiguration, ApiReferenceReact } from '@scalar/api-reference-react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import reference from 'virtual-openapi-reference';
import { scalarSlug } from '../../../shared/apiAnchors';
import { openApiUrls } from '../../../shared/apiUrls';
import { mockApiUrl, sandboxServer } from '../../../shared/site';
import { readerSandboxFetch } from '../../sandbox/sandboxFetch';
import styles from './index.module.css';
import { labelServerOptions } from './labelServerOptions';
import { linkEndpoints } from './linkEndpoints';
import { nameCopyButtons } from './nameCopyButtons';
import { scalarBodyClasses } from './scalarBundle';
import { scalarThemeCss } from './scalarTheme';
import { type ScalarPatch, useScalarPatches } from './useScalarPatches';
import { useScalarRendered } from './useScalarRendered';

/**
 * Scalar, configured to send nothing anywhere but the API host, and only when the reader presses "Test request" with
 * production selected; with the sandbox selected, nothing leaves the page.
 */
const baseConfiguration = {
  url: withBase(openApiUrls.json),
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
 * The description's servers, then the in-browser sandbox, and in `rspress dev` only `npm run mock` (Scalar's `servers`
 * replaces the document's). Rsbuild defines `import.meta.env.DEV` as false in the production build, which drops the
 * mock: the published pages never offer, or send anything to, localhost.
 */
const servers = [
  ...reference.servers.map(({ url, description }) => ({ url, description })),
  { url: sandboxServer.url, description: sandboxServer.description },
  ...(import.meta.env.DEV ? [{ url: mockApiUrl, description: 'Local mock' }] : []),
];

/** Accessibility, crawlability and labelling fixes to Scalar's DOM, applied as it renders. */
const scalarPatches: readonly ScalarPatch[] = [
  nameCopyButtons,
  linkEndpoints,
  labelServerOptions(servers, styles.serverDescription),
];

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
  // Whether the reader picked the sandbox in Scalar's server list. Scalar starts on the first server (production) at
  // each mount, and it remounts when the colour mode changes.
  const sandboxSelected = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset at each remount, which a change of `dark` causes.
  useLayoutEffect(() => {
    sandboxSelected.current = false;
  }, [dark]);
  const configuration = useMemo(
    () => ({
      ...baseConfiguration,
      servers,
      onServerChange: (url: string) => {
        sandboxSelected.current = url === sandboxServer.url;
      },
      // Scalar's requests (the description's download and each "Test request"): the sandbox's while it is selected.
      customFetch: ((input, init) =>
        (sandboxSelected.current ? readerSandboxFetch : fetch)(input, init)) satisfies typeof fetch,
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
