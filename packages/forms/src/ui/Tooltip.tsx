import type { ReactNode } from 'react';
import { Button, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import {
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_MAX_WIDTH_PX,
  TOOLTIP_OFFSET_PX,
  TOOLTIP_OPEN_DELAY_MS,
} from '@insulcalc/tokens';

export interface HelpTooltipProps {
  /** The tooltip's text (or content). */
  content: ReactNode;
  /** The trigger button's accessible name, e.g. "Help: Contact name". */
  label: string;
  /** What the trigger shows; a question mark by default. */
  children?: ReactNode;
  className?: string;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/**
 * A tooltip on a small focusable button (spec §9: closes 250 ms after the pointer or focus leaves,
 * 5 px from its trigger, at most 700 px wide). Keyboard focus opens it at once (react-aria's
 * TooltipTrigger); Escape closes it; while open the trigger is `aria-describedby` the tooltip, so
 * a screen reader reads the text with the button.
 */
export function HelpTooltip({ content, label, children, className, placement = 'top' }: HelpTooltipProps) {
  return (
    <TooltipTrigger delay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS}>
      <Button
        className={['ic-tooltip-trigger', className ?? ''].filter(Boolean).join(' ')}
        aria-label={label}
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
