import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type DropdownEntry =
  | {
      kind?: 'item';
      key: string;
      label: ReactNode;
      onSelect: () => void;
      /** menuitemradio with aria-checked when set. */
      checked?: boolean;
      disabled?: boolean;
      lang?: string;
    }
  | { kind: 'separator'; key: string };

export interface DropdownMenuProps {
  /** Accessible name of the toggle (and the menu). */
  label: string;
  /** Visible toggle content. */
  toggle: ReactNode;
  entries: DropdownEntry[];
  /** Menu width in px. */
  width?: number;
  align?: 'start' | 'end';
  toggleClassName?: string;
  id?: string;
}

/** A menu button (WAI-ARIA menu pattern): roles menu/menuitem, arrow keys, Home/End, Escape. */
export function DropdownMenu({
  label,
  toggle,
  entries,
  width,
  align = 'end',
  toggleClassName,
  id,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const generated = useId();
  const menuId = id ?? `menu${generated}`;
  const wrapper = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const items = () => [
    ...(wrapper.current?.querySelectorAll<HTMLElement>('[role^=menuitem]:not([aria-disabled=true])') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusLast
      ? list[list.length - 1]
      : (list.find((i) => i.getAttribute('aria-checked') === 'true') ?? list[0])
    )?.focus();
    const onDown = (e: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, focusLast]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        list[(index + 1) % list.length]?.focus();
        break;
      case 'ArrowUp':
        e.preventDefault();
        list[(index - 1 + list.length) % list.length]?.focus();
        break;
      case 'Home':
        e.preventDefault();
        list[0]?.focus();
        break;
      case 'End':
        e.preventDefault();
        list[list.length - 1]?.focus();
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className={`ic-dropdown ic-dropdown-${align}`} ref={wrapper}>
      <button
        ref={toggleRef}
        type="button"
        className={toggleClassName ?? 'ic-topbar-button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => {
          setFocusLast(false);
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setFocusLast(e.key === 'ArrowUp');
            setOpen(true);
          }
        }}
      >
        {toggle}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          className="ic-dropdown-menu"
          style={width ? { width } : undefined}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) =>
            entry.kind === 'separator' ? (
              <li key={entry.key} role="separator" className="ic-dropdown-divider" />
            ) : (
              <li key={entry.key} role="none">
                <button
                  type="button"
                  role={entry.checked === undefined ? 'menuitem' : 'menuitemradio'}
                  aria-checked={entry.checked}
                  aria-disabled={entry.disabled || undefined}
                  lang={entry.lang}
                  tabIndex={-1}
                  onClick={() => {
                    if (entry.disabled) return;
                    close(true);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
