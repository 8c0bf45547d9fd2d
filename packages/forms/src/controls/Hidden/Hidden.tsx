import type { ControlProps } from '../../react/controlRegistry';

/** Hidden: submits its value, renders an input of type hidden only. */
export function HiddenControl({ field, inputId }: ControlProps) {
  return (
    <input
      type="hidden"
      id={inputId}
      name={field.name}
      value={
        field.value === null || field.value === undefined
          ? ''
          : typeof field.value === 'string'
            ? field.value
            : JSON.stringify(field.value)
      }
    />
  );
}
