/**
 * The production build's folder, and the variable that sends one build elsewhere: `npm run build` builds into a
 * staging folder (`scripts/buildAtomically.ts`) that replaces this one when the build succeeded.
 */
export const outDirVariable = 'VIHJE_OUT_DIR';

/** The folder `rspress build` writes: `doc_build`, unless `VIHJE_OUT_DIR` names another. */
export const buildOutDir = (): string => process.env[outDirVariable] || 'doc_build';

/**
 * The output a build replaces when it is not its own folder: `npm run build` builds into a staging folder and names
 * `doc_build` here (`scripts/buildAtomically.ts`). A build into `doc_build` itself replaces what it set aside
 * (`plugins/previousOutput.ts`).
 */
export const previousOutDirVariable = 'VIHJE_PREVIOUS_OUT_DIR';
