import { colorModeStorageKey, prefersDarkQuery } from './site.ts';

/**
 * Runs in `<head>` before first paint, so a stored dark choice never flashes light. Mirrors `resolveColorMode` and
 * `applyColorMode`; a throwing localStorage falls back to the system setting (the React side logs the one warning).
 */
export const colorModeScript = [
  '(function(){',
  'var mode=null;',
  `try{mode=window.localStorage.getItem(${JSON.stringify(colorModeStorageKey)})}catch(e){}`,
  `var dark=mode==='dark'||(mode!=='light'&&window.matchMedia(${JSON.stringify(prefersDarkQuery)}).matches);`,
  'var root=document.documentElement;',
  "root.classList.toggle('dark',dark);root.classList.toggle('rp-dark',dark);",
  "root.style.colorScheme=dark?'dark':'light';",
  '})();',
].join('');
