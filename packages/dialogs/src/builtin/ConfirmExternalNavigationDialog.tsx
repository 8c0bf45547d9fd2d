import { useEffect } from 'react';
import { useT } from '../i18n';
import { useDialog } from '../stack/context';
import { DialogBody, DialogFooter } from '../stack/DialogParts';

import { CONFIRM_EXTERNAL_NAVIGATION_DIALOG } from './names';

export { CONFIRM_EXTERNAL_NAVIGATION_DIALOG };

export interface ConfirmExternalNavigationParams {
  url: string;
  /** Open in a new tab (default false). */
  newTab?: boolean;
}

export interface ExternalNavigator {
  assign(url: string): void;
  open(url: string): void;
}

export const browserNavigator: ExternalNavigator = {
  assign: (url) => window.location.assign(url),
  open: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

/**
 * Asks before leaving for another origin (spec §2). Continue navigates (in a new tab when asked)
 * and closes with true; Cancel closes with false.
 */
export function ConfirmExternalNavigationDialog() {
  const t = useT();
  const dialog = useDialog();
  const params = dialog.params as Partial<ConfirmExternalNavigationParams> & {
    navigator?: ExternalNavigator;
  };
  const url = String(params.url ?? '');
  const title = t('Dialog_ExternalNavigation_Title');
  useEffect(() => dialog.setTitle(title), [dialog, title]);
  const navigator = params.navigator ?? browserNavigator;
  return (
    <>
      <DialogBody>
        <p style={{ wordBreak: 'break-word' }}>{t('Dialog_ExternalNavigation_Text', { url })}</p>
      </DialogBody>
      <DialogFooter>
        <button
          type="button"
          className="ic-btn ic-btn-primary"
          onClick={() => {
            dialog.close(true);
            if (params.newTab) navigator.open(url);
            else navigator.assign(url);
          }}
        >
          {t('Common_Continue')}
        </button>
        <button type="button" className="ic-btn" onClick={() => dialog.close(false)}>
          {t('Common_Cancel')}
        </button>
      </DialogFooter>
    </>
  );
}
