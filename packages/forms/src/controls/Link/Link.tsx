import type { ControlProps } from '../../react/controlRegistry';
import { linkSettingsSchema, safeHref } from './settings';
import { defaultSettings, safeParseSettings } from '../../react/controlSettings';

/** Link: settings.url (or the value), target _self by default; unsafe schemes render as text. */
export function LinkControl({ field, inputId, tabIndex }: ControlProps) {
  const parsed = safeParseSettings(linkSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : defaultSettings(linkSettingsSchema);
  const href = safeHref(settings.url ?? (typeof field.value === 'string' ? field.value : undefined));
  const text = settings.text ?? field.displayName;
  if (!href) return <span id={inputId}>{text}</span>;
  return (
    <a
      id={inputId}
      href={href}
      target={settings.target}
      rel={settings.target === '_blank' ? 'noopener noreferrer' : undefined}
      tabIndex={tabIndex}
      className="ic-link"
    >
      {text}
    </a>
  );
}
