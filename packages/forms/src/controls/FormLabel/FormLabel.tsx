import type { ControlProps } from '../../react/controlRegistry';

/** FormLabel: a paragraph of text (settings.text, else the value). */
export function FormLabel({ field, inputId }: ControlProps) {
  const text =
    typeof field.settings.text === 'string'
      ? field.settings.text
      : field.value === null || field.value === undefined
        ? ''
        : String(field.value);
  return (
    <p id={inputId} className="ic-form-label">
      {text}
    </p>
  );
}
