/** One pending run at a time: scheduling again restarts the delay (the autosave debounce). */
export class DebouncedRun {
  private timer: ReturnType<typeof setTimeout> | undefined;

  get pending(): boolean {
    return this.timer !== undefined;
  }

  schedule(run: () => void, delayMs: number): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      run();
    }, delayMs);
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Resolves when `done()` holds, checking every `pollMs` (the form lock has no event of its own to wait on). */
export function waitUntil(done: () => boolean, pollMs: number): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const poll = () => {
      if (done()) resolve();
      else setTimeout(poll, pollMs);
    };
    setTimeout(poll, pollMs);
  });
}
