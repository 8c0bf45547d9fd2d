import type { ReactNode } from 'react';
import type { TransitionState } from '@insulcalc/tokens';
import { useTransitionState, type TransitionOptions } from './useTransitionState';

export interface TransitionProps extends TransitionOptions {
  in: boolean;
  /** Renders the child for a state; nothing is rendered while `unmounted`. */
  children: (state: Exclude<TransitionState, 'unmounted'>) => ReactNode;
}

/** Render-prop form of `useTransitionState` (spec §4 transition states, §9 300 ms default). */
export function Transition({ in: inProp, children, ...options }: TransitionProps) {
  const state = useTransitionState(inProp, options);
  return state === 'unmounted' ? null : <>{children(state)}</>;
}
