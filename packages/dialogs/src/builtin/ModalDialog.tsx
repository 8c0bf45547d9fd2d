import { useEffect, useMemo } from 'react';
import { useT } from '../i18n';
import { useDialog } from '../stack/context';
import { DialogBody, DialogFooter } from '../stack/DialogParts';
import type { DialogWidth } from '../stack/width';
import { Toolbar } from '../toolbar/Toolbar';
import type { ToolbarButton } from '../toolbar/toolbarLogic';

import { MODAL_DIALOG } from './names';

export { MODAL_DIALOG };

export interface ModalDialogParams {
  title?: string;
  Message?: string;
  /** Buttons; the default is Confirm and Cancel (spec §9). A handler's return value becomes the result unless it closes itself. */
  toolbar?: ToolbarButton[];
  initialWidth?: DialogWidth;
  /** Read-only: only a Close button. */
  readonly?: boolean;
  confirmText?: string;
  cancelText?: string;
}

/** Generic modal: a title, a message and a toolbar (spec §2 dialog routes). */
export function ModalDialog() {
  const t = useT();
  const dialog = useDialog();
  const params = dialog.params as ModalDialogParams;
  useEffect(() => {
    if (params.title) dialog.setTitle(params.title);
  }, [dialog, params.title]);

  const buttons = useMemo<ToolbarButton[]>(() => {
    if (params.readonly)
      return [{ baseName: 'Close', title: t('Common_Close'), onClick: () => dialog.close(undefined) }];
    if (params.toolbar && params.toolbar.length > 0) {
      return params.toolbar.map((b) => ({
        ...b,
        onClick: b.onClick
          ? async (ctx) => {
              const result = await b.onClick!(ctx);
              dialog.close(result ?? b.baseName);
            }
          : undefined,
      }));
    }
    return [
      {
        baseName: 'Confirm',
        title: params.confirmText ?? t('Common_Confirm'),
        buttonClassName: 'ic-btn-primary',
        onClick: () => dialog.close(true),
      },
      {
        baseName: 'Cancel',
        title: params.cancelText ?? t('Common_Cancel'),
        onClick: () => dialog.close(false),
      },
    ];
  }, [params.readonly, params.toolbar, params.confirmText, params.cancelText, dialog, t]);

  return (
    <>
      <DialogBody>
        {params.Message ? <p style={{ whiteSpace: 'pre-wrap' }}>{params.Message}</p> : null}
      </DialogBody>
      <DialogFooter>
        <Toolbar buttons={buttons} label={params.title} />
      </DialogFooter>
    </>
  );
}
