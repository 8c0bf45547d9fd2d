import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';
import { DialogStyles } from '../stack/DialogHost';
import { useOptionalDialog } from '../stack/context';
import { ToolbarLockContext, ToolbarShortcutContext, type ToolbarShortcutTarget } from './context';
import {
  isButtonEnabled,
  isButtonVisible,
  isMobileUserAgent,
  layoutToolbar,
  ToolbarRunner,
  type ToolbarButton,
} from './toolbarLogic';
import { MenuButton } from '../menu/MenuButton';
import { Icon } from '../icons/Icon';

export { ToolbarLockContext, ToolbarShortcutContext, type ToolbarShortcutTarget } from './context';

/** Base names that keyboard shortcuts press. */
export const SHORTCUT_BUTTONS: Readonly<Record<string, ToolbarShortcutTarget['kind']>> = {
  save: 'save',
  saveandclose: 'saveAndClose',
};

export interface ToolbarProps<Row = unknown> {
  buttons: ToolbarButton<Row>[];
  additionalActions?: ToolbarButton<Row>[];
  hidden?: boolean;
  maxUncollapsedButtons?: number;
  selectedRows?: readonly Row[];
  /** Accessible name of the toolbar. */
  label?: string;
  /** Makes the toolbar inert; defaults to the surrounding ToolbarLockContext. */
  locked?: boolean;
  /** Fixed available width (stories/tests); measured with a ResizeObserver otherwise. */
  availableWidth?: number;
  mobile?: boolean;
  /** Receives errors thrown by handlers; default console.error. */
  onError?: (error: unknown) => void;
}

function ButtonContent({
  button,
  iconOnly,
  running,
}: {
  button: ToolbarButton<unknown>;
  iconOnly: boolean;
  running: boolean;
}) {
  const title = button.title ?? button.baseName;
  const icon = running ? (
    <span className="ic-spinner" aria-hidden="true" />
  ) : button.iconKey ? (
    <Icon iconKey={button.iconKey} />
  ) : null;
  const showText = !iconOnly || !button.iconKey;
  return (
    <>
      {button.iconPosition !== 'right' && icon}
      {showText ? <span>{title}</span> : <span className="ic-visually-hidden">{title}</span>}
      {button.iconPosition === 'right' && icon}
    </>
  );
}

type Measure = { width?: number | undefined; full: Map<string, number>; icon: Map<string, number> };
function sameMap(a: Map<string, number>, b: Map<string, number>) {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}
function sameMeasure(a: Measure, b: Measure) {
  return a.width === b.width && sameMap(a.full, b.full) && sameMap(a.icon, b.icon);
}

/** Toolbar with the spec §4 rules: enabled logic, spinners, 'more options' collapse, lock. */
export function Toolbar<Row = unknown>(props: ToolbarProps<Row>) {
  const t = useT();
  const lockedByPage = useContext(ToolbarLockContext);
  const locked = props.locked ?? lockedByPage;
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const [runner] = useState(() => new ToolbarRunner<Row>(setRunning));
  const container = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measure>({
    full: new Map(),
    icon: new Map(),
  });
  const selectedRows = props.selectedRows ?? [];
  const onError = props.onError ?? ((error: unknown) => console.error(error));
  const registerShortcut = useContext(ToolbarShortcutContext);
  const dialog = useOptionalDialog();
  const latest = useRef({
    buttons: props.buttons,
    selectedRows,
    locked,
    hidden: props.hidden,
    onError,
    runner,
  });
  useEffect(() => {
    latest.current = { buttons: props.buttons, selectedRows, locked, hidden: props.hidden, onError, runner };
  });
  const shortcutNames = props.buttons
    .filter((b) => SHORTCUT_BUTTONS[b.baseName.toLowerCase()])
    .map((b) => b.baseName)
    .join('|');
  useEffect(() => {
    if (!registerShortcut || !shortcutNames) return;
    const find = (name: string) => latest.current.buttons.find((b) => b.baseName === name);
    const offs = shortcutNames.split('|').map((name) =>
      registerShortcut({
        kind: SHORTCUT_BUTTONS[name.toLowerCase()]!,
        scope: dialog ? 'dialog' : 'page',
        ...(dialog ? { dialogKey: dialog.key } : {}),
        isEnabled: () => {
          const b = find(name);
          const l = latest.current;
          return (
            !!b &&
            !l.locked &&
            !l.hidden &&
            isButtonVisible(b) &&
            !!b.onClick &&
            isButtonEnabled(b, l.selectedRows)
          );
        },
        press: () => {
          const b = find(name);
          const l = latest.current;
          if (!b || l.runner.isRunning(name)) return;
          l.runner.press(b, l.selectedRows).catch(l.onError);
        },
      }),
    );
    return () => offs.forEach((off) => off());
  }, [registerShortcut, shortcutNames, dialog]);

  useLayoutEffect(() => {
    const el = container.current;
    if (!el || props.availableWidth !== undefined) return;
    const measure = () => {
      const full = new Map<string, number>();
      const icon = new Map<string, number>();
      measureRef.current?.querySelectorAll<HTMLElement>('[data-measure]').forEach((node) => {
        const [kind, name] = [node.dataset.measure!, node.dataset.name!];
        (kind === 'full' ? full : icon).set(name, node.getBoundingClientRect().width);
      });
      const width = el.parentElement?.getBoundingClientRect().width ?? el.getBoundingClientRect().width;
      const next = { width: width > 0 ? width : undefined, full, icon };
      setMeasured((prev) => (sameMeasure(prev, next) ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (el.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, [props.availableWidth, props.buttons]);

  const layout = useMemo(
    () =>
      layoutToolbar<Row>({
        buttons: props.buttons,
        additionalActions: props.additionalActions,
        availableWidth: props.availableWidth ?? measured.width,
        maxUncollapsedButtons: props.maxUncollapsedButtons,
        mobile: props.mobile ?? isMobileUserAgent(),
        fullWidth: (b) => measured.full.get(b.baseName) ?? 0,
        iconWidth: (b) => measured.icon.get(b.baseName) ?? 0,
      }),
    [
      props.buttons,
      props.additionalActions,
      props.availableWidth,
      props.maxUncollapsedButtons,
      props.mobile,
      measured,
    ],
  );

  if (props.hidden) return null;

  const press = (button: ToolbarButton<Row>) => {
    if (runner.isRunning(button.baseName)) return;
    runner.press(button, selectedRows).catch(onError);
  };

  const renderButton = (button: ToolbarButton<Row>) => {
    const isRunning = running.has(button.baseName);
    const enabled = isButtonEnabled(button, selectedRows);
    const iconOnly =
      layout.iconOnly || button.visibility === 'iconOnly' || button.visibility === 'iconAlwaysVisible';
    if (button.items && button.items.length > 0) {
      return (
        <MenuButton
          key={button.baseName}
          toggleClassName={`ic-btn ${button.buttonClassName ?? ''}`}
          menuClassName="ic-toolbar-menu"
          label={button.title ?? button.baseName}
          toggle={
            <ButtonContent
              button={button as ToolbarButton<unknown>}
              iconOnly={iconOnly}
              running={isRunning}
            />
          }
          entries={button.items
            .filter((c) => !c.hidden && c.visibility !== 'hidden')
            .map((child) => ({
              key: child.baseName,
              textValue: child.title ?? child.baseName,
              disabled: !isButtonEnabled(child, selectedRows) || !child.onClick,
              label: (
                <ButtonContent
                  button={child as ToolbarButton<unknown>}
                  iconOnly={false}
                  running={running.has(child.baseName)}
                />
              ),
              onSelect: () => press(child),
            }))}
        />
      );
    }
    return (
      <button
        key={button.baseName}
        type="button"
        className={`ic-btn ${button.buttonClassName ?? ''}`}
        style={button.style}
        // Icon-only keeps its name as visually hidden text and shows it as the tooltip too.
        title={button.tooltip ?? (iconOnly && button.iconKey ? (button.title ?? button.baseName) : undefined)}
        disabled={!enabled || !button.onClick}
        aria-busy={isRunning || undefined}
        aria-pressed={button.active ? true : undefined}
        data-base-name={button.baseName}
        onClick={() => press(button)}
      >
        <ButtonContent button={button as ToolbarButton<unknown>} iconOnly={iconOnly} running={isRunning} />
      </button>
    );
  };

  return (
    <>
      <DialogStyles />
      <div
        ref={container}
        role="toolbar"
        aria-label={props.label ?? t('Toolbar_Label')}
        className="ic-toolbar"
        inert={locked}
        aria-disabled={locked || undefined}
      >
        {layout.inline.map(renderButton)}
        {layout.collapsed.length > 0 && (
          <MenuButton
            label={t('Toolbar_MoreOptions')}
            toggleClassName="ic-btn"
            menuClassName="ic-toolbar-menu"
            toggle={<span aria-hidden="true">⋯</span>}
            entries={layout.collapsed.map((b) => ({
              key: b.baseName,
              textValue: b.title ?? b.baseName,
              disabled: !isButtonEnabled(b, selectedRows) || !b.onClick,
              label: (
                <ButtonContent
                  button={b as ToolbarButton<unknown>}
                  iconOnly={false}
                  running={running.has(b.baseName)}
                />
              ),
              onSelect: () => press(b),
            }))}
          />
        )}
        {props.availableWidth === undefined && (
          <div ref={measureRef} className="ic-toolbar-measure" aria-hidden="true" inert>
            {props.buttons.map((b) => (
              <span key={b.baseName} style={{ display: 'contents' }}>
                <span className="ic-btn" data-measure="full" data-name={b.baseName}>
                  <ButtonContent button={b as ToolbarButton<unknown>} iconOnly={false} running={false} />
                </span>
                <span className="ic-btn" data-measure="icon" data-name={b.baseName}>
                  <ButtonContent button={b as ToolbarButton<unknown>} iconOnly={true} running={false} />
                </span>
              </span>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
