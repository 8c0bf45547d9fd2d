import { useDialogs } from '@insulcalc/dialogs';
import { useUserMessages } from '../bootstrap/hooks';
import { HelpIcon } from './icons';
import { usePageState, type HelpItem } from './pageState';
import { useT } from './i18n';

export function helpDialogPath(item: HelpItem): string {
  const params = new URLSearchParams({
    entityId: String(item.entityId),
    formGroupId: String(item.formGroupId),
    requestReadOnly: 'true',
  });
  if (item.entityInstanceId !== undefined) params.set('entityInstanceId', String(item.entityInstanceId));
  return `DynamicForm?${params.toString()}`;
}

/**
 * Opens the read-only help-content form of the current page's help item (spec §2); without a
 * help item it raises the Shell_HelpNotDefined error message.
 */
export function HelpButton({ helpItem }: { helpItem?: HelpItem | null }) {
  const t = useT();
  const dialogs = useDialogs();
  const { state } = usePageState();
  const { add } = useUserMessages();
  const item = helpItem === undefined ? state.helpItem : helpItem;
  return (
    <button
      type="button"
      className="ic-topbar-button"
      aria-label={t('Shell_Help')}
      title={t('Shell_Help')}
      onClick={() => {
        if (!item) {
          add([{ message: t('Shell_HelpNotDefined'), level: 'error' }], 'page');
          return;
        }
        dialogs.open({ path: helpDialogPath(item), title: t('Shell_Help') });
      }}
    >
      <HelpIcon />
    </button>
  );
}
