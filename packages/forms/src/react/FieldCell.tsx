import { memo, useCallback, type CSSProperties } from 'react';
import { DEFAULT_CONTROL_TAB_INDEX } from '../core/index';
import { useField, useFormModel } from './FormContext';
import { FieldChrome } from './FieldChrome';
import type { ControlRegistry } from './controlRegistry';
import type { CellPlacement } from './layout';
import { UnknownControl } from './UnknownControl';

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
  const field = useField(placement.name);
  const onChange = useCallback(
    (value: unknown) => model.setValue(placement.name, value),
    [model, placement.name],
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
  const control = definition ? (
    <definition.Component
      field={field}
      model={model}
      inputId={inputId}
      labelId={`${inputId}-label`}
      describedBy={describedBy}
      tabIndex={domTabIndex(placement.tabIndex)}
      invalid={Boolean(field.error)}
      onChange={onChange}
    />
  ) : (
    <UnknownControl type={field.controlType} name={field.name} />
  );
  if (definition?.bare) return control;
  return (
    <div
      className={['ic-form-cell', placement.className ?? ''].filter(Boolean).join(' ')}
      style={style}
      data-field={field.name}
      hidden={hidden || undefined}
    >
      <FieldChrome
        field={field}
        inputId={inputId}
        labelId={`${inputId}-label`}
        messageIds={ids}
        ownLabel={Boolean(definition?.ownLabel) || !definition}
      >
        {control}
      </FieldChrome>
    </div>
  );
});
