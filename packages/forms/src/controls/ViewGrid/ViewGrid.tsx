import { useCallback, useMemo } from 'react';
import { useDialogs } from '@insulcalc/dialogs';
import type { ViewRow } from '../../core/index';
import { openDynamicFormDialog } from '../../dialogs/openers';
import { ViewGrid } from '../../grid/ViewGrid';
import { SearchGrid, type SearchPageButton } from '../../pages/SearchGrid';
import type { ControlProps } from '../../react/controlRegistry';
import { useFormState } from '../../react/FormContext';
import { useT } from '../../react/i18n';
import { selectedIdsOf, viewGridSettingsSchema, type ViewGridSettings } from './settings';
import { safeParseSettings } from '../../react/controlSettings';

function SearchModeGrid({ settings, label }: { settings: ViewGridSettings; label: string }) {
  const dialogs = useDialogs();
  const buttons = useMemo<SearchPageButton[]>(
    () =>
      settings.buttons.map((button) => ({
        baseName: button.baseName,
        title: button.title,
        ...(button.rowCondition !== undefined ? { rowCondition: button.rowCondition } : {}),
        onClick: (rows: readonly ViewRow[]) => {
          const first = rows[0];
          openDynamicFormDialog(dialogs, {
            formGroupId: button.formGroupId,
            ...(first ? { entityInstanceId: first.id } : {}),
          });
        },
      })),
    [settings.buttons, dialogs],
  );
  return (
    <SearchGrid
      viewId={settings.viewId}
      label={label}
      showTitle={settings.showTitle}
      {...(settings.formGroupId ? { formGroupId: settings.formGroupId } : {})}
      {...(settings.addFormGroupId ? { addFormGroupId: settings.addFormGroupId } : {})}
      {...(settings.editRoute ? { editRoute: settings.editRoute } : {})}
      {...(settings.pageSize ? { pageSize: settings.pageSize } : {})}
      {...(settings.deleteCondition !== undefined ? { deleteCondition: settings.deleteCondition } : {})}
      openInDialog={settings.openInDialog}
      allowAdd={settings.allowAdd}
      allowEdit={settings.allowEdit}
      allowDelete={settings.allowDelete}
      exportable={settings.exportable}
      buttons={buttons}
    />
  );
}

/**
 * ViewGrid control: a server view in a grid inside a form. Its value is the selected instance
 * ids; read-only, nothing can be selected. On a search page (the form's isSearchPage, or the
 * `searchPage` setting) it carries add, edit, delete and the row-condition buttons.
 */
export function ViewGridControl({ field, model, labelId, describedBy, onChange }: ControlProps) {
  const t = useT();
  const parsed = safeParseSettings(viewGridSettingsSchema, field.settings);
  const isSearchPage = useFormState(
    useCallback((s) => s.data?.isSearchPage === true, []),
    model,
  );
  const onSelectionChange = useCallback((rows: ViewRow[]) => onChange(rows.map((r) => r.id)), [onChange]);
  if (!parsed.success)
    return (
      <p role="alert" className="ic-field-error" aria-describedby={describedBy}>
        {t('ViewGrid_MissingView')}
      </p>
    );
  const settings = parsed.data;
  if ((isSearchPage || settings.searchPage) && !field.readonly)
    return (
      <div aria-labelledby={labelId} role="group" aria-describedby={describedBy}>
        <SearchModeGrid settings={settings} label={field.displayName || settings.viewId} />
      </div>
    );
  return (
    <div aria-labelledby={labelId} role="group" aria-describedby={describedBy}>
      <ViewGrid
        viewId={settings.viewId}
        label={field.displayName || settings.viewId}
        showTitle={settings.showTitle}
        selectionMode={field.readonly ? 'none' : settings.selectionMode}
        initialSelectedIds={selectedIdsOf(field.value)}
        onSelectionChange={onSelectionChange}
        exportable={settings.exportable}
        rememberScope={`form.${field.name}`}
        {...(settings.pageSize ? { pageSize: settings.pageSize } : {})}
      />
    </div>
  );
}
