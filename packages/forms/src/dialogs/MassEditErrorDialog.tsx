import { useState } from 'react';
import { DialogBody, DialogFooter, Toolbar, useDialog } from '@insulcalc/dialogs';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';

/** Spec §9: the list shows 10 entries before "show all". */
export const MASS_EDIT_VISIBLE_ENTRIES = 10;

/**
 * Spec §2: shown when the form parameters carry MassEditError — the insufficient-permissions
 * text, up to 10 entries with a show-all action, Continue and Cancel.
 */
export function MassEditErrorDialog() {
  const t = useT();
  const dialog = useDialog();
  const entries =
    ((dialog.params as { entries?: unknown }).entries as unknown[] | undefined)?.map(String) ?? [];
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, MASS_EDIT_VISIBLE_ENTRIES);
  return (
    <DialogErrorBoundary onError={() => dialog.close(false)}>
      <DialogBody>
        <p>{t('DynamicForm_MassEditInsufficientPermissions', { count: entries.length })}</p>
        <ul className="ic-mass-edit-list">
          {shown.map((entry, index) => (
            <li key={`${entry}-${index}`}>{entry}</li>
          ))}
        </ul>
        {!all && entries.length > MASS_EDIT_VISIBLE_ENTRIES ? (
          <button type="button" className="ic-btn ic-btn-link" onClick={() => setAll(true)}>
            {t('DynamicForm_ShowAll', { count: entries.length })}
          </button>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Toolbar
          label={t('DynamicForm_MassEditTitle')}
          buttons={[
            {
              baseName: 'Continue',
              title: t('DynamicForm_Continue'),
              buttonClassName: 'ic-btn-primary',
              onClick: () => dialog.close(true),
            },
            { baseName: 'Cancel', title: t('DynamicForm_Cancel'), onClick: () => dialog.close(false) },
          ]}
        />
      </DialogFooter>
    </DialogErrorBoundary>
  );
}
