import type { ReactNode } from 'react';
import type { FieldMessage, FieldSnapshot } from '../core/index';
import { HelpTooltip } from '../ui/Tooltip';
import { useT } from './i18n';

/** Spec §9 tooltip: close delay 250 ms, offset 5 px, at most 700 px wide (the one table in @insulcalc/tokens). */
export { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_MAX_WIDTH_PX, TOOLTIP_OFFSET_PX } from '@insulcalc/tokens';

export function fieldMessageText(
  message: FieldMessage,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  if (message.message) return message.message;
  return message.key ? t(message.key, message.values) : '';
}

/** A field's error, warning and info, each its own element (the control's description names them). */
export function renderFieldMessages(
  field: FieldSnapshot,
  messageIds: { error: string; warning: string; info: string },
  t: (key: string, values?: Record<string, string | number>) => string,
): ReactNode {
  return (
    <>
      {field.error ? (
        <div id={messageIds.error} className="ic-field-error">
          {fieldMessageText(field.error, t)}
        </div>
      ) : null}
      {field.warning ? (
        <div id={messageIds.warning} className="ic-field-warning">
          {field.warning}
        </div>
      ) : null}
      {field.info ? (
        <div id={messageIds.info} className="ic-field-info">
          {field.info}
        </div>
      ) : null}
    </>
  );
}

export interface FieldChromeProps {
  field: FieldSnapshot;
  inputId: string;
  labelId: string;
  messageIds: { error: string; warning: string; info: string };
  ownLabel: boolean;
  children: ReactNode;
}

/**
 * The frame around a control (spec §3 Form field): label left, top or inline, tooltip, required
 * marker, and error, warning and info shown separately; a borderless look when read-only if set.
 */
export function FieldChrome(props: FieldChromeProps) {
  return renderFieldChrome(props, useT());
}

/** FieldChrome's render without hooks: the field's cell calls it with its own `t`. */
export function renderFieldChrome(
  { field, inputId, labelId, messageIds, ownLabel, children }: FieldChromeProps,
  t: (key: string, values?: Record<string, string | number>) => string,
): ReactNode {
  const borderless = field.readonly && field.element.enableBorderlessReadonly;
  const classes = [
    'ic-field',
    ownLabel ? 'ic-own-label' : `ic-label-${field.element.labelPosition}`,
    field.readonly ? 'ic-readonly' : '',
    borderless ? 'ic-borderless' : '',
    field.error ? 'ic-has-error' : '',
    field.element.cssClass ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {ownLabel ? (
        <span id={labelId} className="ic-visually-hidden">
          {field.displayName}
        </span>
      ) : (
        <div className="ic-field-label">
          <label id={labelId} htmlFor={inputId}>
            {field.displayName}
            {field.required && !field.readonly ? (
              // Hidden from the accessible name: the input says aria-required itself, so a screen
              // reader hears "Contact name, required" rather than "Contact name star".
              <span className="ic-required" title={t('DynamicForm_Required')} aria-hidden="true">
                {'\u00a0*'}
              </span>
            ) : null}
          </label>
          {field.element.tooltip ? (
            <HelpTooltip
              label={`${t('DynamicForm_FieldHelp')}: ${field.displayName}`}
              content={field.element.tooltip}
            />
          ) : null}
        </div>
      )}
      <div className="ic-field-control">
        {children}
        {renderFieldMessages(field, messageIds, t)}
      </div>
    </div>
  );
}
