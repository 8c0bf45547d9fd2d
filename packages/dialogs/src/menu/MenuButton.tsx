import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';

export type MenuButtonEntry =
  | {
      kind?: 'item';
      key: string;
      label: ReactNode;
      /** The item's text for type-ahead when the label is not plain text. */
      textValue?: string;
      onSelect: () => void;
      /** A radio item (menuitemradio with aria-checked) when set. */
      checked?: boolean;
      disabled?: boolean;
      lang?: string;
    }
  | { kind: 'separator'; key: string };

export interface MenuButtonProps {
  /** Accessible name of the toggle and the menu. */
  label: string;
  /** Visible toggle content. */
  toggle: ReactNode;
  entries: readonly MenuButtonEntry[];
  /** Menu width in px. */
  width?: number;
  /** Which edge of the toggle the menu lines up with. */
  align?: 'start' | 'end';
  toggleClassName?: string;
  menuClassName?: string;
  toggleStyle?: CSSProperties;
}

/**
 * The one menu button of the product (WAI-ARIA menu button: menu/menuitem roles, arrow keys,
 * Home/End, type-ahead, Escape returns focus to the toggle), built on react-aria-components.
 * The toggle keeps the `ic-dropdown` wrapper and `aria-haspopup="menu"`, which the server-rendered
 * landing page's script enhances in the same way before React is there.
 */
export function MenuButton({
  label,
  toggle,
  entries,
  width,
  align = 'end',
  toggleClassName,
  menuClassName = 'ic-dropdown-menu',
  toggleStyle,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const items = entries.filter((entry) => entry.kind !== 'separator');
  const radio = items.some((entry) => entry.checked !== undefined);
  const selectedKeys = items.filter((entry) => entry.checked).map((entry) => entry.key);
  const disabledKeys = items.filter((entry) => entry.disabled).map((entry) => entry.key);
  return (
    <div className={`ic-dropdown ic-dropdown-${align}`}>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
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
