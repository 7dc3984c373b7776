import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe on the page, reporting violations only: the tests read nothing else, and leaving out the details of passes and
 * incomplete results makes a run 10–25 % faster on the site's long pages.
 */
export const axe = (page: Page): AxeBuilder => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
