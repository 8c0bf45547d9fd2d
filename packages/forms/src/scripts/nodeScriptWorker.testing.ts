import { Worker } from 'node:worker_threads';
import type { ScriptWorker } from './FormScriptRuntime';
import { FORM_SCRIPT_WORKER_SOURCE } from './workerSource';

/**
 * The sandbox program in a Node worker thread, for unit tests: Node's worker has no `self`,
 * `postMessage` or `addEventListener`, so a few lines give it the browser worker's shape; the
 * program itself (stripping the globals, importing the script, running hooks) is the same text
 * the browser runs. Scripts are given as `data:` URLs.
 */
export function createNodeScriptWorker(): ScriptWorker {
  const shim = `
    const { parentPort } = require('node:worker_threads');
    globalThis.self = globalThis;
    globalThis.postMessage = (message) => parentPort.postMessage(message);
    globalThis.addEventListener = (type, listener) => parentPort.on(type, (data) => listener({ data }));
  `;
  const worker = new Worker(shim + FORM_SCRIPT_WORKER_SOURCE.replace("'use strict';", ''), { eval: true });
  return {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => void worker.terminate(),
    listen: (onMessage, onError) => {
      worker.on('message', onMessage);
      worker.on('error', onError);
    },
  };
}

/** A script's text as a URL the worker can import. */
export function scriptUrl(source: string): string {
  return `data:text/javascript,${encodeURIComponent(source)}`;
}
