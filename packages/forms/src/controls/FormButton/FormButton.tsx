import { useState } from 'react';
import type { ControlProps } from '../../react/controlRegistry';
import { formButtonSettingsSchema } from './settings';
import { safeParseSettings } from '../../react/controlSettings';

/**
 * FormButton: runs a save action, or asks the server to reload the elements that depend on it
 * (elementDependencies). Ignores repeat presses while it runs: it stays focusable and says so with
 * aria-disabled and aria-busy (as react-aria's pending button did). A native button: a basic form
 * then needs no react-aria code before its choice and date controls load (issue 14, bundle).
 */
export function FormButton({ field, model, inputId, tabIndex }: ControlProps) {
  const [running, setRunning] = useState(false);
  const parsed = safeParseSettings(formButtonSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : {};
  return (
    <button
      type="button"
      id={inputId}
      className="ic-btn"
      tabIndex={tabIndex < 0 ? -1 : undefined}
      disabled={field.readonly}
      aria-disabled={running || undefined}
      aria-busy={running || undefined}
      data-pending={running || undefined}
      onClick={async () => {
        if (running) return;
        setRunning(true);
        try {
          if (settings.action) await model.save(settings.action);
          else await model.reloadDependents(field.name);
        } catch (error) {
          console.error(error);
        } finally {
          setRunning(false);
        }
      }}
    >
      {settings.text ?? field.displayName}
    </button>
  );
}
