import { useState } from 'react';
import { useDialogs } from '@insulcalc/dialogs';
import { openLookupDialog } from '../../dialogs/lookupDialogTypes';
import { GRID_STYLE_HREF, gridCss } from '../../grid/gridStyles';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { useLookupNames } from '../Lookup/lookupShared';
import { lookupIdsOf, multiLookupSettingsSchema } from '../Lookup/settings';
import { safeParseSettings } from '../../react/controlSettings';

/**
 * RelatedEntityPicker: the records related to this one (the value: their instance ids), listed
 * with their display fields; Add opens LookupDialog over the view with the current ones ticked
 * (its selection becomes the new set), each row has Remove.
 */
export function RelatedEntityPicker({ field, inputId, labelId, describedBy, onChange }: ControlProps) {
  const t = useT();
  const dialogs = useDialogs();
  const parsed = safeParseSettings(multiLookupSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : null;
  const ids = lookupIdsOf(field.value);
  const { names } = useLookupNames(settings?.viewId ?? '', ids);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  if (!settings)
    return (
      <p role="alert" className="ic-field-error">
        {t('LookupDialog_NoView')}
      </p>
    );
  const nameOf = (id: string) => names.get(id) ?? picked.get(id) ?? t('Lookup_Unknown', { id });
  return (
    <div
      id={inputId}
      className="ic-related-picker"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
    >
      <style href={GRID_STYLE_HREF} precedence="default">
        {gridCss}
      </style>
      {ids.length ? (
        <ul className="ic-related-list">
          {ids.map((id) => (
            <li key={id} className="ic-related-item">
              <span>{nameOf(id)}</span>
              {!field.readonly ? (
                <button
                  type="button"
                  className="ic-btn ic-btn-link"
                  aria-label={t('Lookup_Remove', { name: nameOf(id) })}
                  onClick={() => onChange(ids.filter((i) => i !== id))}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ic-related-empty">{t('RelatedEntityPicker_Empty')}</p>
      )}
      {!field.readonly ? (
        <button
          type="button"
          className="ic-btn"
          onClick={() =>
            openLookupDialog(dialogs, {
              viewGroupId: settings.viewId,
              options: { multiple: true, selectedIds: ids, title: field.displayName || undefined },
              callback: (result) => {
                const texts = new Map(picked);
                for (const row of result.selectedRows) texts.set(row.id, row.displayName ?? row.id);
                setPicked(texts);
                const next = result.selectedItems;
                onChange(settings.maxItems !== undefined ? next.slice(0, settings.maxItems) : next);
              },
            })
          }
        >
          {t('RelatedEntityPicker_Add')}
        </button>
      ) : null}
    </div>
  );
}
