import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation through react-router's
 * blocker (the browser's confirm, keyboard-operable), closing or reloading the tab through
 * `beforeunload`.
 */
export function useDirtyGuard(dirty: boolean, question: string): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}
