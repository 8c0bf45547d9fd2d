import { Suspense, lazy, useState } from 'react';
import type { HelpTooltipProps } from './helpTooltipProps';

export type { HelpTooltipProps } from './helpTooltipProps';

// react-aria's tooltip (overlay positioning, press and hover tracking) is ~18 kB gzipped: a form
// whose fields have no help text should not download it (issue 14, a form's bundle below the
// peers'). It loads when a tooltip first renders.
const AriaHelpTooltip = lazy(() => import('./AriaHelpTooltip'));

/**
 * A tooltip on a small focusable button (spec §9: closes 250 ms after the pointer or focus leaves,
 * 5 px from its trigger, at most 700 px wide; keyboard focus opens it, Escape closes it). Until
 * react-aria's implementation has loaded, the same button stands in, named and focusable; if it
 * has the focus or the pointer when the code arrives, the real trigger takes the focus over and
 * opens.
 */
export function HelpTooltip(props: HelpTooltipProps) {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const fallback = (
    <button
      type="button"
      className={['ic-tooltip-trigger', props.className ?? ''].filter(Boolean).join(' ')}
      aria-label={props.label}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {props.children ?? <span aria-hidden="true">?</span>}
    </button>
  );
  return (
    <Suspense fallback={fallback}>
      <AriaHelpTooltip {...props} defaultOpen={focused || hovered} autoFocus={focused} />
    </Suspense>
  );
}
