import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe on the page, reporting violations only: the tests read nothing else, and leaving out the details of passes and
 * incomplete results makes a run faster on the site's long pages (bench/NOTES.md).
 *
 * In legacy mode axe runs once in the page (and in any same-origin frame) instead of once per frame plus a blank
 * page it opens to merge the results; the rules are the same. That blank page was most of a run's time on a 2-core
 * machine (bench/NOTES.md). What legacy mode cannot test is a cross-origin frame, which the site cannot have: the
 * quality gates fail any request to another origin.
 */
export const axe = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
