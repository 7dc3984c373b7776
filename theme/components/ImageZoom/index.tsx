import { getCustomMDXComponent } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';
import { attachImageZoom } from './attachImageZoom';
import './imageZoom.css';

const BaseImage = getCustomMDXComponent().img as (props: ComponentProps<'img'>) => ReactNode;

/** Decorative images (`alt=""`) say nothing worth a closer look. */
const isDecorative = (image: HTMLImageElement) => image.getAttribute('alt') === '';

/** Attaches the zoom when the image mounts and detaches it when it unmounts (a route change). */
function zoomable(image: HTMLImageElement | null): (() => void) | undefined {
  if (!image || isDecorative(image)) return undefined;
  let mounted = true;
  let detach: (() => void) | undefined;
  void attachImageZoom(image).then((undo) => {
    if (mounted) detach = undo;
    else undo();
  });
  return () => {
    mounted = false;
    detach?.();
  };
}

/**
 * The Markdown image, click-to-zoom: given to the layout as the MDX `img`, so each content image gets the zoom as it
 * renders, with no wait for the page's content. Replaces Rspress's built-in `mediumZoom` (off in the config), which
 * puts the zoom library in every page's main bundle and finds the images after a fixed delay.
 */
export function ZoomableImage(props: ComponentProps<'img'>): ReactNode {
  return <BaseImage {...props} ref={zoomable} />;
}
