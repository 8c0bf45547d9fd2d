import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebouncedRun, waitUntil } from './autoSaveTimer';

afterEach(() => vi.useRealTimers());

describe('DebouncedRun and waitUntil', () => {
  it('restarts the delay on each schedule and runs once; cancel drops the run', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debounced = new DebouncedRun();
    debounced.schedule(run, 100);
    vi.advanceTimersByTime(80);
    debounced.schedule(run, 100);
    vi.advanceTimersByTime(80);
    expect(run).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(true);
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
    expect(debounced.pending).toBe(false);
    debounced.schedule(run, 100);
    debounced.cancel();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waitUntil polls until the condition holds', async () => {
    vi.useFakeTimers();
    let locked = true;
    let done = false;
    void waitUntil(() => !locked, 50).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(120);
    expect(done).toBe(false);
    locked = false;
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
  });
});
