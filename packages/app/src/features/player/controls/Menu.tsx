// A menu of the player (quality, speed, subtitles, audio): a button that opens a list of radio items. Keyboard:
// Enter/Space/↓ opens on the checked item, ↑/↓ move, Home/End, Enter/Space choose, Escape or Tab close (focus back
// on the button). One menu is open at a time (the controls hold which).
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useMenuKeys } from '../../../hooks/useMenuKeys';

export interface MenuItem {
  key: string;
  label: string;
  checked: boolean;
  /** Language of the label (a language name shown in its own script keeps its direction). */
  lang?: string;
}

export function Menu({
  name,
  label,
  icon,
  items,
  open,
  onOpenChange,
  onSelect,
  testId,
}: {
  name: string;
  /** Accessible name of the button and the menu. */
  label: string;
  icon: ReactNode;
  items: MenuItem[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onSelect(key: string): void;
  testId: string;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };
  const { focusItem, onListKey } = useMenuKeys(list, '[role="menuitemradio"]', {
    escape: close,
    tab: () => onOpenChange(false),
  });
  // Focus moves in when the menu opens (on the checked item), not when its items change while open.
  const checkedIndex = useRef(0);
  checkedIndex.current = Math.max(
    0,
    items.findIndex((i) => i.checked),
  );
  useEffect(() => {
    if (open) focusItem(checkedIndex.current);
  }, [open, focusItem]);
  // A stream without this choice (no subtitles, one audio language): no button at all.
  if (items.length === 0) return null;
  return (
    <div className="pc-menu" data-menu={name}>
      <button
        ref={button}
        type="button"
        className="pc-btn"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid={testId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            e.stopPropagation();
            onOpenChange(true);
          }
        }}
      >
        {icon}
      </button>
      {open && (
        <div ref={list} id={id} role="menu" aria-label={label} className="pc-menu-list" onKeyDown={onListKey}>
          {items.map((item) => (
            <div key={item.key} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={item.checked}
                lang={item.lang}
                tabIndex={-1}
                className="pc-menu-item"
                data-key={item.key}
                onClick={() => {
                  onSelect(item.key);
                  close();
                }}
              >
                {item.label}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
