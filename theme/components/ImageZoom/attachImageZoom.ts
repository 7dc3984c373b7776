import type { Zoom } from 'medium-zoom';

let zoom: Promise<Zoom> | undefined;

/**
 * Makes `image` open full-screen on click. The zoom library is downloaded with the first such image, so the many
 * pages without one never pay for it; all images share one zoom. Resolves to a function that undoes it.
 */
export async function attachImageZoom(image: HTMLImageElement): Promise<() => void> {
  zoom ??= import('medium-zoom').then(({ default: mediumZoom }) => mediumZoom({ background: 'var(--rp-c-bg)' }));
  const shared = await zoom;
  shared.attach(image);
  return () => {
    shared.detach(image);
  };
}
