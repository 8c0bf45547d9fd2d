import { useMatches } from 'react-router';
import { useDialogs } from '@insulcalc/dialogs';
import { useUserMessages } from '../bootstrap/hooks';
import { HelpIcon } from './icons';
import { usePageState, type HelpItem, type HelpRouteHandle } from './pageState';
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

function isHelpHandle(handle: unknown): handle is HelpRouteHandle {
  return typeof handle === 'object' && handle !== null && 'helpItem' in handle;
}

/** The help item of the deepest matched route whose handle names one (null without). */
export function useRouteHelpItem(): HelpItem | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle;
    if (isHelpHandle(handle)) return handle.helpItem;
  }
  return null;
}

/** The current page's help item: the page's own (usePage), else its route's. */
export function useCurrentHelpItem(): HelpItem | null {
  const { state } = usePageState();
  const fromRoute = useRouteHelpItem();
  return state.helpItem ?? fromRoute;
}

/**
 * Opens the read-only help-content form of the current page's help item (spec §2); without a
 * help item it raises the Shell_HelpNotDefined error message.
 */
export function HelpButton({ helpItem }: { helpItem?: HelpItem | null }) {
  const t = useT();
  const dialogs = useDialogs();
  const current = useCurrentHelpItem();
  const { add } = useUserMessages();
  const item = helpItem === undefined ? current : helpItem;
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
