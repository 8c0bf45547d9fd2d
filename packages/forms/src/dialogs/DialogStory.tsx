import { useEffect } from 'react';
import { DialogHost, dialogRoutes, dialogStore } from '@insulcalc/dialogs';
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
  useEffect(() => {
    registerFormDialogs();
    dialogStore.clear();
    dialogStore.open({ path, params: params ?? {}, ...(title ? { title } : {}) });
    return () => dialogStore.clear();
  }, [path, params, title]);
  return <DialogHost registry={dialogRoutes} />;
}
