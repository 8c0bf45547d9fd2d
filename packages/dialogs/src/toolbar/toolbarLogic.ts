/** Toolbar button of spec §3, and the state rules of spec §4. Framework-free. */
export type ToolbarVisibility = 'hidden' | 'collapsed' | 'iconOnly' | 'alwaysVisible' | 'iconAlwaysVisible';

export type RowCondition<Row = unknown> = (row: Row) => boolean;

export interface ToolbarButton<Row = unknown> {
  baseName: string;
  title?: string;
  tooltip?: string;
  iconKey?: string;
  iconPosition?: 'left' | 'right';
  active?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  onClick?: (context: ToolbarClickContext<Row>) => unknown;
  rowCondition?: RowCondition<Row>;
  buttonClassName?: string;
  menuClassName?: string;
  style?: Record<string, string | number>;
  visibility?: ToolbarVisibility;
  mobileVisibility?: ToolbarVisibility;
  items?: ToolbarButton<Row>[];
  parent?: string;
}

export interface ToolbarClickContext<Row = unknown> {
  button: ToolbarButton<Row>;
  selectedRows: readonly Row[];
}

export interface ToolbarDefinition<Row = unknown> {
  buttons: ToolbarButton<Row>[];
  additionalActions?: ToolbarButton<Row>[];
  hidden?: boolean;
  maxUncollapsedButtons?: number;
}

/** A mobile device is detected when the user agent contains 'Mobi' (spec §9). */
export function isMobileUserAgent(
  userAgent: string | undefined = typeof navigator !== 'undefined' ? navigator.userAgent : undefined,
): boolean {
  return !!userAgent && userAgent.includes('Mobi');
}

/** Default maximum of buttons outside the 'more options' menu (spec §9). */
export const DEFAULT_MAX_UNCOLLAPSED_BUTTONS = 100;
/** Width reserved for the 'more options' toggle and padding per button when measuring (spec §9). */
export const TOOLBAR_RESERVED_WIDTH = 50;
export const TOOLBAR_BUTTON_PADDING = 5;

/** Whether a button is shown at all. */
export function isButtonVisible<Row>(button: ToolbarButton<Row>, mobile = false): boolean {
  const visibility =
    (mobile ? (button.mobileVisibility ?? button.visibility) : button.visibility) ?? undefined;
  return !button.hidden && visibility !== 'hidden';
}

/**
 * A button is enabled only if it is not disabled; with a row condition at least one row must be
 * selected and every selected row must satisfy it (spec §4).
 */
export function isButtonEnabled<Row>(button: ToolbarButton<Row>, selectedRows: readonly Row[] = []): boolean {
  if (button.disabled) return false;
  if (button.rowCondition) {
    if (selectedRows.length === 0) return false;
    return selectedRows.every((row) => button.rowCondition!(row));
  }
  return true;
}

export class ToolbarButtonError extends Error {
  constructor(
    message: string,
    readonly baseName: string,
    readonly reason: 'disabled' | 'hidden' | 'noHandler' | 'notFound',
  ) {
    super(message);
    this.name = 'ToolbarButtonError';
  }
}

/** Checks a click: clicking a disabled or hidden button, or one without a handler, raises an error. */
export function assertClickable<Row>(button: ToolbarButton<Row>, selectedRows: readonly Row[] = []): void {
  if (!isButtonVisible(button)) {
    throw new ToolbarButtonError(`Toolbar button '${button.baseName}' is hidden.`, button.baseName, 'hidden');
  }
  if (!isButtonEnabled(button, selectedRows)) {
    throw new ToolbarButtonError(
      `Toolbar button '${button.baseName}' is disabled.`,
      button.baseName,
      'disabled',
    );
  }
  if (!button.onClick) {
    throw new ToolbarButtonError(
      `Toolbar button '${button.baseName}' has no click handler.`,
      button.baseName,
      'noHandler',
    );
  }
}

export function findButton<Row>(
  buttons: readonly ToolbarButton<Row>[],
  baseName: string,
): ToolbarButton<Row> | undefined {
  for (const b of buttons) {
    if (b.baseName === baseName) return b;
    const child = b.items ? findButton(b.items, baseName) : undefined;
    if (child) return child;
  }
  return undefined;
}

/**
 * Runs button handlers: a running button ignores repeat presses until its handler finishes
 * (spec §4). `onChange` reports the set of running buttons (for spinners).
 */
export class ToolbarRunner<Row = unknown> {
  private running = new Set<string>();
  constructor(private readonly onChange: (running: ReadonlySet<string>) => void = () => {}) {}

  isRunning(baseName: string): boolean {
    return this.running.has(baseName);
  }

  /** Presses the button. Returns false when ignored because it is still running. */
  async press(button: ToolbarButton<Row>, selectedRows: readonly Row[] = []): Promise<boolean> {
    assertClickable(button, selectedRows);
    if (this.running.has(button.baseName)) return false;
    this.running.add(button.baseName);
    this.onChange(new Set(this.running));
    try {
      await button.onClick!({ button, selectedRows });
      return true;
    } finally {
      this.running.delete(button.baseName);
      this.onChange(new Set(this.running));
    }
  }
}

export interface ToolbarLayout<Row = unknown> {
  /** Buttons rendered in the bar, in order. */
  inline: ToolbarButton<Row>[];
  /** Buttons in the 'more options' menu, in order. */
  collapsed: ToolbarButton<Row>[];
  /** Icon-only mode forced because the space is short. */
  iconOnly: boolean;
}

export interface ToolbarLayoutInput<Row = unknown> {
  buttons: readonly ToolbarButton<Row>[];
  additionalActions?: readonly ToolbarButton<Row>[];
  /** Width available to the toolbar in px; undefined = unknown, everything fits. */
  availableWidth?: number;
  /** Measured width of a button with its title. */
  fullWidth: (button: ToolbarButton<Row>) => number;
  /** Measured width of a button showing only its icon. */
  iconWidth: (button: ToolbarButton<Row>) => number;
  maxUncollapsedButtons?: number;
  mobile?: boolean;
}

/**
 * Decides which buttons stay in the bar and which go into 'more options' (spec §4, §9): when
 * everything fits, all are shown; otherwise icon-only mode is forced, and if still short the
 * buttons from the end collapse into the menu. alwaysVisible and iconAlwaysVisible stay out of it.
 * Measuring reserves 50 px (the menu toggle) plus 5 px padding per button. Buttons marked
 * `collapsed` and the additional actions always sit in the menu.
 */
export function layoutToolbar<Row>(input: ToolbarLayoutInput<Row>): ToolbarLayout<Row> {
  const mobile = input.mobile ?? false;
  const vis = (b: ToolbarButton<Row>) => (mobile ? (b.mobileVisibility ?? b.visibility) : b.visibility);
  const pinned = (b: ToolbarButton<Row>) => vis(b) === 'alwaysVisible' || vis(b) === 'iconAlwaysVisible';
  const alwaysIcon = (b: ToolbarButton<Row>) => vis(b) === 'iconOnly' || vis(b) === 'iconAlwaysVisible';
  const shown = (b: ToolbarButton<Row>) => !b.hidden && vis(b) !== 'hidden';

  const visible = input.buttons.filter(shown);
  const extra = (input.additionalActions ?? []).filter(shown);
  const max = input.maxUncollapsedButtons ?? DEFAULT_MAX_UNCOLLAPSED_BUTTONS;

  const toMenu = new Set<ToolbarButton<Row>>(visible.filter((b) => vis(b) === 'collapsed'));
  let unpinned = 0;
  for (const b of visible) {
    if (toMenu.has(b) || pinned(b)) continue;
    unpinned += 1;
    if (unpinned > max) toMenu.add(b);
  }
  let inline = visible.filter((b) => !toMenu.has(b));

  const measure = (list: ToolbarButton<Row>[], iconOnly: boolean, withMenu: boolean) =>
    list.reduce(
      (sum, b) =>
        sum + (iconOnly || alwaysIcon(b) ? input.iconWidth(b) : input.fullWidth(b)) + TOOLBAR_BUTTON_PADDING,
      0,
    ) + (withMenu ? TOOLBAR_RESERVED_WIDTH : 0);

  const available = input.availableWidth;
  let iconOnly = false;
  const menuNeeded = () => toMenu.size + extra.length > 0;
  if (available !== undefined && measure(inline, false, menuNeeded()) > available) {
    iconOnly = true;
    while (measure(inline, true, menuNeeded()) > available) {
      let index = -1;
      for (let i = inline.length - 1; i >= 0; i -= 1) {
        if (!pinned(inline[i]!)) {
          index = i;
          break;
        }
      }
      if (index < 0) break;
      toMenu.add(inline[index]!);
      inline = inline.filter((_, i) => i !== index);
    }
  }
  return { inline, collapsed: [...visible.filter((b) => toMenu.has(b)), ...extra], iconOnly };
}
