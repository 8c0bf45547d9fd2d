import { describe, expect, it, vi } from 'vitest';
import {
  assertClickable,
  DEFAULT_MAX_UNCOLLAPSED_BUTTONS,
  findButton,
  isButtonEnabled,
  isMobileUserAgent,
  layoutToolbar,
  ToolbarButtonError,
  ToolbarRunner,
  type ToolbarButton,
  type ToolbarClickContext,
} from './toolbarLogic';

type Row = { id: number; locked: boolean };
const rows: Row[] = [
  { id: 1, locked: false },
  { id: 2, locked: true },
];

describe('isButtonEnabled', () => {
  it('is enabled unless disabled', () => {
    expect(isButtonEnabled({ baseName: 'a' })).toBe(true);
    expect(isButtonEnabled({ baseName: 'a', disabled: true })).toBe(false);
  });
  it('with a row condition needs at least one selected row and every row satisfying it', () => {
    const button: ToolbarButton<Row> = { baseName: 'edit', rowCondition: (r) => !r.locked };
    expect(isButtonEnabled(button, [])).toBe(false);
    expect(isButtonEnabled(button, [rows[0]!])).toBe(true);
    expect(isButtonEnabled(button, rows)).toBe(false);
    expect(isButtonEnabled({ ...button, disabled: true }, [rows[0]!])).toBe(false);
  });
});

describe('assertClickable', () => {
  const onClick = () => undefined;
  it('raises an error for a disabled, hidden or handler-less button', () => {
    expect(() => assertClickable({ baseName: 'a', disabled: true, onClick })).toThrow(
      "Toolbar button 'a' is disabled.",
    );
    expect(() => assertClickable({ baseName: 'a', hidden: true, onClick })).toThrow(
      "Toolbar button 'a' is hidden.",
    );
    expect(() => assertClickable({ baseName: 'a', visibility: 'hidden', onClick })).toThrow(
      ToolbarButtonError,
    );
    expect(() => assertClickable({ baseName: 'a' })).toThrow("Toolbar button 'a' has no click handler.");
    expect(() => assertClickable({ baseName: 'a', onClick, rowCondition: () => true }, [])).toThrow(
      /disabled/,
    );
    expect(() => assertClickable({ baseName: 'a', onClick })).not.toThrow();
  });
});

describe('ToolbarRunner', () => {
  it('reports the running button and ignores repeat presses until the handler finishes', async () => {
    let finish: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const changes: string[][] = [];
    const runner = new ToolbarRunner((running) => changes.push([...running]));
    const button: ToolbarButton = { baseName: 'save', onClick };
    const first = runner.press(button);
    expect(runner.isRunning('save')).toBe(true);
    await expect(runner.press(button)).resolves.toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    finish();
    await expect(first).resolves.toBe(true);
    expect(runner.isRunning('save')).toBe(false);
    expect(changes).toEqual([['save'], []]);
  });
  it('passes the selected rows and releases the button when the handler throws', async () => {
    const runner = new ToolbarRunner<Row>();
    const onClick = vi.fn((_ctx: ToolbarClickContext<Row>) => {
      throw new Error('boom');
    });
    await expect(runner.press({ baseName: 'x', onClick }, rows.slice(0, 1))).rejects.toThrow('boom');
    expect(onClick.mock.calls[0]![0]!.selectedRows).toEqual(rows.slice(0, 1));
    expect(runner.isRunning('x')).toBe(false);
  });
});

describe('layoutToolbar', () => {
  const names = (list: ToolbarButton[]) => list.map((b) => b.baseName);
  const buttons: ToolbarButton[] = [
    { baseName: 'save', iconKey: 'bi-save' },
    { baseName: 'delete', iconKey: 'bi-trash' },
    { baseName: 'print', iconKey: 'bi-printer' },
    { baseName: 'help', iconKey: 'bi-help', visibility: 'alwaysVisible' },
    { baseName: 'hidden', hidden: true },
  ];
  const measure = { fullWidth: () => 100, iconWidth: () => 30 };

  it('shows everything when it fits (hidden buttons never)', () => {
    const layout = layoutToolbar({ buttons, availableWidth: 500, ...measure });
    expect(names(layout.inline)).toEqual(['save', 'delete', 'print', 'help']);
    expect(layout.collapsed).toEqual([]);
    expect(layout.iconOnly).toBe(false);
  });

  it('shows everything when the width is unknown', () => {
    expect(names(layoutToolbar({ buttons, ...measure }).inline)).toHaveLength(4);
  });

  it('forces icon-only mode when short, before collapsing anything', () => {
    // full: 4 * 105 = 420 > 300; icons: 4 * 35 = 140 <= 300
    const layout = layoutToolbar({ buttons, availableWidth: 300, ...measure });
    expect(layout.iconOnly).toBe(true);
    expect(layout.collapsed).toEqual([]);
  });

  it('collapses from the end into more options, keeping alwaysVisible out of the menu', () => {
    // icons with menu: n*35 + 50; 100 fits one unpinned + help (70 + 50 = 120 > 100?) -> only help
    const layout = layoutToolbar({ buttons, availableWidth: 125, ...measure });
    expect(names(layout.inline)).toEqual(['save', 'help']);
    expect(names(layout.collapsed)).toEqual(['delete', 'print']);
    const tiny = layoutToolbar({ buttons, availableWidth: 10, ...measure });
    expect(names(tiny.inline)).toEqual(['help']);
    expect(names(tiny.collapsed)).toEqual(['save', 'delete', 'print']);
  });

  it('keeps at most 100 unpinned buttons out of the menu by default (spec §9)', () => {
    expect(DEFAULT_MAX_UNCOLLAPSED_BUTTONS).toBe(100);
    const many = Array.from({ length: 102 }, (_, i) => ({ baseName: `b${i}` }));
    const layout = layoutToolbar({ buttons: many, ...measure });
    expect(layout.inline).toHaveLength(100);
    expect(names(layout.collapsed)).toEqual(['b100', 'b101']);
    expect(layoutToolbar({ buttons: many.slice(0, 100), ...measure }).collapsed).toEqual([]);
  });

  it('keeps iconAlwaysVisible buttons in the bar and honours maxUncollapsedButtons and collapsed', () => {
    const layout = layoutToolbar({
      buttons: [
        { baseName: 'a' },
        { baseName: 'b' },
        { baseName: 'c', visibility: 'iconAlwaysVisible' },
        { baseName: 'd', visibility: 'collapsed' },
      ],
      additionalActions: [{ baseName: 'extra' }],
      maxUncollapsedButtons: 1,
      ...measure,
    });
    expect(names(layout.inline)).toEqual(['a', 'c']);
    expect(names(layout.collapsed)).toEqual(['b', 'd', 'extra']);
  });

  it('uses mobileVisibility on mobile', () => {
    const layout = layoutToolbar({
      buttons: [{ baseName: 'a', mobileVisibility: 'hidden' }, { baseName: 'b' }],
      mobile: true,
      ...measure,
    });
    expect(names(layout.inline)).toEqual(['b']);
  });
});

describe('isMobileUserAgent', () => {
  it("detects 'Mobi' in the user agent", () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe('findButton', () => {
  it('finds nested buttons by base name', () => {
    const list: ToolbarButton[] = [{ baseName: 'a', items: [{ baseName: 'b' }] }];
    expect(findButton(list, 'b')?.baseName).toBe('b');
    expect(findButton(list, 'c')).toBeUndefined();
  });
});
