import { BrowserOnly } from '@rspress/core/runtime';
import { lazy, type ReactNode, Suspense } from 'react';
import reference from 'virtual-openapi-reference';
import { StaticReference } from './StaticReference';
import { loadScalarBundle } from './scalarBundle';

const ScalarReference = lazy(async () => {
  const [module] = await Promise.all([import('./ScalarReference'), loadScalarBundle()]);
  return module;
});

/** The `/api` page body: Scalar in the browser; the whole reference, pre-rendered, in the HTML and while Scalar loads. */
export function ApiReference(): ReactNode {
  const fallback = <StaticReference reference={reference} />;
  return (
    <BrowserOnly fallback={fallback}>
      {() => (
        <Suspense fallback={fallback}>
          <ScalarReference />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
