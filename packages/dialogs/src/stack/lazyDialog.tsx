import { useLayoutEffect, useState, type ComponentType } from 'react';
import { useDialog } from './context';

/** Loads a dialog component's module (a dynamic `import()`), resolving to the component. */
export type DialogModuleLoader = () => Promise<ComponentType>;

/**
 * A dialog route component whose code is loaded on first use: register it instead of the
 * component itself (`{ path, Component: lazyDialog(() => import('./X').then((m) => m.X)) }`) and the
 * dialog's code becomes its own chunk. While it loads, the dialog stays invisible (`waitForLoad`,
 * at most 500 ms) and then shows with its content, as a dialog that waits for its data does. A
 * failed load is thrown to the dialog route's error element.
 */
export function lazyDialog(load: DialogModuleLoader): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const loadOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // try again next time
        throw error;
      },
    ));

  function LazyDialog() {
    const dialog = useDialog();
    const [state, setState] = useState<{ Component: ComponentType | null; error?: unknown }>(() => ({
      Component: loaded,
    }));
    const ready = state.Component !== null;
    // Before paint: the dialog stays hidden until its code is there.
    useLayoutEffect(() => {
      if (ready) return;
      let active = true;
      const promise = loadOnce();
      promise.then(
        (Component) => {
          if (active) setState({ Component });
        },
        (error: unknown) => {
          if (active) setState({ Component: null, error: error ?? new Error('Dialog load failed') });
        },
      );
      dialog.waitForLoad(promise);
      return () => {
        active = false;
      };
    }, [ready, dialog]);
    if (state.error !== undefined) throw state.error;
    const { Component } = state;
    return Component ? <Component /> : null;
  }
  return LazyDialog;
}
