import { useEffect } from 'react';

/** The class on `<html>` while the reader uses the keyboard; styles/focus.css shows focus rings under it. */
export const keyboardClass = 'vh-keyboard';

/** Adds `keyboardClass` when Tab is pressed and removes it on mouse or touch use (spec §4). */
export function KeyboardFocus(): null {
  useEffect(() => {
    const root = document.documentElement;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') root.classList.add(keyboardClass);
    };
    const onPointerDown = () => root.classList.remove(keyboardClass);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
  return null;
}
