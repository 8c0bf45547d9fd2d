import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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
    <span className="ic-icon" data-icon={button.iconKey} aria-hidden="true" />
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

interface MenuProps {
  label: ReactNode;
  toggleLabel: string;
  items: { key: string; content: ReactNode; disabled: boolean; onSelect: () => void }[];
  className?: string;
}

function MenuButton({ label, toggleLabel, items, className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = wrapper.current?.querySelector<HTMLElement>('[role=menuitem]');
    first?.focus();
    const onDown = (e: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const entries = [...(wrapper.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next =
        e.key === 'ArrowDown' ? (index + 1) % entries.length : (index - 1 + entries.length) % entries.length;
      entries[next]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      entries[e.key === 'Home' ? 0 : entries.length - 1]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation?.();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={wrapper} style={{ position: 'relative' }}>
      <button
        ref={toggle}
        type="button"
        className={`ic-btn ${className ?? ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={toggleLabel}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          className="ic-toolbar-menu"
          aria-label={toggleLabel}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li role="none" key={item.key}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                onClick={() => {
                  if (item.disabled) return;
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.content}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
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
          className={button.buttonClassName}
          toggleLabel={button.title ?? button.baseName}
          label={
            <ButtonContent
              button={button as ToolbarButton<unknown>}
              iconOnly={iconOnly}
              running={isRunning}
            />
          }
          items={button.items
            .filter((c) => !c.hidden && c.visibility !== 'hidden')
            .map((child) => ({
              key: child.baseName,
              disabled: !isButtonEnabled(child, selectedRows) || !child.onClick,
              content: (
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
        title={button.tooltip ?? (iconOnly ? button.title : undefined)}
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
            toggleLabel={t('Toolbar_MoreOptions')}
            label={<span aria-hidden="true">⋯</span>}
            items={layout.collapsed.map((b) => ({
              key: b.baseName,
              disabled: !isButtonEnabled(b, selectedRows) || !b.onClick,
              content: (
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
