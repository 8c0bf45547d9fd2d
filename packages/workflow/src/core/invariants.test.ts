import { describe, expect, it } from 'vitest';
import {
  applyDue,
  approveTask,
  completeTask,
  reassignTask,
  rejectTask,
  startProcess,
  type Actor,
  type ProcessState,
  type Step,
} from './engine';
import { offerProcess } from './offer';

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed by its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const T0 = Date.parse('2026-11-23T09:00:00.000Z');
const actors: Actor[] = [
  { userId: 'sam', groups: ['sales'] },
  { userId: 'sue', groups: ['sales'] },
  { userId: 'olga', groups: ['support'] },
  { userId: 'admin', groups: [], manager: true },
];
const datas = [
  { Status: 'New', Email: 'ana@example.com' },
  { Status: 'New', Email: '' },
];

describe('engine invariants over random command sequences', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))('seed %i', (seed) => {
    const rnd = random(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const definition = offerProcess({ due: 'PT3H', reminder: 'PT1H' });
    const first = startProcess(definition, {
      processId: `p${seed}`,
      entity: { entity: 'OfferRequest', instanceId: String(seed) },
      data: datas[0]!,
      now: new Date(T0).toISOString(),
      by: null,
    });
    if (!first.ok) throw new Error('start refused');
    let state: ProcessState = first.state;
    const keys = new Set(first.jobs.map((j) => j.key));
    let now = T0;
    for (let i = 0; i < 12; i++) {
      now += Math.floor(rnd() * 90) * 60_000;
      const iso = new Date(now).toISOString();
      const before = structuredClone(state);
      const token = rnd() < 0.15 ? state.token - 1 : state.token;
      const taskId = state.tasks[0]!.id;
      const actor = pick(actors);
      const data = pick(datas);
      const commands: Array<() => Step> = [
        () => approveTask(definition, state, { taskId, actor, now: iso, token, data }),
        () =>
          rejectTask(definition, state, {
            taskId,
            actor,
            now: iso,
            token,
            data,
            comment: pick(['', 'No stock']),
          }),
        () => completeTask(definition, state, { taskId, actor, now: iso, token, data }),
        () =>
          reassignTask(definition, state, {
            taskId,
            actor,
            now: iso,
            token,
            to: pick([
              { type: 'user', userId: 'sue' },
              { type: 'user', userId: 'sam' },
              { type: 'group', group: 'sales' },
            ] as const),
          }),
        () => applyDue(definition, state, { now: iso, token }),
      ];
      const step = pick(commands)();
      // a refusal or a no-op leaves the stored state exactly as it was
      expect(state).toEqual(before);
      if (!step.ok) {
        if (token !== state.token) expect(step.error.code).toBe('conflict');
        continue;
      }
      expect(token).toBe(state.token);
      if (!step.changed) continue;
      expect(step.expectedToken).toBe(state.token);
      expect(step.state.token).toBe(state.token + 1);
      // history only grows, in order, and keeps what was there
      expect(step.state.history.slice(0, state.history.length)).toEqual(state.history);
      const seqs = step.state.history.map((e) => e.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
      // no two jobs of one instance share an idempotency key
      for (const job of step.jobs) {
        expect(keys.has(job.key), job.key).toBe(false);
        keys.add(job.key);
      }
      // one task at most is open, and only while the process runs
      const open = step.state.tasks.filter((t) => t.status === 'open');
      expect(open.length).toBe(step.state.status === 'running' ? 1 : 0);
      state = step.state;
    }
  });
});
