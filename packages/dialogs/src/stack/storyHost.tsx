/* Story helper: a dialog stack of its own with the built-in dialogs, opened as the story starts. */
import { useEffect, useState, type ReactNode } from 'react';
import { registerBuiltinDialogs } from '../builtin/register';
import { DialogHost, DialogStyles } from './DialogHost';
import { createDialogStore, type DialogStore } from './dialogStore';
import { createDialogRouteRegistry, type DialogRouteRegistry } from './registry';

export function StoryDialogs({
  open,
  register,
  children,
}: {
  /** Opens the story's dialogs on the story's own store. */
  open: (store: DialogStore) => void;
  register?: (registry: DialogRouteRegistry) => void;
  children?: ReactNode;
}) {
  const [{ store, registry }] = useState(() => {
    const registry = createDialogRouteRegistry();
    registerBuiltinDialogs(registry);
    register?.(registry);
    return { store: createDialogStore(), registry };
  });
  useEffect(() => {
    open(store);
    return () => store.clear();
  }, [open, store]);
  return (
    <>
      <DialogStyles />
      {children}
      <DialogHost store={store} registry={registry} />
    </>
  );
}
