import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { ControlProps } from '../../react/controlRegistry';
import { formButtonSettingsSchema } from './settings';
import { safeParseSettings } from '../../react/controlSettings';

/**
 * FormButton: runs a save action, or asks the server to reload the elements that depend on it
 * (elementDependencies). Ignores repeat presses while it runs.
 */
export function FormButton({ field, model, inputId, tabIndex }: ControlProps) {
  const [running, setRunning] = useState(false);
  const parsed = safeParseSettings(formButtonSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : {};
  return (
    <Button
      id={inputId}
      className="ic-btn"
      excludeFromTabOrder={tabIndex < 0}
      isDisabled={field.readonly}
      isPending={running}
      onPress={async () => {
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
    </Button>
  );
}
