/** Default duration of an enter or exit transition, in milliseconds (spec §9). */
export const TRANSITION_TIMEOUT_MS = 300;

/**
 * The states of a transition (spec §4 "Transition states of the UI"): not in the DOM, in the DOM
 * but hidden, animating in, shown, animating out.
 */
export const TRANSITION_STATES = ['unmounted', 'exited', 'entering', 'entered', 'exiting'] as const;
export type TransitionState = (typeof TRANSITION_STATES)[number];

/** Tooltips (spec §9): they stay 250 ms after the pointer or focus leaves, 5 px from their trigger, at most 700 px wide. */
export const TOOLTIP_CLOSE_DELAY_MS = 250;
export const TOOLTIP_OFFSET_PX = 5;
export const TOOLTIP_MAX_WIDTH_PX = 700;
/** How long a pointer rests on a trigger before its tooltip opens (keyboard focus opens it at once). */
export const TOOLTIP_OPEN_DELAY_MS = 300;

/** Stacking (spec §9): dropdown menus above dialogs (base 2000, step 10). */
export const DROPDOWN_Z_INDEX = 9000;
