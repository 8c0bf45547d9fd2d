/**
 * The program of a form script's worker (decision 0046), as text: the host starts it from a Blob
 * URL, which the CSP's `worker-src 'self' blob:` allows, so no bundler or package build has to
 * understand worker entry points and the lean entry never carries it. It is plain JavaScript that
 * references nothing outside itself.
 *
 * Before the form script is imported, it keeps private references to the two channels it needs
 * (postMessage, the message listener) and then strips the worker's global object down to the
 * ECMAScript built-ins and a few harmless helpers: no fetch, XMLHttpRequest, WebSocket,
 * indexedDB, caches, importScripts, nested workers, navigator or location remain, and `self` /
 * `globalThis` are gone, so a script reaches the page only through the `form` argument. The page's
 * CSP (no 'unsafe-eval') still applies inside the worker, so `eval` and `Function` cannot make new
 * code either. If any dangerous name survives the strip (a browser that makes it non-configurable),
 * the worker refuses to run the script at all.
 */
export const FORM_SCRIPT_WORKER_SOURCE = String.raw`'use strict';
(() => {
  const scope = self;
  const post = scope.postMessage.bind(scope);
  const listen = scope.addEventListener.bind(scope);
  const clone = scope.structuredClone.bind(scope);
  const KEEP = new Set([
    'Object', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'BigInt', 'Date', 'Promise', 'RegExp',
    'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError',
    'URIError', 'JSON', 'Math', 'Intl', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef',
    'FinalizationRegistry', 'Proxy', 'Reflect', 'Iterator', 'ArrayBuffer', 'DataView',
    'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array',
    'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
    'parseFloat', 'parseInt', 'isFinite', 'isNaN', 'decodeURI', 'decodeURIComponent', 'encodeURI',
    'encodeURIComponent', 'Infinity', 'NaN', 'undefined',
    'console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask',
    'structuredClone', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder',
  ]);
  const MUST_GO = [
    'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'indexedDB', 'caches', 'importScripts',
    'Worker', 'SharedWorker', 'navigator', 'location', 'self', 'globalThis', 'postMessage',
    'document', 'localStorage', 'sessionStorage', 'cookieStore', 'eval', 'Function', 'WebAssembly',
    'BroadcastChannel', 'MessageChannel', 'Request', 'process', 'require',
  ];
  const strip = (target, keep) => {
    for (const key of Reflect.ownKeys(target)) {
      if (keep.has(key)) continue;
      if (Reflect.deleteProperty(target, key)) continue;
      try {
        Object.defineProperty(target, key, { value: undefined, writable: false, configurable: false });
      } catch {
        // Left as it is; the check below refuses to run when it matters.
      }
    }
  };
  strip(scope, KEEP);
  // The interfaces' prototypes (EventTarget's addEventListener, the scope's own methods) go too:
  // the channels above are already held privately.
  for (let proto = Object.getPrototypeOf(scope); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
    strip(proto, new Set(['constructor']));
  const reachable = (name) => {
    for (let target = scope; target; target = Object.getPrototypeOf(target)) {
      const found = Object.getOwnPropertyDescriptor(target, name);
      if (found && (found.get || found.value !== undefined)) return true;
    }
    return false;
  };
  const survivors = MUST_GO.filter(reachable);

  let hooks = null;
  let calls = 0;
  const pending = new Map();
  const describe = (error) =>
    error && typeof error === 'object' && 'message' in error
      ? String(error.name || 'Error') + ': ' + String(error.message)
      : String(error);

  const formFor = (call, given) => {
    const values = given;
    const op = (operation) => post({ kind: 'op', call, op: operation });
    const element = (name, data) => op({ type: 'element', name: String(name), data });
    const request = (name, args) =>
      new Promise((resolve, reject) => {
        calls += 1;
        const id = calls;
        pending.set(id, { resolve, reject });
        post({ kind: 'request', call, id, name, args });
      });
    return Object.freeze({
      getValue: (name) => clone(values[String(name)]),
      getValues: () => clone(values),
      setValue: (name, value) => {
        const key = String(name);
        values[key] = clone(value);
        op({ type: 'setValue', name: key, value: values[key] });
      },
      setHidden: (name, hidden = true) => element(name, { hidden: Boolean(hidden) }),
      setReadonly: (name, readonly = true) => element(name, { readonly: Boolean(readonly) }),
      setRequired: (name, required = true) => element(name, { required: Boolean(required) }),
      showMessage: (message, level = 'info', controlName) =>
        op({
          type: 'message',
          message: String(message),
          level: level === 'error' || level === 'warn' ? level : 'info',
          controlName: controlName === undefined ? undefined : String(controlName),
        }),
      lock: () => op({ type: 'lock' }),
      unlock: () => op({ type: 'unlock' }),
      reload: (source) => request('reload', [String(source)]),
    });
  };

  listen('message', async (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.kind === 'load') {
      if (survivors.length > 0) {
        post({ kind: 'loadFailed', message: 'The sandbox could not remove: ' + survivors.join(', ') });
        return;
      }
      try {
        const module = await import(message.url);
        hooks = module;
        post({ kind: 'loaded', hooks: Object.keys(module).filter((key) => typeof module[key] === 'function') });
      } catch (error) {
        post({ kind: 'loadFailed', message: describe(error) });
      }
      return;
    }
    if (message.kind === 'answer') {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new Error(message.error));
      return;
    }
    if (message.kind === 'call') {
      const hook = hooks && hooks[message.hook];
      if (typeof hook !== 'function') {
        post({ kind: 'done', id: message.id, result: undefined });
        return;
      }
      try {
        const form = formFor(message.id, message.values);
        const result = await hook(form, ...message.args);
        post({ kind: 'done', id: message.id, result: result === false ? false : undefined });
      } catch (error) {
        post({ kind: 'failed', id: message.id, message: describe(error) });
      }
    }
  });
  post({ kind: 'ready' });
})();
`;
