import type { RspressPlugin } from '@rspress/core';
import { colorModeScript } from '../shared/colorModeScript.ts';
import { keyboardFocusScript } from '../shared/keyboardFocusScript.ts';
import { rspressMarkup } from '../shared/rspressMarkup.ts';

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
 * The site's scripts that must run before first paint and hydration, inline in `<head>`: ours for the colour mode in
 * place of Rspress's (see `shared/colorModeScript.ts`), so a throwing localStorage cannot break the first
 * paint and the key has no namespace; and the keyboard focus rings' switch (`keyboardFocusScript`), so a Tab pressed
 * before hydration already shows where the focus is.
 */
export function pluginColorModeScript(): RspressPlugin {
  return {
    name: 'vihje-color-mode-script',
    builderConfig: {
      html: {
        tags: [
          (tags: HtmlTag[]) => [
            { tag: 'script', children: colorModeScript, head: true, append: false },
            { tag: 'script', children: keyboardFocusScript, head: true, append: false },
            ...tags.filter((tag) => !isRspressThemeScript(tag)),
          ],
        ],
      },
    },
  };
}
