import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebouncedRun, waitUntil } from './autoSaveTimer';
import { LatestRequests } from './latestRequests';
import { PendingWork } from './pendingWork';
import { RuleGraph } from './ruleGraph';
import { FormSubscriptions } from './subscriptions';

afterEach(() => vi.useRealTimers());

describe('FormSubscriptions', () => {
  it('notifies form, field and save listeners; a listener may unsubscribe itself mid-notification', () => {
    const subscriptions = new FormSubscriptions<string>();
    const calls: string[] = [];
    const off = subscriptions.subscribeField('A', () => {
      calls.push('A1');
      off();
    });
    subscriptions.subscribeField('A', () => calls.push('A2'));
    subscriptions.subscribeField('B', () => calls.push('B'));
    subscriptions.subscribe(() => calls.push('form'));
    subscriptions.onSaved((answer) => calls.push(`saved:${answer}`));
    subscriptions.notifyField('A');
    subscriptions.notifyField('A');
    subscriptions.notifyField('missing');
    subscriptions.notifyForm();
    subscriptions.notifySaved('x');
    expect(calls).toEqual(['A1', 'A2', 'A2', 'form', 'saved:x']);
    subscriptions.clear();
    subscriptions.notifyForm();
    subscriptions.notifyField('B');
    subscriptions.notifySaved('y');
    expect(calls.slice(5)).toEqual(['saved:y']);
  });
});

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

describe('LatestRequests', () => {
  it('only the newest request per key is current', () => {
    const requests = new LatestRequests();
    const a1 = requests.begin('Country');
    const b1 = requests.begin('Zip');
    const a2 = requests.begin('Country');
    expect(requests.isLatest('Country', a1)).toBe(false);
    expect(requests.isLatest('Country', a2)).toBe(true);
    expect(requests.isLatest('Zip', b1)).toBe(true);
    expect(new Set([a1, b1, a2]).size).toBe(3);
  });
});

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

describe('RuleGraph', () => {
  it('walks to the readers of a change, follows changed computed values, and stops on cycles', () => {
    const graph = new RuleGraph();
    graph.add('Total', { value: { '+': [{ var: 'Price' }, { var: 'Tax' }] } });
    graph.add('Shown', { visible: { '>': [{ var: 'Total' }, 0] } });
    graph.add('A', { value: { var: 'B' } });
    graph.add('B', { value: { var: 'A' } });
    expect([...graph.readersOf('Price')]).toEqual(['Total']);
    const visited: string[] = [];
    const touched = graph.propagate('Price', 20, (reader) => {
      visited.push(reader);
      return reader === 'Total';
    });
    expect([...touched]).toEqual(['Price', 'Total', 'Shown']);
    expect(visited).toEqual(['Total', 'Shown']);
    let steps = 0;
    graph.propagate('A', 6, () => {
      steps += 1;
      return true;
    });
    expect(steps).toBe(6);
    expect(graph.propagate('Price', 20, () => undefined)).toEqual(new Set(['Price']));
    graph.clear();
    expect(graph.readersOf('Price').size).toBe(0);
  });
});
