import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';

const imageZoom = fileURLToPath(new URL('../theme/components/ImageZoom/index.tsx', import.meta.url));

/** Click-to-zoom on content images, loading the zoom library only on pages that have one. Set `mediumZoom: false`. */
export function pluginImageZoom(): RspressPlugin {
  return { name: 'vihje-image-zoom', globalUIComponents: [imageZoom] };
}
