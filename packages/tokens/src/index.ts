// Layout and motion constants shared by every UI package (spec §9). Every export is named.
export {
  BREAKPOINTS,
  BREAKPOINT_NAMES,
  RESIZE_DEBOUNCE_MS,
  SIDEBAR_BREAKPOINT,
  breakpointOf,
  mediaAtMost,
  mediaBetween,
  mediaDown,
  mediaUp,
  type Breakpoint,
} from './breakpoints';
export {
  DROPDOWN_Z_INDEX,
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_MAX_WIDTH_PX,
  TOOLTIP_OFFSET_PX,
  TOOLTIP_OPEN_DELAY_MS,
  TRANSITION_STATES,
  TRANSITION_TIMEOUT_MS,
  type TransitionState,
} from './motion';
