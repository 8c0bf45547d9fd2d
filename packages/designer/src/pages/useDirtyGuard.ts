import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmDialog, useDialogs } from '@insulcalc/dialogs';

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation through react-router's
 * blocker and the page-dialog layer's question (spec §4, the same prompt a form page asks), closing
 * or reloading the tab through `beforeunload` (the browser's own prompt: a page cannot show its own
 * there).
 */
export function useDirtyGuard(dirty: boolean, question: string): void {
  const dialogs = useDialogs();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void confirmDialog(dialogs, { Message: question }, { page: true }).then((leave) => {
      if (cancelled) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, dialogs, question]);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}
