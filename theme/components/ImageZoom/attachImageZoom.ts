/** Content images worth zooming: those in the doc body that describe something (decorative ones have `alt=""`). */
export const zoomableImages = '.rspress-doc img:not([alt=""])';

/**
 * Makes the zoomable images under `root` open full-screen on click. The zoom library is downloaded only when the page
 * has such an image, so the many pages without one don't pay for it. Resolves to a function that undoes it.
 */
export async function attachImageZoom(root: ParentNode = document): Promise<() => void> {
  const images = root.querySelectorAll<HTMLImageElement>(zoomableImages);
  if (images.length === 0) return () => {};
  const { default: mediumZoom } = await import('medium-zoom');
  const zoom = mediumZoom(images, { background: 'var(--rp-c-bg)' });
  return () => {
    zoom.close();
    zoom.detach();
  };
}
