import { NotFoundLayout } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';

/**
 * Rspress's 404 page inside a `<main>` landmark, which upstream's lacks (axe landmark-one-main). Given to the Layout
 * through its NotFoundLayout prop. Its link's visible text matches its "go to home" label through the site's i18n
 * texts (rspress.config.ts).
 */
export function NotFound(): ReactNode {
  return (
    <main>
      <NotFoundLayout />
    </main>
  );
}
