import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_MAX_WIDTH_PX } from '@insulcalc/tokens';
import { HelpTooltip } from './Tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HelpTooltip', () => {
  it('opens on keyboard focus, describes its trigger, and closes on Escape', () => {
    render(<HelpTooltip label="Help: Thickness" content="Insulation thickness in mm" />);
    const trigger = screen.getByRole('button', { name: 'Help: Thickness' });
    // react-aria opens tooltips on keyboard focus only (not on a programmatic focus after a click).
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      fireEvent.keyUp(document.body, { key: 'Tab' });
      trigger.focus();
    });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Insulation thickness in mm');
    expect(tooltip.style.maxWidth).toBe(`${TOOLTIP_MAX_WIDTH_PX}px`);
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    act(() => void fireEvent.keyDown(trigger, { key: 'Escape' }));
    act(() => void vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
