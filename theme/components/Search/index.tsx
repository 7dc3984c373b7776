import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadSearchPanel } from '../../upstream/rspress';
import { SearchButton } from '../SearchButton';

/**
 * The search panel, its engine (FlexSearch) and the search index load on first use. Rspress's own `Search` mounts
 * the panel on every page and fetches the index as soon as it mounts.
 */
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));

/** Ctrl-K / ⌘-K, as the panel itself handles it once loaded. */
const isSearchShortcut = (event: KeyboardEvent) => event.code === 'KeyK' && (event.ctrlKey || event.metaKey);

/** The navbar search: the button now, the panel once the reader clicks it or presses Ctrl/⌘-K. */
export function Search(): ReactNode {
  const [focused, setFocused] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);

  useEffect(() => {
    if (focused) setPanelWanted(true);
  }, [focused]);

  useEffect(() => {
    // Only until the panel is loaded: from then on its own listener toggles it.
    if (panelWanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panelWanted]);

  return (
    <>
      <SearchButton setFocused={setFocused} />
      {panelWanted && (
        <Suspense fallback={null}>
          <SearchPanel focused={focused} setFocused={setFocused} />
        </Suspense>
      )}
    </>
  );
}
