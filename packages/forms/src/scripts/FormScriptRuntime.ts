import type { FormAreaMessage, FormModel } from '../core/index';
import { FORM_SCRIPT_WORKER_SOURCE } from './workerSource';

/** A message for the form's message area; a keyed one carries the values its text needs. */
export type FormScriptMessage = FormAreaMessage & { values?: Record<string, string | number> };

/** What the runtime needs of a worker: the browser's `Worker`, or Node's in tests. */
export interface ScriptWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  listen(onMessage: (message: unknown) => void, onError: (error: unknown) => void): void;
}

/** The hooks of spec §7's form script, in the order a form meets them. */
export type FormScriptHookName =
  'onLoad' | 'onInput' | 'onChange' | 'onBlur' | 'onBeforeSave' | 'onAfterSave' | 'onClose';

export interface FormScriptRuntimeOptions {
  model: FormModel;
  /** The script's absolute, same-origin address (api/v1/forms/javascript/{formId}_{version}). */
  url: string;
  /** Wall time one hook may run (time waiting for a form request is not counted). */
  hookTimeoutMs?: number;
  /** Wall time the script may take to download and run its top level. */
  loadTimeoutMs?: number;
  createWorker?: () => ScriptWorker;
  translate: (key: string, values?: Record<string, string | number>) => string;
  /** Messages for the form's message area (the script's own and the runtime's failures). */
  showMessages: (messages: FormScriptMessage[]) => void;
  /** Where failures are logged for the developers (the console by default). */
  log?: (error: unknown) => void;
}

export const FORM_SCRIPT_HOOK_TIMEOUT_MS = 2000;
export const FORM_SCRIPT_LOAD_TIMEOUT_MS = 10_000;

/** Translation keys of the runtime's messages. */
export const FORM_SCRIPT_FAILED_KEY = 'FormScript_Failed';
export const FORM_SCRIPT_STOPPED_KEY = 'FormScript_Stopped';
export const FORM_SCRIPT_LOAD_FAILED_KEY = 'FormScript_LoadFailed';

/** A dedicated module worker started from the sandbox program (a Blob URL: `worker-src blob:`). */
export function createBrowserScriptWorker(): ScriptWorker {
  const url = URL.createObjectURL(new Blob([FORM_SCRIPT_WORKER_SOURCE], { type: 'text/javascript' }));
  const worker = new Worker(url, { type: 'module', name: 'form-script' });
  return {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    },
    listen: (onMessage, onError) => {
      worker.addEventListener('message', (event) => onMessage(event.data));
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        onError(new Error(event.message || 'The form script worker failed.'));
      });
    },
  };
}

type Operation =
  | { type: 'setValue'; name: string; value: unknown }
  | { type: 'element'; name: string; data: { hidden?: boolean; readonly?: boolean; required?: boolean } }
  | { type: 'message'; message: string; level: 'error' | 'warn' | 'info'; controlName?: string }
  | { type: 'lock' }
  | { type: 'unlock' };

type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'loaded'; hooks: string[] }
  | { kind: 'loadFailed'; message: string }
  | { kind: 'op'; call: number; op: Operation }
  | { kind: 'request'; call: number; id: number; name: string; args: string[] }
  | { kind: 'done'; id: number; result: false | undefined }
  | { kind: 'failed'; id: number; message: string };

interface RunningCall {
  hook: FormScriptHookName;
  resolve: (result: boolean) => void;
  locks: number;
  timer: ReturnType<typeof setTimeout> | null;
  waiting: number;
}

/** A failure inside the form script: its hook, and what the script threw. */
export class FormScriptError extends Error {
  constructor(
    readonly hook: FormScriptHookName | 'load',
    detail: string,
  ) {
    super(`Form script ${hook}: ${detail}`);
    this.name = 'FormScriptError';
  }
}

/**
 * Runs one form's script in a sandboxed worker (decision 0046). Hooks run one at a time; each
 * sees a copy of the values and changes the form only through the operations it sends back,
 * which the runtime applies to the model. A hook that throws becomes a form message and a log
 * entry; a hook that runs past its time ends the worker (an endless loop cannot be interrupted
 * any other way) and the form goes on without its script. Nothing here throws to the caller.
 */
export class FormScriptRuntime {
  private readonly worker: ScriptWorker;
  private readonly options: FormScriptRuntimeOptions;
  private readonly hookTimeoutMs: number;
  private hooks: Set<string> | null = null;
  private dead = false;
  private counter = 0;
  private readonly running = new Map<number, RunningCall>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly loaded: Promise<boolean>;
  /** Names the script itself is setting: their change events do not call onChange again. */
  private applying = 0;

  constructor(options: FormScriptRuntimeOptions) {
    this.options = options;
    this.hookTimeoutMs = options.hookTimeoutMs ?? FORM_SCRIPT_HOOK_TIMEOUT_MS;
    let worker: ScriptWorker | null = null;
    try {
      worker = (options.createWorker ?? createBrowserScriptWorker)();
    } catch (error) {
      // No workers here (an old browser, a test DOM): the form runs without its script.
      this.fail('load', error instanceof Error ? error.message : String(error), FORM_SCRIPT_LOAD_FAILED_KEY);
      this.dead = true;
    }
    this.worker = worker ?? {
      postMessage: () => undefined,
      terminate: () => undefined,
      listen: () => undefined,
    };
    let settle: (ok: boolean) => void = () => undefined;
    this.loaded = new Promise<boolean>((resolve) => (settle = resolve));
    if (this.dead) {
      settle(false);
      return;
    }
    const loadTimer = setTimeout(() => {
      if (this.hooks) return;
      this.stop('load', FORM_SCRIPT_STOPPED_KEY);
      settle(false);
    }, options.loadTimeoutMs ?? FORM_SCRIPT_LOAD_TIMEOUT_MS);
    this.worker.listen(
      (raw) => {
        const message = raw as WorkerMessage;
        if (message.kind === 'loaded') {
          clearTimeout(loadTimer);
          this.hooks = new Set(message.hooks);
          settle(true);
        } else if (message.kind === 'loadFailed') {
          clearTimeout(loadTimer);
          this.fail('load', message.message, FORM_SCRIPT_LOAD_FAILED_KEY);
          this.shutDown();
          settle(false);
        } else this.onMessage(message);
      },
      (error) => {
        clearTimeout(loadTimer);
        this.fail(
          'load',
          error instanceof Error ? error.message : String(error),
          FORM_SCRIPT_LOAD_FAILED_KEY,
        );
        this.shutDown();
        settle(false);
      },
    );
    this.worker.postMessage({ kind: 'load', url: options.url });
  }

  /** Resolves to whether the script loaded (false: it failed, was stopped, or was disposed). */
  ready(): Promise<boolean> {
    return this.loaded;
  }

  /** True while a hook's own setValue is being applied (its change must not call onChange). */
  get applyingOwnChange(): boolean {
    return this.applying > 0;
  }

  /**
   * Runs a hook after the ones before it. Resolves to false only when onBeforeSave returned
   * false; a missing hook, a failure or a stopped script resolve to true (the form goes on).
   */
  run(hook: FormScriptHookName, ...args: unknown[]): Promise<boolean> {
    const next = this.queue.then(() => this.call(hook, args));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves when every hook started so far has finished. */
  async idle(): Promise<void> {
    await this.queue;
  }

  dispose(): void {
    this.shutDown();
  }

  private async call(hook: FormScriptHookName, args: unknown[]): Promise<boolean> {
    if (!(await this.loaded) || this.dead || !this.hooks?.has(hook)) return true;
    this.counter += 1;
    const id = this.counter;
    return new Promise<boolean>((resolve) => {
      const running: RunningCall = { hook, resolve, locks: 0, timer: null, waiting: 0 };
      this.running.set(id, running);
      this.arm(running);
      this.worker.postMessage({ kind: 'call', id, hook, values: this.options.model.values(), args });
    });
  }

  private arm(running: RunningCall): void {
    if (running.timer) clearTimeout(running.timer);
    running.timer = setTimeout(() => {
      if (running.waiting > 0) return;
      this.stop(running.hook, FORM_SCRIPT_STOPPED_KEY);
    }, this.hookTimeoutMs);
  }

  private finish(id: number, result: boolean): void {
    const running = this.running.get(id);
    if (!running) return;
    this.running.delete(id);
    if (running.timer) clearTimeout(running.timer);
    // A lock the hook took and did not give back ends with the hook.
    for (; running.locks > 0; running.locks -= 1) this.options.model.unlock();
    running.resolve(result);
  }

  private onMessage(message: WorkerMessage): void {
    if (this.dead) return;
    if (message.kind === 'done') this.finish(message.id, message.result !== false);
    else if (message.kind === 'failed') {
      const running = this.running.get(message.id);
      this.fail(running?.hook ?? 'onLoad', message.message, FORM_SCRIPT_FAILED_KEY);
      this.finish(message.id, true);
    } else if (message.kind === 'op') this.apply(message.call, message.op);
    else if (message.kind === 'request') void this.answer(message);
  }

  private apply(call: number, op: Operation): void {
    const running = this.running.get(call);
    if (!running) return;
    const model = this.options.model;
    try {
      if (op.type === 'setValue') {
        this.applying += 1;
        try {
          model.setValue(op.name, op.value);
        } finally {
          this.applying -= 1;
        }
      } else if (op.type === 'element') {
        if (!model.getField(op.name)) throw new Error(`No control named ${op.name}.`);
        model.applyElementData(op.name, op.data);
      } else if (op.type === 'message') {
        model.applyMessages([{ level: op.level, message: op.message, controlName: op.controlName }]);
      } else if (op.type === 'lock') {
        running.locks += 1;
        model.lock();
      } else if (op.type === 'unlock' && running.locks > 0) {
        running.locks -= 1;
        model.unlock();
      }
    } catch (error) {
      this.fail(running.hook, error instanceof Error ? error.message : String(error), FORM_SCRIPT_FAILED_KEY);
    }
  }

  /** A script's call of one of the form's own requests; its waiting time is not the hook's. */
  private async answer(message: Extract<WorkerMessage, { kind: 'request' }>): Promise<void> {
    const running = this.running.get(message.call);
    if (!running) return;
    running.waiting += 1;
    if (running.timer) clearTimeout(running.timer);
    let reply: { ok: true; value: unknown } | { ok: false; error: string };
    try {
      const model = this.options.model;
      if (message.name === 'reload') {
        await model.reloadDependents(message.args[0] ?? '');
        reply = { ok: true, value: null };
      } else reply = { ok: false, error: `Unknown form request ${message.name}.` };
    } catch (error) {
      reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    running.waiting -= 1;
    if (this.dead || !this.running.has(message.call)) return;
    this.arm(running);
    this.worker.postMessage({ kind: 'answer', id: message.id, ...reply });
  }

  private fail(hook: FormScriptHookName | 'load', detail: string, key: string): void {
    (this.options.log ?? console.error)(new FormScriptError(hook, detail));
    // Keyed with its values: the message area shows it in the reader's language after a switch.
    const values = { hook, detail };
    this.options.showMessages([
      { level: 'error', message: this.options.translate(key, values), messageKey: key, values },
    ]);
  }

  /** Ends a script that runs too long: the worker is terminated, the form goes on without it. */
  private stop(hook: FormScriptHookName | 'load', key: string): void {
    if (this.dead) return;
    this.fail(
      hook,
      `stopped after ${hook === 'load' ? 'loading too long' : `${this.hookTimeoutMs} ms`}`,
      key,
    );
    this.shutDown();
  }

  private shutDown(): void {
    if (this.dead) return;
    this.dead = true;
    this.worker.terminate();
    for (const id of [...this.running.keys()]) this.finish(id, true);
  }
}
