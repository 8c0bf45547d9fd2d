import { memo, useCallback, useMemo, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { DEFAULT_CONTROL_TAB_INDEX, type FieldSnapshot, type FormModel } from '../core/index';
import { useField, useFormModel } from './FormContext';
import { renderFieldChrome, renderFieldMessages } from './FieldChrome';
import { useT } from './i18n';
import type { ControlProps, ControlRegistry } from './controlRegistry';
import type { CellPlacement } from './layout';
import { UnknownControl } from './UnknownControl';
import { useCellActivation, useCellActive } from './lazyCells';

/**
 * The control types that may start dormant in a large form, and the native element that stands
 * in for them (decision 0027). Others (grids, editors, buttons, headers) always render for real.
 */
const DORMANT_KIND: Readonly<Record<string, 'text' | 'checkbox'>> = {
  TextBox: 'text',
  Numeric: 'text',
  Dropdown: 'text',
  Date: 'text',
  DateTime: 'text',
  Time: 'text',
  Boolean: 'checkbox',
};

const FOCUSABLE =
  'input:not([type=hidden]),select,textarea,button,[tabindex]:not([tabindex="-1"]),[contenteditable=true]';

function dormantKind(field: FieldSnapshot): 'text' | 'checkbox' | undefined {
  if (field.controlType === 'TextBox' && field.settings.type === 'textarea') return undefined;
  return DORMANT_KIND[field.controlType];
}

function dormantText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(dormantText).join(', ');
  return typeof value === 'object' ? '' : String(value);
}

/**
 * A dormant Dropdown shows the chosen option's text, as the real control does; a value no option
 * has shows itself. The options are read as the Dropdown's settings accept them (`text`, else
 * `label`) without its zod schema, which the dormant path does not load.
 */
function dormantOptionText(field: FieldSnapshot): string {
  const options = field.settings.options;
  if (field.controlType !== 'Dropdown' || !Array.isArray(options)) return dormantText(field.value);
  const textOf = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    const option = (options as unknown[]).find(
      (o): o is { value: unknown; text?: unknown; label?: unknown } =>
        typeof o === 'object' && o !== null && String((o as { value?: unknown }).value) === String(value),
    );
    const text = option?.text ?? option?.label;
    return typeof text === 'string' ? text : dormantText(value);
  };
  return Array.isArray(field.value) ? field.value.map(textOf).join(', ') : textOf(field.value);
}

/**
 * The spec's default tab index (32767) means "in document order": a positive tabindex on every
 * control would move the whole form ahead of the page's other controls (axe's tabindex rule), so
 * only an explicitly configured order reaches the DOM. See docs/decisions.
 */
export function domTabIndex(tabIndex: number): number {
  return tabIndex === DEFAULT_CONTROL_TAB_INDEX ? 0 : tabIndex;
}

/** A stable DOM id for a field of one form instance on the page. */
export function fieldDomId(formKey: string, name: string): string {
  return `ic-${formKey}-${name}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Native elements whose `input` event carries the text as typed (a checkbox's says only "on"). */
function typedText(target: EventTarget): string | undefined {
  const element = target as Partial<HTMLInputElement> & { tagName?: string };
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return element.value;
  if (element.tagName === 'INPUT' && !NOT_TYPED.has(element.type ?? '')) return element.value;
  return undefined;
}
const NOT_TYPED: ReadonlySet<string> = new Set([
  'checkbox',
  'radio',
  'file',
  'button',
  'submit',
  'reset',
  'image',
]);

/**
 * A cell's spec §3 field events, delegated from its DOM so no control has to raise them: `input`
 * from a native text element's input event (the text as typed; a Numeric parses only on blur),
 * else from the control's own change report (a choice, a picker, a checkbox); `blur` once the
 * focus has left the cell. Focus moving inside the control (a date's segments, a select's list in
 * its popover, which React's focus events reach through the portal) is no blur: the blur waits a
 * task for a focus back in. The flags live in the closure, so a cell adds no hooks for them.
 */
function fieldEvents(model: FormModel, name: string) {
  let typed = false;
  let blurPending = false;
  return {
    onChange(value: unknown) {
      if (typed) typed = false;
      else model.fieldInput(name, value);
      model.setValue(name, value);
    },
    onInputCapture(event: FormEvent<HTMLDivElement>) {
      const text = typedText(event.target);
      if (text === undefined) return;
      typed = true;
      model.fieldInput(name, text);
    },
    onFocus() {
      blurPending = false;
    },
    onBlur() {
      typed = false;
      blurPending = true;
      setTimeout(() => {
        if (!blurPending) return;
        blurPending = false;
        model.fieldBlur(name);
      }, 0);
    },
  };
}

export interface FieldCellProps {
  formKey: string;
  placement: CellPlacement;
  registry: ControlRegistry;
}

/**
 * One grid cell. It subscribes to its own field only, so typing in one control re-renders that
 * cell and nothing else (useSyncExternalStore on the field's snapshot).
 */
export const FieldCell = memo(function FieldCell({ formKey, placement, registry }: FieldCellProps) {
  const model = useFormModel();
  const t = useT();
  const field = useField(placement.name);
  const activation = useCellActivation();
  const active = useCellActive(placement.name);
  const events = useMemo(() => fieldEvents(model, placement.name), [model, placement.name]);
  const { onChange } = events;
  const dormant = !active && field !== undefined && dormantKind(field) !== undefined;
  // A dormant cell that took the focus hands it to its real control as soon as that is in the
  // DOM (a ref callback, not an effect per cell: a large form mounts hundreds of cells).
  const takeFocus = useCallback(
    (cell: HTMLDivElement | null) => {
      if (cell && activation.takeFocus(placement.name)) cell.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    },
    [activation, placement.name],
  );
  if (!field) return null;
  const definition = registry.get(field.controlType);
  const inputId = fieldDomId(formKey, field.name);
  const ids = { error: `${inputId}-error`, warning: `${inputId}-warning`, info: `${inputId}-info` };
  const describedBy =
    [field.error ? ids.error : null, field.warning ? ids.warning : null, field.info ? ids.info : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const style = {
    '--ic-col-start': placement.columnStart,
    '--ic-col-span': placement.colSpan,
    '--ic-row-span': placement.rowSpan,
  } as CSSProperties;
  const hidden = field.hidden || definition?.bare;
  if (dormant)
    return renderDormantCell(
      {
        field,
        inputId,
        describedBy,
        style,
        className: placement.className,
        messageIds: ids,
        onFocus: () => activation.activate([field.name], field.name),
        // The dormant checkbox works as it is; it wakes when it comes near the viewport.
        onCheck: onChange,
      },
      t,
    );
  const controlProps: ControlProps = {
    field,
    model,
    inputId,
    labelId: `${inputId}-label`,
    describedBy,
    tabIndex: domTabIndex(placement.tabIndex),
    invalid: Boolean(field.error),
    onChange,
  };
  // A hookless render runs inside this cell's render (one component per keystroke).
  const control = !definition ? (
    <UnknownControl type={field.controlType} name={field.name} />
  ) : definition.render ? (
    definition.render(controlProps)
  ) : (
    <definition.Component {...controlProps} />
  );
  if (definition?.bare) return control;
  return (
    <div
      className={['ic-form-cell', placement.className ?? ''].filter(Boolean).join(' ')}
      style={style}
      data-field={field.name}
      hidden={hidden || undefined}
      ref={takeFocus}
      onInputCapture={events.onInputCapture}
      onFocus={events.onFocus}
      onBlur={events.onBlur}
    >
      {renderFieldChrome(
        {
          field,
          inputId,
          labelId: `${inputId}-label`,
          messageIds: ids,
          ownLabel: Boolean(definition?.ownLabel) || !definition,
          children: control,
        },
        t,
      )}
    </div>
  );
});

/**
 * A cell of a large form before its control is rendered (decision 0027): the chrome's layout with
 * a plain label, a native input showing the value and the field's messages, so find-in-page, Tab
 * and screen readers reach it. Focusing it renders the real control, which takes the focus.
 */
function renderDormantCell(
  {
    field,
    inputId,
    describedBy,
    style,
    className,
    messageIds,
    onFocus,
    onCheck,
  }: {
    field: FieldSnapshot;
    inputId: string;
    describedBy: string | undefined;
    style: CSSProperties;
    className: string | undefined;
    messageIds: { error: string; warning: string; info: string };
    onFocus: () => void;
    /** A dormant checkbox works as it is (a click that lands before its real control renders). */
    onCheck: (checked: boolean) => void;
  },
  t: (key: string, values?: Record<string, string | number>) => string,
): ReactNode {
  const labelId = `${inputId}-label`;
  const required = field.required && !field.readonly;
  const common = {
    id: inputId,
    name: field.name,
    'aria-describedby': describedBy,
    'aria-invalid': field.error ? true : undefined,
    'aria-required': required || undefined,
    readOnly: true,
    onFocus,
  } as const;
  let body: ReactNode;
  if (dormantKind(field) === 'checkbox') {
    const checked = field.value === true || field.value === 'true';
    body = (
      <label className="ic-checkbox">
        <input
          {...common}
          type="checkbox"
          className="ic-visually-hidden"
          checked={checked}
          onChange={(event) => {
            if (!field.readonly) onCheck(event.target.checked);
          }}
        />
        <span className="ic-checkbox-box" aria-hidden="true">
          {checked ? '✓' : ''}
        </span>
        <span>
          {typeof field.settings.text === 'string' ? field.settings.text : field.displayName}
          {required ? (
            <span className="ic-required" aria-hidden="true">
              {'\u00a0*'}
            </span>
          ) : null}
        </span>
      </label>
    );
  } else
    body = (
      <input {...common} aria-labelledby={labelId} className="ic-input" value={dormantOptionText(field)} />
    );
  const own = dormantKind(field) === 'checkbox';
  return (
    <div
      className={['ic-form-cell', className ?? ''].filter(Boolean).join(' ')}
      style={style}
      data-field={field.name}
      data-dormant=""
      hidden={field.hidden || undefined}
    >
      <div
        className={[
          'ic-field',
          own ? 'ic-own-label' : `ic-label-${field.element.labelPosition}`,
          field.error ? 'ic-has-error' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {own ? null : (
          <div className="ic-field-label">
            <label id={labelId} htmlFor={inputId}>
              {field.displayName}
              {required ? (
                <span className="ic-required" aria-hidden="true">
                  {'\u00a0*'}
                </span>
              ) : null}
            </label>
          </div>
        )}
        <div className="ic-field-control">
          {body}
          {renderFieldMessages(field, messageIds, t)}
        </div>
      </div>
    </div>
  );
}
