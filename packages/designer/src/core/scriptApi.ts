/**
 * The form-script API (decision 0022): what a form script (javascript/{formId}_{version}) may use.
 * A script is an ES module that exports hooks; the engine calls them with the form. Everything else
 * it reads must be a standard ECMAScript built-in or one of the few browser globals below. The
 * server's linter (ValidateJavaScript) and the consistency check judge scripts by these lists.
 */

/** The hooks a script may export; the engine calls them with `(form, …)`. */
export const FORM_SCRIPT_HOOKS = ['onLoad', 'onChange', 'onBeforeSave', 'onAfterSave', 'onClose'] as const;
export type FormScriptHook = (typeof FORM_SCRIPT_HOOKS)[number];

/** Browser globals a script may read besides ECMAScript's own (`Math`, `JSON`, `Intl`, …). */
export const FORM_SCRIPT_GLOBALS = [
  'console',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'structuredClone',
  'fetch',
  'URL',
  'URLSearchParams',
  'AbortController',
  'Headers',
  'FormData',
  'Blob',
  'TextEncoder',
  'TextDecoder',
] as const;

/**
 * Globals a script must not touch: code from text (`eval`, `Function`), the page itself (a script
 * changes the form through `form`, never the DOM), storage, and network channels other than
 * same-origin `fetch`.
 */
export const FORBIDDEN_SCRIPT_GLOBALS = [
  'eval',
  'Function',
  'window',
  'self',
  'globalThis',
  'top',
  'parent',
  'frames',
  'opener',
  'document',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'importScripts',
  'Worker',
  'SharedWorker',
  'navigator',
] as const;

/** Methods of the `form` argument (the engine's FormModel as scripts see it). */
export const FORM_SCRIPT_FORM_METHODS = [
  'getValue',
  'setValue',
  'getValues',
  'setHidden',
  'setReadonly',
  'setRequired',
  'showMessage',
  'reload',
] as const;

/** The starting text of a new form script. */
export const NEW_FORM_SCRIPT = `// The engine calls the exported hooks with the form (decision 0022).
export function onChange(form, name, value) {
}
`;
