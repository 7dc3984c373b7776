import type { RspressPlugin } from '@rspress/core';
import { colorModeScript } from '../theme/colorMode/colorModeScript.ts';
import { rspressMarkup } from '../theme/upstream/rspress/markup.ts';

interface HtmlTag {
  tag: string;
  children?: string;
  head?: boolean;
  append?: boolean;
}

/** Rspress's own pre-paint script reads an unguarded, namespaced localStorage key; it is identified by that key. */
const isRspressThemeScript = (tag: HtmlTag) =>
  tag.tag === 'script' && typeof tag.children === 'string' && tag.children.includes(rspressMarkup.themeScriptMarker);

/**
 * Swaps Rspress's inline colour mode script for ours (see `theme/colorMode/colorModeScript.ts`), so a throwing
 * localStorage cannot break the first paint and the key has no namespace.
 */
export function pluginColorModeScript(): RspressPlugin {
  return {
    name: 'vihje-color-mode-script',
    builderConfig: {
      html: {
        tags: [
          (tags: HtmlTag[]) => [
            { tag: 'script', children: colorModeScript, head: true, append: false },
            ...tags.filter((tag) => !isRspressThemeScript(tag)),
          ],
        ],
      },
    },
  };
}
