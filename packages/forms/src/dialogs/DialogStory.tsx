import { useEffect, useState } from 'react';
import { createDialogStore, DialogHost, dialogRoutes } from '@insulcalc/dialogs';
import { registerFormDialogs } from './register';

/** Opens one of the form dialogs on mount, for stories. */
export function DialogStory({
  path,
  params,
  title,
}: {
  path: string;
  params?: Record<string, unknown>;
  title?: string;
}) {
  // The story's own stack: a story never shows another story's dialogs.
  const [dialogStore] = useState(createDialogStore);
  useEffect(() => {
    registerFormDialogs();
    dialogStore.clear();
    dialogStore.open({ path, params: params ?? {}, ...(title ? { title } : {}) });
    return () => dialogStore.clear();
  }, [dialogStore, path, params, title]);
  return <DialogHost store={dialogStore} registry={dialogRoutes} />;
}
