import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import reference from 'virtual-openapi-reference';
import { findFocusedPart, focusPart } from './focusedPart';
import { handOverToScalar } from './handOver';
import styles from './index.module.css';
import { ScalarErrorBoundary } from './ScalarErrorBoundary';
import { StaticReference } from './StaticReference';
import { loadScalarBundle } from './scalarBundle';
import { offerScalarStart } from './scalarStartHook';
import { findViewportAnchor, readingLine, restoreReleasedIds, restoreViewportAnchor } from './viewportAnchor';
import { whenInteractiveOrUsed } from './whenInteractiveOrUsed';

const ScalarReference = lazy(async () => {
  const [module] = await Promise.all([import('./ScalarReference'), loadScalarBundle()]);
  return module;
});

/**
 * `static`: the pre-rendered reference only; `staging`: Scalar loads and renders, hidden; `scalar`: Scalar only;
 * `failed`: Scalar could not load, the pre-rendered reference stays.
 */
type Phase = 'static' | 'staging' | 'scalar' | 'failed';

/**
 * The `/api` page body. The pre-rendered reference is the page until it is interactive (or the reader starts using
 * it); then Scalar loads and renders hidden, and replaces it in one frame, keeping the part the reader is on where it
 * was. Scalar's download and start-up (about a second of main thread on a mid-range phone) so never compete with
 * first paint or hydration.
 */
export function ApiReference(): ReactNode {
  const [phase, setPhase] = useState<Phase>('static');
  const staticRoot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = staticRoot.current;
    if (!root) return undefined;
    const cancel = whenInteractiveOrUsed(root, () => setPhase('staging'));
    if (!VIHJE_TEST_HOOKS) return cancel;
    const withdraw = offerScalarStart(() => {
      cancel();
      setPhase((phase) => (phase === 'static' ? 'staging' : phase));
    });
    return () => {
      cancel();
      withdraw();
    };
  }, []);

  const handOver = useCallback(() => {
    if (staticRoot.current) handOverToScalar(staticRoot.current, reference.introductionId);
  }, []);
  const keepStatic = useCallback((error: unknown) => {
    console.warn('The interactive API reference could not load; the static reference stays.', error);
    if (staticRoot.current) restoreReleasedIds(staticRoot.current);
    setPhase('failed');
  }, []);
  const reveal = useCallback(() => {
    const root = staticRoot.current;
    if (!root) return;
    const anchor = window.scrollY > 0 ? findViewportAnchor(root, readingLine()) : undefined;
    const focused = findFocusedPart(root);
    flushSync(() => setPhase('scalar'));
    if (anchor) restoreViewportAnchor(anchor);
    // A keyboard reader in the static reference goes on from the same part in Scalar (its sections take focus).
    if (focused) focusPart(focused);
  }, []);

  // The static tree never changes: built once, so phase changes do not re-render it.
  const staticReference = useMemo(() => <StaticReference reference={reference} />, []);
  return (
    <>
      {phase !== 'scalar' && <div ref={staticRoot}>{staticReference}</div>}
      {(phase === 'staging' || phase === 'scalar') && (
        <div className={phase === 'staging' ? styles.stage : undefined} inert={phase === 'staging'}>
          <ScalarErrorBoundary onError={keepStatic}>
            <Suspense fallback={null}>
              <ScalarReference onBeforeMount={handOver} onRendered={reveal} />
            </Suspense>
          </ScalarErrorBoundary>
        </div>
      )}
    </>
  );
}
