import { type ComponentProps, forwardRef } from 'react';

/**
 * Markdown tables, as Rspress renders them, in a scroll container keyboard users can reach: a wide table scrolls
 * sideways, and a scrollable region needs to be focusable to be scrolled without a mouse (axe
 * scrollable-region-focusable). Passed to the docs layout as the MDX `table` component.
 */
export const ScrollableTable = forwardRef<HTMLTableElement, ComponentProps<'table'>>(
  function ScrollableTable(props, ref) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      <div className="rp-table-scroll-container rp-scrollbar" tabIndex={0}>
        <table ref={ref} {...props} />
      </div>
    );
  },
);
