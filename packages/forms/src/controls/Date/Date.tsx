import { DateField, DateInput, DateSegment } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { fromCalendarDate, toCalendarDate } from './dateValues';

/** Date: locale-aware segments (react-aria), stored as YYYY-MM-DD. */
export function DateControl({ field, inputId, labelId, describedBy, invalid, onChange }: ControlProps) {
  const minValue = toCalendarDate(field.settings.min);
  const maxValue = toCalendarDate(field.settings.max);
  return (
    <DateField
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="ic-date-field"
      value={toCalendarDate(field.value)}
      onChange={(value) => onChange(fromCalendarDate(value))}
      minValue={minValue ?? undefined}
      maxValue={maxValue ?? undefined}
      isReadOnly={field.readonly}
      isRequired={field.required}
      isInvalid={invalid}
      validationBehavior="aria"
      name={field.name}
    >
      <DateInput className="ic-input ic-date-input">
        {(segment) => <DateSegment segment={segment} className="ic-date-segment" />}
      </DateInput>
    </DateField>
  );
}
