/** Spec §4: a form is locked while any lock is held; it can be locked, unlocked, or cleared and locked. */
export class FormLocks {
  private count = 0;
  constructor(private readonly onChange: () => void) {}

  get locked(): boolean {
    return this.count > 0;
  }

  lock(): void {
    this.count += 1;
    if (this.count === 1) this.onChange();
  }

  /** Releasing more than was taken leaves the form unlocked rather than negative. */
  unlock(): void {
    if (this.count === 0) return;
    this.count -= 1;
    if (this.count === 0) this.onChange();
  }

  /** Drops every lock held, then holds exactly one. */
  clearAndLock(): void {
    const was = this.count;
    this.count = 1;
    if (was === 0) this.onChange();
  }
}
