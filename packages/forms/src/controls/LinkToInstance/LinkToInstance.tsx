import { Link } from 'react-router';
import { useDialogs } from '@insulcalc/dialogs';
import { openDynamicFormDialog } from '../../dialogs/openers';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { useLookupNames } from '../Lookup/lookupShared';
import { lookupIdOf, lookupSettingsSchema } from '../Lookup/settings';
import { safeParseSettings } from '../../react/controlSettings';

/** The DynamicForm/Form address of an instance in a form group (spec §2 query parameters). */
export function instanceFormPath(
  formGroupId: string | undefined,
  entityInstanceId: string,
  entityId?: string | null,
): string {
  const query = new URLSearchParams();
  if (formGroupId) query.set('formGroupId', formGroupId);
  else if (entityId) query.set('entityId', entityId);
  query.set('entityInstanceId', entityInstanceId);
  return `/DynamicForm/Form?${query.toString()}`;
}

/**
 * LinkToInstance: a link to the record the value names (an instance id), shown with the view's
 * display fields. It opens the record's form: as a page, or with `openInDialog` in the dynamic
 * form dialog (use that in forms that are themselves shown in dialogs). Nothing to edit.
 */
export function LinkToInstance({ field, inputId, tabIndex }: ControlProps) {
  const t = useT();
  const dialogs = useDialogs();
  const parsed = safeParseSettings(lookupSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : null;
  const id = lookupIdOf(field.value);
  const { names, entityId } = useLookupNames(settings?.viewId ?? '', id && settings ? [id] : []);
  if (!settings)
    return (
      <p role="alert" className="ic-field-error">
        {t('LookupDialog_NoView')}
      </p>
    );
  if (id === null)
    return (
      <span id={inputId} className="ic-link-empty">
        {t('LinkToInstance_Empty')}
      </span>
    );
  const name = names.get(id) ?? t('Lookup_Unknown', { id });
  if (settings.openInDialog)
    return (
      <button
        type="button"
        id={inputId}
        tabIndex={tabIndex}
        className="ic-btn ic-btn-link"
        aria-label={t('LinkToInstance_Open', { name })}
        onClick={() =>
          openDynamicFormDialog(dialogs, {
            ...(settings.formGroupId ? { formGroupId: settings.formGroupId } : entityId ? { entityId } : {}),
            entityInstanceId: id,
          })
        }
      >
        {name}
      </button>
    );
  return (
    <Link
      id={inputId}
      tabIndex={tabIndex}
      className="ic-link"
      aria-label={t('LinkToInstance_Open', { name })}
      to={instanceFormPath(settings.formGroupId, id, entityId)}
    >
      {name}
    </Link>
  );
}
