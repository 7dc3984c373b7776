import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import styles from './index.module.css';

/** Props of the generic combobox that the typeahead components render. */
export interface ComboboxProps<Item> {
  /** The visible label of the text input. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions; the list shows when there is at least one and the user has not closed it. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** What the input shows once an item is picked. */
  itemText: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  onSelect: (item: Item) => void;
  /** Shown under the list while it is open, e.g. the data attribution. */
  footer?: ReactNode;
  /** A live status line (searching, no results, an error), announced politely. */
  status?: string;
  placeholder?: string;
}

/**
 * A WAI-ARIA combobox with a list popup: Arrow Down / Up move through the suggestions (wrapping), Enter picks the
 * highlighted one, Escape closes the list; a click picks too. Free text stays allowed: nothing forces a pick.
 */
export function Combobox<Item>(props: ComboboxProps<Item>): ReactNode {
  const { label, value, onValueChange, items, itemKey, itemText, renderItem, onSelect, footer, status } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const open = !closed && items.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(item: Item): void {
    onValueChange(itemText(item));
    setClosed(true);
    setActive(-1);
    onSelect(item);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Escape') {
      setClosed(true);
      setActive(-1);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setClosed(false);
        return;
      }
      const last = items.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
      return;
    }
    const chosen = items[active];
    if (event.key === 'Enter' && open && chosen !== undefined) {
      event.preventDefault();
      pick(chosen);
    }
  }

  return (
    <div className={`vh-combobox ${styles.combobox}`}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={value}
        placeholder={props.placeholder}
        onChange={(event) => {
          setClosed(false);
          setActive(-1);
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setClosed(true)}
      />
      <div id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!open}>
        {open &&
          items.map((item, index) => (
            <div
              key={itemKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Focus stays in the input (aria-activedescendant); -1 keeps options out of the tab order.
              tabIndex={-1}
              className={styles.option}
              // mousedown, not click: it comes before the input's blur, which would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(item);
              }}
            >
              {renderItem(item)}
            </div>
          ))}
      </div>
      {open && footer}
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
