// The keys of an open menu's list (WAI-ARIA menu pattern): ↑/↓ move and wrap, Home/End, Escape closes with focus back
// on its button, Tab closes and lets focus go on.
import { type KeyboardEvent, type RefObject, useCallback } from 'react';

export function useMenuKeys(
  list: RefObject<HTMLElement | null>,
  itemSelector: string,
  on: { escape(): void; tab(): void },
) {
  const items = useCallback(
    () => [...(list.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])],
    [list, itemSelector],
  );
  const focusItem = useCallback(
    (index: number) => {
      const els = items();
      if (els.length > 0) els[(index + els.length) % els.length]?.focus();
    },
    [items],
  );
  const onListKey = (e: KeyboardEvent) => {
    const els = items();
    const at = els.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') focusItem(at + 1);
    else if (e.key === 'ArrowUp') focusItem(at - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(els.length - 1);
    else if (e.key === 'Escape') on.escape();
    else if (e.key === 'Tab') on.tab();
    else return;
    if (e.key !== 'Tab') e.preventDefault();
    // The page's own keys (the player's shortcuts) do not act on a key the menu took.
    e.stopPropagation();
  };
  return { focusItem, onListKey };
}
