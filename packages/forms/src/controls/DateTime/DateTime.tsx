import { DateField, DateInput, DateSegment } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { fromCalendarDateTime, toCalendarDateTime } from '../Date/dateValues';

/** DateTime: shown in the local time zone, stored as an ISO timestamp in UTC. */
export function DateTimeControl({ field, inputId, labelId, describedBy, invalid, onChange }: ControlProps) {
  return (
    <DateField
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="ic-date-field"
      granularity="minute"
      value={toCalendarDateTime(field.value)}
      onChange={(value) =>
        onChange(fromCalendarDateTime(value as Parameters<typeof fromCalendarDateTime>[0]))
      }
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
