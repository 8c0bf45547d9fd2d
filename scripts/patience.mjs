// How much longer than on a quiet machine a test may wait now (issue 27 item 8). Timeouts are
// guards against a hang, not performance checks: on a machine busy with other work (a laptop
// building beside the tests, the test command's own parallel jobs) every step takes longer, so
// each vitest process scales its per-test timeouts and the browser's waits by the load it sees
// when it starts: 1.5× on a quiet machine, up to 8× when every core is oversubscribed.
// TEST_PATIENCE=<factor> sets it. TEST_PATIENCE_FLOOR=<factor> raises the least factor: the load
// a process sees when it starts says nothing about the load that comes later (the test command's
// own later jobs, a build started beside it), so the test command sets a floor for its jobs.
import { availableParallelism, loadavg } from 'node:os';

function measure() {
  const set = Number(process.env.TEST_PATIENCE);
  if (Number.isFinite(set) && set >= 1) return set;
  const floor = Number(process.env.TEST_PATIENCE_FLOOR);
  const least = Number.isFinite(floor) && floor >= 1.5 ? floor : 1.5;
  const perCore = loadavg()[0] / Math.max(1, availableParallelism());
  return Math.max(least, Math.min(8, Math.round(perCore * 15) / 10));
}

/** The factor, measured once when this process loaded the module. */
export const PATIENCE = measure();

/** `ms` (a timeout tuned on a quiet machine) scaled by {@link PATIENCE}. */
export function patient(ms) {
  return Math.round(ms * PATIENCE);
}
