import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { AriaMenuButtonProps } from './menuButtonProps';

/**
 * The menu button's react-aria implementation (WAI-ARIA menu button: menu/menuitem roles, arrow
 * keys, Home/End, type-ahead, Escape returns focus to the toggle), loaded by `MenuButton` on the
 * first sign of use.
 */
export default function AriaMenuButton({
  label,
  toggle,
  entries,
  width,
  align = 'end',
  toggleClassName,
  menuClassName = 'ic-dropdown-menu',
  toggleStyle,
  defaultOpen = false,
  autoFocus = false,
}: AriaMenuButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // An open menu takes the focus itself; a closed one hands it to the toggle that replaced the
  // focused stand-in, so a keyboard user's place is kept.
  useEffect(() => {
    if (autoFocus && !defaultOpen) toggleRef.current?.focus();
  }, [autoFocus, defaultOpen]);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    // A menu opened from the stand-in has no toggle of its own to give the focus back to (the
    // focused element at its opening was the stand-in, gone since): the toggle takes it.
    if (!next)
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) toggleRef.current?.focus();
      });
  };
  const items = entries.filter((entry) => entry.kind !== 'separator');
  const radio = items.some((entry) => entry.checked !== undefined);
  const selectedKeys = items.filter((entry) => entry.checked).map((entry) => entry.key);
  const disabledKeys = items.filter((entry) => entry.disabled).map((entry) => entry.key);
  return (
    <div className={`ic-dropdown ic-dropdown-${align}`}>
      <MenuTrigger isOpen={open} onOpenChange={changeOpen}>
        <Button
          ref={toggleRef}
          className={toggleClassName ?? 'ic-topbar-button'}
          style={toggleStyle}
          aria-label={label}
          aria-haspopup="menu"
        >
          {toggle}
        </Button>
        <Popover
          className="ic-menu-popover"
          placement={align === 'end' ? 'bottom end' : 'bottom start'}
          offset={4}
        >
          <Menu
            aria-label={label}
            className={menuClassName}
            style={width ? { width } : undefined}
            selectionMode={radio ? 'single' : 'none'}
            selectedKeys={selectedKeys}
            disabledKeys={disabledKeys}
            disallowEmptySelection={radio}
          >
            {entries.map((entry) =>
              entry.kind === 'separator' ? (
                <Separator key={entry.key} className="ic-dropdown-divider" />
              ) : (
                <MenuItem
                  key={entry.key}
                  id={entry.key}
                  textValue={entry.textValue ?? (typeof entry.label === 'string' ? entry.label : entry.key)}
                  onAction={entry.onSelect}
                >
                  {entry.lang ? <span lang={entry.lang}>{entry.label}</span> : entry.label}
                </MenuItem>
              ),
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
