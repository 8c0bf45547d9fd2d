import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { FormModel } from '../core/index';

/**
 * Spec §4: leaving a page with unsaved changes asks first (Shared_Form_Dirty_Notification through
 * the model's view), and so does closing the tab (the browser's own prompt on beforeunload).
 */
export function useLeaveGuard(model: FormModel | null): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      Boolean(model?.hasUnsavedChanges()) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked' || !model) return;
    let cancelled = false;
    model
      .confirmLeave()
      .then((ok) => {
        if (cancelled) return;
        if (ok) blocker.proceed();
        else blocker.reset();
      })
      .catch(() => blocker.reset());
    return () => {
      cancelled = true;
    };
  }, [blocker, model]);
  useEffect(() => {
    if (!model) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!model.hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [model]);
}
