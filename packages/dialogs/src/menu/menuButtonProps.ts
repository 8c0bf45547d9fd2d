import type { CSSProperties, ReactNode } from 'react';

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

export interface AriaMenuButtonProps extends MenuButtonProps {
  /** Open at mount: the stand-in toggle was pressed before this code arrived. */
  defaultOpen?: boolean;
  /** Focus the toggle at mount: the stand-in toggle had the focus when this code arrived. */
  autoFocus?: boolean;
}
