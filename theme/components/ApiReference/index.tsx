import { BrowserOnly } from '@rspress/core/runtime';
import { lazy, type ReactNode, Suspense } from 'react';
import summary from 'virtual-openapi-summary';
import { ApiReferenceFallback } from './ApiReferenceFallback';

const ScalarReference = lazy(() => import('./ScalarReference'));

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
