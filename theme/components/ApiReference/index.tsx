import { BrowserOnly } from '@rspress/core/runtime';
import { lazy, type ReactNode, Suspense } from 'react';
import summary from 'virtual-openapi-summary';
import { ApiReferenceFallback } from './ApiReferenceFallback';
import { loadScalarBundle } from './scalarBundle';

const ScalarReference = lazy(async () => {
  const [reference] = await Promise.all([import('./ScalarReference'), loadScalarBundle()]);
  return reference;
});

/** The `/api` page body: Scalar in the browser, the operation list in the HTML and while Scalar loads. */
export function ApiReference(): ReactNode {
  const fallback = <ApiReferenceFallback summary={summary} />;
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
