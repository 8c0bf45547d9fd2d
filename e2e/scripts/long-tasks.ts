/**
 * The main thread's long tasks while a page loads in chromium at Lighthouse's CPU slowdown (4×),
 * a figure that depends much less on the machine's load than Lighthouse's score (issue 12):
 *
 *   pnpm --filter @insulcalc/e2e long-tasks [path] [--runs N] [--kept si|imperial]
 *
 * Starts the built server (fresh database) and Debian's chromium, records a performance trace of
 * each load with a phone-sized viewport, and prints per run: the tasks over 50 ms (start after
 * navigation, duration, what they mostly did), their count and the sum of (duration − 50 ms) after
 * the first contentful paint — Lighthouse's total blocking time before its own 4× multiplication
 * of a simulated run, here measured directly on a throttled one — and the same from the main
 * thread's CPU time, which other processes' load stretches far less. `--kept` loads the page as a
 * returning visitor whose project (or imperial units) the browser keeps. `LONG_TASKS_RUNS` or
 * `--runs` sets the number of runs (default 3); the median is printed last.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startServer } from '../harness';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: time other processes hold the CPU is not in it, unlike `dur`. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const pagePath =
  args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '/Configurator';
const runs = Number(option('--runs') ?? process.env.LONG_TASKS_RUNS ?? 3);
const kept = option('--kept');
const CPU_SLOWDOWN = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The names of a task's direct and nested work, summed, the largest first (a rough "what it did"). */
function describe(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const sums = new Map<string, number>();
  for (const e of events) {
    if (e === task || e.ts < task.ts || e.ts >= end || !e.dur) continue;
    if (
      ![
        'EvaluateScript',
        'v8.compileModule',
        'v8.evaluateModule',
        'FunctionCall',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Commit',
        'TimerFire',
        'FireAnimationFrame',
        'v8.compile',
        'v8.parseOnBackground',
        'MajorGC',
        'MinorGC',
        'V8.GC_MARK_COMPACTOR',
        'RunMicrotasks',
        'HandlePostMessage',
        'ResourceReceivedData',
        'EventDispatch',
        'ScheduleStyleRecalculation',
      ].includes(e.name)
    )
      continue;
    const label =
      e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall'
        ? `${e.name}(${(e.args?.data?.url ?? '').split('/').pop() || e.args?.data?.functionName || ''})`
        : e.name;
    sums.set(label, (sums.get(label) ?? 0) + e.dur);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join(', ');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

function printProfile(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const perFile = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    const us = profile.timeDeltas?.[i + 1] ?? 0;
    self.set(key, (self.get(key) ?? 0) + us);
    perFile.set(file, (perFile.get(file) ?? 0) + us);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `    ${(us / 1000).toFixed(0).padStart(5)} ms  ${k}`);
  console.log('  self time by file:', ['', ...top(perFile, 12)].join('\n'));
  console.log('  self time by function:', ['', ...top(self, 25)].join('\n'));
}

interface CpuProfile {
  nodes: (ProfileNode & { children?: number[] })[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Within one long task: the functions with the most self time, and the app's frames below them. */
function printTaskProfile(profile: CpuProfile, task: TraceEvent): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const app = new Map<string, number>();
  let time = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    const delta = profile.timeDeltas?.[i] ?? 0;
    time += delta;
    if (time < task.ts || time > task.ts + (task.dur ?? 0)) return;
    const name = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    self.set(name(node), (self.get(name(node)) ?? 0) + delta);
    // The innermost frame outside react-dom and the libraries' chunks: whose code asked for the work.
    for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const file = n.callFrame.url.split('/').pop() ?? '';
      if (/^(index|ConfiguratorPage|main)-/.test(file)) {
        app.set(name(n), (app.get(name(n)) ?? 0) + delta);
        break;
      }
    }
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, us]) => `${(us / 1000).toFixed(0)} ${k}`)
      .join(' | ');
  console.log(`    self: ${top(self)}\n    app:  ${top(app)}`);
}

const server = await startServer({ name: 'long-tasks' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const totals: { count: number; blocking: number; longest: number; cpu: number; cpuBlocking: number }[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'en-GB',
    });
    if (kept) {
      // A returning visitor: the browser keeps the anonymous project (decision 0003) and the unit
      // system (decision 0012). Written before the page's scripts run.
      await context.addInitScript((system: string) => {
        if (system === 'imperial') window.localStorage.setItem('insulcalc.unitSystem', 'imperial');
      }, kept);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // --profile: chromium's sampling profiler during the load; the functions with the most self
    // time are printed (what the long tasks spend their time on).
    const profiling = args.includes('--profile');
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const loadBefore = loadavg()[0]!;
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'commit' });
    // The SPA has taken over a server-rendered page when #root no longer carries the marker.
    // Asked through the DevTools protocol, not playwright's waitForFunction: that injects its
    // own script into the page, whose compilation was a long task of the trace.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: "document.readyState !== 'loading' && !document.querySelector('[data-prerendered]')",
        returnByValue: true,
      });
      if (result.value === true) break;
      if (Date.now() > deadline) throw new Error('The SPA did not take the page over within 60 s.');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await page.waitForTimeout(3000);
    const buffer = await browser.stopTracing();
    const profile = profiling ? (await cdp.send('Profiler.stop')).profile : undefined;
    if (profile) printProfile(profile);
    // LONG_TASKS_TRACE=<file>: the last run's trace, for chromium's performance panel.
    if (process.env.LONG_TASKS_TRACE) writeFileSync(process.env.LONG_TASKS_TRACE, buffer);
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    await context.close();

    const events = trace.traceEvents;
    const mainThreads = events.filter(
      (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
    );
    // The page's renderer: the main thread with the most task time.
    const byThread = mainThreads.map((t) => {
      const tasks = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.dur);
      return { t, tasks, time: tasks.reduce((s, e) => s + e.dur!, 0) };
    });
    const main = byThread.sort((a, b) => b.time - a.time)[0];
    if (!main) throw new Error('No renderer main thread in the trace.');
    const threadEvents = events.filter((e) => e.pid === main.t.pid && e.tid === main.t.tid);
    const navigation =
      events.find((e) => e.name === 'navigationStart' && e.pid === main.t.pid)?.ts ?? main.tasks[0]!.ts;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.t.pid)?.ts;
    const long = main.tasks.filter((e) => e.dur! > 50_000).sort((a, b) => a.ts - b.ts);
    const afterFcp = long.filter((e) => fcp === undefined || e.ts >= fcp);
    const blocking = afterFcp.reduce((s, e) => s + (e.dur! - 50_000), 0) / 1000;
    const longest = Math.max(0, ...long.map((e) => e.dur! / 1000));
    // The same from the main thread's CPU time (`tdur`): on a shared machine a task's duration
    // is mostly waiting for a core (at load 20 on 2 cores, 215 ms for 24 ms of CPU), which says
    // nothing about the page. All task CPU time after navigation, and sum(CPU − 50 ms) after FCP.
    const cpu = main.tasks.filter((e) => e.ts >= navigation).reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
    const cpuBlocking =
      main.tasks
        .filter((e) => e.ts >= (fcp ?? navigation))
        .reduce((s, e) => s + Math.max(0, (e.tdur ?? 0) - 50_000), 0) / 1000;
    totals.push({ count: long.length, blocking, longest, cpu, cpuBlocking });
    console.log(
      `run ${run} (load ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}): FCP ${
        fcp ? ((fcp - navigation) / 1000).toFixed(0) : '?'
      } ms; ${long.length} tasks over 50 ms, sum(duration − 50 ms) after FCP ${blocking.toFixed(0)} ms, longest ${longest.toFixed(0)} ms; main-thread CPU ${cpu.toFixed(0)} ms, sum(CPU − 50 ms) after FCP ${cpuBlocking.toFixed(0)} ms`,
    );
    for (const task of long) {
      if (profile) printTaskProfile(profile, task);
      console.log(
        `  at ${((task.ts - navigation) / 1000).toFixed(0).padStart(5)} ms: ${(task.dur! / 1000).toFixed(0).padStart(4)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(0).padStart(4)} ms)  ${describe(task, threadEvents)}`,
      );
    }
  }
  console.log(
    `median of ${totals.length}: ${median(totals.map((t) => t.count))} long tasks, blocking ${median(
      totals.map((t) => t.blocking),
    ).toFixed(0)} ms, longest ${median(totals.map((t) => t.longest)).toFixed(0)} ms, main-thread CPU ${median(
      totals.map((t) => t.cpu),
    ).toFixed(
      0,
    )} ms, sum(CPU − 50 ms) after FCP ${median(totals.map((t) => t.cpuBlocking)).toFixed(0)} ms (CPU ${CPU_SLOWDOWN}×)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
