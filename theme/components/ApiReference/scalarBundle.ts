/**
 * Scalar's prebuilt browser bundle, downloaded on demand. The site's build resolves `@scalar/api-reference` to this
 * module (plugins/scalarBundle.ts), so Scalar's React wrapper mounts through the bundle's `createApiReference` and
 * the bundler never compiles Scalar. Importing this module does nothing; `loadScalarBundle()` fetches the bundle.
 */
import type { createApiReference as CreateApiReference } from '@scalar/api-reference';
import { scalarMarkup } from '../../upstream/scalar/markup';
import { keepScalarUrlWritesOnItsPage } from './scalarUrlWrites';

type CreateApiReferenceFn = typeof CreateApiReference;

/** The body classes Scalar sets for its colour mode; they must not outlive the page. */
export const scalarBodyClasses = [scalarMarkup.lightBodyClass, scalarMarkup.darkBodyClass] as const;

let bundleCreate: CreateApiReferenceFn | undefined;
let pending: Promise<void> | undefined;

declare global {
  // Zod (inside the bundle) reads its settings from this global when its module first runs.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

async function importBundle(): Promise<void> {
  // Zod probes `Function("")` to decide whether to compile validators; the site's CSP (no 'unsafe-eval') blocks the
  // probe and reports a violation. Telling Zod up front avoids the probe.
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
  const classesBefore = new Set(document.body.classList);
  const bundle: { createApiReference: CreateApiReferenceFn } = await import(
    /* webpackIgnore: true */ `${import.meta.env.ASSET_PREFIX}${import.meta.env.SCALAR_BUNDLE_PATH}`
  );
  // On import the bundle looks for an HTML-configured reference to mount (there is none) and marks `<body>` with a
  // colour-mode class; only a mounted reference may set those.
  for (const name of scalarBodyClasses) {
    if (!classesBefore.has(name)) document.body.classList.remove(name);
  }
  bundleCreate = bundle.createApiReference;
}

/** Downloads and runs Scalar's bundle once; a failed download may be tried again. */
export function loadScalarBundle(): Promise<void> {
  pending ??= importBundle().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * `@scalar/api-reference`'s `createApiReference`, from the bundle: call `loadScalarBundle()` first. From mount to
 * `destroy()`, Scalar's writes to the URL's hash stay on its own page (scalarUrlWrites.ts).
 */
export const createApiReference = ((...args: unknown[]) => {
  if (!bundleCreate) throw new Error("Scalar's bundle is not loaded: await loadScalarBundle() before mounting.");
  const release = keepScalarUrlWritesOnItsPage(window.location.pathname);
  try {
    const instance: ReturnType<CreateApiReferenceFn> = Reflect.apply(bundleCreate, undefined, args);
    const { destroy } = instance;
    instance.destroy = () => {
      try {
        destroy();
      } finally {
        release();
      }
    };
    return instance;
  } catch (error) {
    release();
    throw error;
  }
}) as CreateApiReferenceFn;
