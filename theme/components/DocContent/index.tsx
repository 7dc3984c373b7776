import { useLocation } from '@rspress/core/runtime';
import { DocContent as BaseDocContent } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';
import { CrashSwitch } from '../CrashSwitch';
import { PageErrorBoundary } from '../PageErrorBoundary';

/**
 * The doc content inside an error boundary, so a crash keeps the navbar, sidebar and outline usable. The test build
 * adds the crash switch the browser tests use; production bundles leave it out.
 */
export function DocContent(props: ComponentProps<typeof BaseDocContent>): ReactNode {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      {VIHJE_TEST_HOOKS && <CrashSwitch />}
      <BaseDocContent {...props} />
    </PageErrorBoundary>
  );
}
