import { Checkbox } from 'react-aria-components';
import { parseBoolean } from '@insulcalc/i18n';
import type { ControlProps } from '../../react/controlRegistry';

/** Boolean: a checkbox; 'true'/'false' texts from the server count as booleans (spec §5). */
export function BooleanControl({ field, inputId, describedBy, tabIndex, invalid, onChange }: ControlProps) {
  const checked = parseBoolean(field.value) ?? false;
  return (
    <Checkbox
      id={inputId}
      className="ic-checkbox"
      isSelected={checked}
      onChange={onChange}
      isReadOnly={field.readonly}
      isInvalid={invalid}
      aria-describedby={describedBy}
      excludeFromTabOrder={tabIndex < 0}
      name={field.name}
    >
      <span className="ic-checkbox-box" aria-hidden="true">
        {checked ? '✓' : ''}
      </span>
      <span>
        {typeof field.settings.text === 'string' ? field.settings.text : field.displayName}
        {field.required ? (
          <span className="ic-required" aria-hidden="true">
            {'\u00a0*'}
          </span>
        ) : null}
      </span>
    </Checkbox>
  );
}
