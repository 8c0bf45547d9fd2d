import { useEffect, useRef, useState } from 'react';
import { Button, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import {
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_MAX_WIDTH_PX,
  TOOLTIP_OFFSET_PX,
  TOOLTIP_OPEN_DELAY_MS,
} from '@insulcalc/tokens';
import type { HelpTooltipProps } from './helpTooltipProps';

export interface AriaHelpTooltipProps extends HelpTooltipProps {
  /** The light trigger had the focus or the pointer when this code arrived: open at once. */
  defaultOpen?: boolean;
  /** The light trigger had the focus: this trigger takes it over. */
  autoFocus?: boolean;
}

/**
 * HelpTooltip's react-aria implementation (spec §9: closes 250 ms after the pointer or focus
 * leaves, 5 px from its trigger, at most 700 px wide). Keyboard focus opens it at once (react-aria's
 * TooltipTrigger); Escape closes it; while open the trigger is `aria-describedby` the tooltip, so
 * a screen reader reads the text with the button. Its own chunk: `HelpTooltip` loads it.
 */
export default function AriaHelpTooltip({
  content,
  label,
  children,
  className,
  placement = 'top',
  defaultOpen,
  autoFocus,
}: AriaHelpTooltipProps) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  // Opened because the pointer was on the stand-in: react-aria never saw that hover begin, so it
  // would not close it when the pointer leaves; this trigger's own leave does, after the same delay.
  const openedUnderPointer = useRef(Boolean(defaultOpen) && !autoFocus);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  return (
    <TooltipTrigger
      delay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={TOOLTIP_CLOSE_DELAY_MS}
      isOpen={open}
      onOpenChange={setOpen}
    >
      <Button
        className={['ic-tooltip-trigger', className ?? ''].filter(Boolean).join(' ')}
        aria-label={label}
        autoFocus={autoFocus}
        onPointerEnter={() => clearTimeout(closeTimer.current)}
        onPointerLeave={() => {
          if (!openedUnderPointer.current) return;
          openedUnderPointer.current = false;
          closeTimer.current = setTimeout(() => setOpen(false), TOOLTIP_CLOSE_DELAY_MS);
        }}
      >
        {children ?? <span aria-hidden="true">?</span>}
      </Button>
      <AriaTooltip
        offset={TOOLTIP_OFFSET_PX}
        placement={placement}
        className="ic-tooltip"
        style={{ maxWidth: TOOLTIP_MAX_WIDTH_PX }}
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
