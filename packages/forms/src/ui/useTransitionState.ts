import { useEffect, useRef, useState } from 'react';
import { TRANSITION_TIMEOUT_MS, type TransitionState } from '@insulcalc/tokens';

export interface TransitionOptions {
  /** Milliseconds of the enter and exit phases (spec §9 default 300). */
  timeout?: number;
  /** Start `unmounted` instead of `exited` while `in` is false (the child mounts on first enter). */
  mountOnEnter?: boolean;
  /** Go to `unmounted` after the exit phase instead of staying `exited`. */
  unmountOnExit?: boolean;
  /** Animate the first render when `in` starts true. */
  appear?: boolean;
  /** Skip the timed phases (the user prefers reduced motion): straight to entered/exited. */
  instant?: boolean;
  onEntered?: () => void;
  onExited?: () => void;
}

/** The next settled state after a phase: where `entering` and `exiting` end. */
function settled(inProp: boolean, unmountOnExit: boolean): TransitionState {
  if (inProp) return 'entered';
  return unmountOnExit ? 'unmounted' : 'exited';
}

function initialState(inProp: boolean, options: TransitionOptions): TransitionState {
  if (inProp) return options.appear && !options.instant ? 'entering' : 'entered';
  return options.mountOnEnter || options.unmountOnExit ? 'unmounted' : 'exited';
}

/**
 * The transition state machine of spec §4 (unmounted → exited → entering → entered → exiting →
 * exited/unmounted) for a boolean `in`, with the spec §9 timeout of 300 ms. Components render
 * from the state (a class or nothing for `unmounted`), so CSS transitions of the same length
 * run between the phases.
 */
export function useTransitionState(inProp: boolean, options: TransitionOptions = {}): TransitionState {
  const timeout = options.timeout ?? TRANSITION_TIMEOUT_MS;
  const [state, setState] = useState<TransitionState>(() => initialState(inProp, options));
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const unmountOnExit = Boolean(options.unmountOnExit);
  const instant = Boolean(options.instant) || timeout <= 0;

  // Phase changes on `in`, adjusted while rendering (React's "state from a changed prop"):
  // leaving starts at once; entering from unmounted first mounts the child as `exited`.
  const [previousIn, setPreviousIn] = useState(inProp);
  if (previousIn !== inProp) {
    setPreviousIn(inProp);
    if (inProp && state === 'unmounted') setState('exited');
    else if (!inProp && state !== 'exited' && state !== 'unmounted')
      setState(instant ? settled(false, unmountOnExit) : 'exiting');
  }

  // Entering starts on the next frame, after the browser painted the `exited` start.
  useEffect(() => {
    if (!inProp || (state !== 'exited' && state !== 'exiting')) return;
    const frame = requestAnimationFrame(() => setState(instant ? 'entered' : 'entering'));
    return () => cancelAnimationFrame(frame);
  }, [inProp, state, instant]);

  // The timed phases end after `timeout`.
  useEffect(() => {
    if (state !== 'entering' && state !== 'exiting') return;
    const timer = setTimeout(() => setState(settled(state === 'entering', unmountOnExit)), timeout);
    return () => clearTimeout(timer);
  }, [state, timeout, unmountOnExit]);

  useEffect(() => {
    if (state === 'entered') callbacks.current.onEntered?.();
    if (state === 'exited' || (state === 'unmounted' && unmountOnExit)) callbacks.current.onExited?.();
  }, [state, unmountOnExit]);

  return state;
}
