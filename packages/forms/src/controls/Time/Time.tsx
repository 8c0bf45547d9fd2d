import { DateInput, DateSegment, TimeField } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { fromTime, toTime } from '../Date/dateValues';

/** Time: locale-aware hour/minute segments, stored as HH:mm:ss. */
export function TimeControl({ field, inputId, labelId, describedBy, invalid, onChange }: ControlProps) {
  return (
    <TimeField
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="ic-date-field"
      value={toTime(field.value)}
      onChange={(value) => onChange(fromTime(value))}
      isReadOnly={field.readonly}
      isRequired={field.required}
      isInvalid={invalid}
      validationBehavior="aria"
      name={field.name}
    >
      <DateInput className="ic-input ic-date-input">
        {(segment) => <DateSegment segment={segment} className="ic-date-segment" />}
      </DateInput>
    </TimeField>
  );
}
