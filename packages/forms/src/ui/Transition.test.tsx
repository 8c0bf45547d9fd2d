import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSITION_TIMEOUT_MS } from '@insulcalc/tokens';
import { Transition } from './Transition';

beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  }),
);
afterEach(() => vi.useRealTimers());

function Panel({ open, unmountOnExit = true }: { open: boolean; unmountOnExit?: boolean }) {
  return (
    <Transition in={open} unmountOnExit={unmountOnExit} mountOnEnter>
      {(state) => <div data-testid="panel" data-state={state} />}
    </Transition>
  );
}

const state = () => screen.queryByTestId('panel')?.dataset.state ?? 'unmounted';

describe('Transition', () => {
  it('goes unmounted → exited → entering → entered → exiting → unmounted in 300 ms phases', () => {
    const { rerender } = render(<Panel open={false} />);
    expect(state()).toBe('unmounted');
    rerender(<Panel open />);
    expect(state()).toBe('exited');
    act(() => void vi.advanceTimersToNextFrame());
    expect(state()).toBe('entering');
    act(() => void vi.advanceTimersByTime(TRANSITION_TIMEOUT_MS - 1));
    expect(state()).toBe('entering');
    act(() => void vi.advanceTimersByTime(1));
    expect(state()).toBe('entered');
    rerender(<Panel open={false} />);
    expect(state()).toBe('exiting');
    act(() => void vi.advanceTimersByTime(TRANSITION_TIMEOUT_MS));
    expect(state()).toBe('unmounted');
  });

  it('stays mounted as exited without unmountOnExit, and re-enters from exiting', () => {
    const { rerender } = render(
      <Transition in timeout={100}>
        {(s) => <div data-testid="panel" data-state={s} />}
      </Transition>,
    );
    expect(state()).toBe('entered');
    rerender(
      <Transition in={false} timeout={100}>
        {(s) => <div data-testid="panel" data-state={s} />}
      </Transition>,
    );
    expect(state()).toBe('exiting');
    act(() => void vi.advanceTimersByTime(100));
    expect(state()).toBe('exited');
    expect(TRANSITION_TIMEOUT_MS).toBe(300);
  });
});
