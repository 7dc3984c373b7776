/**
 * The production build's folder, and the variable that sends one build elsewhere: `npm run build` builds into a
 * staging folder (`scripts/buildAtomically.ts`) that replaces this one when the build succeeded.
 */
export const outDirVariable = 'VIHJE_OUT_DIR';

/** The folder `rspress build` writes: `doc_build`, unless `VIHJE_OUT_DIR` names another. */
export const buildOutDir = (): string => process.env[outDirVariable] || 'doc_build';
