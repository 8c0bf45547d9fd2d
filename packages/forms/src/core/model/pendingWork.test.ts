import { describe, expect, it } from 'vitest';
import { PendingWork } from './pendingWork';

describe('PendingWork', () => {
  it('waits for tracked work, also work started while waiting, and ignores failures', async () => {
    const work = new PendingWork();
    let finishLate!: () => void;
    const first = work.track(Promise.reject(new Error('boom')));
    first.catch(() => undefined);
    void work.track(
      Promise.resolve().then(() => {
        void work.track(new Promise<void>((resolve) => (finishLate = resolve)));
      }),
    );
    let idle = false;
    const waiting = work.whenIdle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    finishLate();
    await waiting;
    expect(work.size).toBe(0);
  });
});
