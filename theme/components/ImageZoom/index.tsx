import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { attachImageZoom } from './attachImageZoom';
import './imageZoom.css';

/** Rspress renders a page's content just after the route changes; its own zoom waits the same 100 ms. */
const contentRenderDelayMs = 100;

/**
 * Click-to-zoom for content images, in place of Rspress's built-in `mediumZoom` (off in the config), which puts the
 * zoom library in every page's main bundle.
 */
export default function ImageZoom(): null {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each route renders new content images.
  useEffect(() => {
    let active = true;
    let detach: (() => void) | undefined;
    const timer = setTimeout(async () => {
      const undo = await attachImageZoom();
      if (active) detach = undo;
      else undo();
    }, contentRenderDelayMs);
    return () => {
      active = false;
      clearTimeout(timer);
      detach?.();
    };
  }, [pathname]);
  return null;
}
