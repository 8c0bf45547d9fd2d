import type { ControlProps } from '../../react/controlRegistry';
import { formHeaderSettingsSchema } from './settings';
import { safeParseSettings } from '../../react/controlSettings';

/** FormHeader: a heading with the element's display name. */
export function FormHeader({ field, inputId }: ControlProps) {
  const parsed = safeParseSettings(formHeaderSettingsSchema, field.settings);
  const level = parsed.success ? parsed.data.level : 2;
  const Tag = `h${level}` as 'h2';
  return (
    <Tag id={inputId} className="ic-form-header">
      {field.displayName}
    </Tag>
  );
}
