/** The class on `<html>` while the reader uses the keyboard; styles/focus.css shows focus rings under it. */
export const keyboardClass = 'vh-keyboard';

/**
 * Runs in `<head>`, before the page is hydrated or even painted: adds `keyboardClass` when Tab is pressed and removes
 * it on mouse or touch use. A keyboard reader pressing Tab while a slow phone still hydrates gets focus rings at
 * once; the listeners stay for the whole visit, across client-side navigations.
 */
export const keyboardFocusScript = [
  '(function(){',
  'var root=document.documentElement;',
  `document.addEventListener('keydown',function(e){if(e.key==='Tab')root.classList.add(${JSON.stringify(keyboardClass)})},true);`,
  `document.addEventListener('pointerdown',function(){root.classList.remove(${JSON.stringify(keyboardClass)})},true);`,
  '})();',
].join('');
