import { useCallback, useContext, useMemo } from 'react';
import { DialogStoreContext, Toolbar, type ToolbarButton } from '@insulcalc/dialogs';
import { type FormModel, type FormToolbarButton } from '../core/index';
import { useFormState } from './FormContext';
import { useT } from './i18n';
import { isExpectedFormError } from './expectedError';

/** The action a definition button sends: its own, else its base name in capitals (Save → SAVE). */
export function buttonAction(button: FormToolbarButton): string {
  return button.action ?? button.baseName.toUpperCase();
}

/**
 * A client action: the button opens SelectDocumentTemplateDialog (spec §2, registered by
 * @insulcalc/documents) for the record on the form instead of sending the form. Disabled until
 * the record exists (a new record has no document yet).
 */
export const SELECT_DOCUMENT_TEMPLATE_ACTION = 'SELECTDOCUMENTTEMPLATE';
const SELECT_DOCUMENT_TEMPLATE_DIALOG = 'SelectDocumentTemplateDialog';

/** Save buttons are disabled with no unsaved changes or on a read-only form (spec §4). */
export function isSaveAction(action: string): boolean {
  return action === 'SAVE' || action === 'SAVEANDCLOSE';
}

export function defaultFormButtons(asDialog: boolean): FormToolbarButton[] {
  return asDialog
    ? [
        { baseName: 'SaveAndClose', action: 'SAVEANDCLOSE', buttonClassName: 'ic-btn-primary' },
        { baseName: 'Save', action: 'SAVE' },
        { baseName: 'Close', action: 'CLOSE' },
      ]
    : [{ baseName: 'Save', action: 'SAVE', buttonClassName: 'ic-btn-primary' }];
}

const DEFAULT_TITLE_KEYS: Record<string, string> = {
  SAVE: 'DynamicForm_Save',
  SAVEANDCLOSE: 'DynamicForm_SaveAndClose',
  CLOSE: 'DynamicForm_Close',
  [SELECT_DOCUMENT_TEMPLATE_ACTION]: 'DynamicForm_Documents',
};

/**
 * The form's toolbar from its definition, through `dialogs`' toolbar (spinner, collapse, lock,
 * Ctrl/Cmd+S and Ctrl/Cmd+Enter on the Save / SaveAndClose base names).
 */
export function FormToolbar({
  model,
  asDialog,
  onError,
}: {
  model: FormModel;
  asDialog: boolean;
  onError?: (error: unknown) => void;
}) {
  const t = useT();
  const data = useFormState(
    useCallback((s) => s.data, []),
    model,
  );
  const dirty = useFormState(
    useCallback((s) => s.dirty, []),
    model,
  );
  const readonly = useFormState(
    useCallback((s) => s.readonly, []),
    model,
  );
  const locked = useFormState(
    useCallback((s) => s.locked, []),
    model,
  );
  const entityInstanceId = useFormState(
    useCallback((s) => s.entityInstanceId, []),
    model,
  );
  // Nullable: a form rendered without a dialog stack (a story) shows the button disabled.
  const dialogs = useContext(DialogStoreContext);
  const buttons = useMemo<ToolbarButton[]>(() => {
    if (!data) return [];
    const source = data.toolbarButtons.length > 0 ? data.toolbarButtons : defaultFormButtons(asDialog);
    const convert = (button: FormToolbarButton): ToolbarButton => {
      const action = buttonAction(button);
      const saveLike = isSaveAction(action);
      const titleKey = DEFAULT_TITLE_KEYS[action];
      const documents = action === SELECT_DOCUMENT_TEMPLATE_ACTION;
      const entityId = data.entityId;
      const openDocuments =
        documents && dialogs && entityId && entityInstanceId
          ? () => {
              dialogs.open({
                path: SELECT_DOCUMENT_TEMPLATE_DIALOG,
                params: { entityId, entityInstanceId },
                width: 600,
              });
            }
          : null;
      return {
        baseName: button.baseName,
        title: button.title ?? (titleKey ? t(titleKey) : button.baseName),
        tooltip: button.tooltip,
        iconKey: button.iconKey,
        iconPosition: button.iconPosition,
        active: button.active,
        disabled: button.disabled || (saveLike && (!dirty || readonly)) || (documents && !openDocuments),
        hidden: button.hidden || (saveLike && readonly && action !== 'CLOSE'),
        buttonClassName: button.buttonClassName,
        menuClassName: button.menuClassName,
        style: button.style,
        visibility: button.visibility,
        mobileVisibility: button.mobileVisibility,
        parent: button.parent,
        items: button.items?.map(convert),
        onClick: button.items?.length
          ? undefined
          : (openDocuments ??
            (async () => {
              await model.save(action);
            })),
      };
    };
    return source.map(convert);
  }, [data, asDialog, dirty, readonly, model, t, dialogs, entityInstanceId]);
  const additional = useMemo<ToolbarButton[]>(
    () =>
      (data?.toolbarAdditionalActions ?? []).map((button) => ({
        baseName: button.baseName,
        title: button.title ?? button.baseName,
        disabled: button.disabled,
        hidden: button.hidden,
        onClick: async () => {
          await model.save(buttonAction(button));
        },
      })),
    [data, model],
  );
  if (!data) return null;
  return (
    <Toolbar
      buttons={buttons}
      additionalActions={additional}
      label={t('DynamicForm_Toolbar')}
      locked={locked}
      onError={(error) => {
        if (!isExpectedFormError(error)) (onError ?? console.error)(error);
      }}
    />
  );
}
