import { DialogStoreContext } from '@insulcalc/dialogs';
import { useState, type ReactNode } from 'react';
import {
  createShellServices,
  ShellServicesContext,
  useOptionalShellServices,
  type ShellServices,
} from './services';

export interface ShellServicesProviderProps {
  /**
   * The store's services (`store.services`); default: those of the enclosing store or provider,
   * else new ones for this subtree (stories, tests).
   */
  services?: ShellServices;
  children?: ReactNode;
}

/**
 * Gives a subtree one store's services: `useShellServices()`/`useHttp()` and the dialog stack
 * (`useDialogs()`). `<ShellRoot>` renders it with its store's; inside a Redux provider of an app
 * store it gives that store's; a story or test without a store gets services of its own, shared
 * with nothing else.
 */
export function ShellServicesProvider({ services: given, children }: ShellServicesProviderProps) {
  const outer = useOptionalShellServices();
  const [own] = useState(() => given ?? outer ?? createShellServices());
  const services = given ?? outer ?? own;
  return (
    <ShellServicesContext.Provider value={services}>
      <DialogStoreContext.Provider value={services.dialogs}>{children}</DialogStoreContext.Provider>
    </ShellServicesContext.Provider>
  );
}
