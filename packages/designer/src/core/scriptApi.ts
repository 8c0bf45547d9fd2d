/**
 * The form-script API (decisions 0022, 0046): what a form script (javascript/{formId}_{version})
 * may use. A script is an ES module that exports hooks; the engine runs it in a stripped worker
 * and calls them with the form. Everything else it reads must be a standard ECMAScript built-in
 * or one of the few globals below (the only ones the worker keeps). The server's linter
 * (ValidateJavaScript), the consistency check and the script panel's completion read these lists.
 */

/** The hooks a script may export; the engine calls them with `(form, …)`. */
export const FORM_SCRIPT_HOOKS = [
  'onLoad',
  'onInput',
  'onChange',
  'onBlur',
  'onBeforeSave',
  'onAfterSave',
  'onClose',
] as const;
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
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
] as const;

/**
 * Globals a script must not touch: code from text (`eval`, `Function`), the page itself (a script
 * changes the form through `form`, never the DOM), storage, and the network (a script calls the
 * form's own requests through `form.reload`). The worker removes them all (decision 0046).
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
  'fetch',
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
  'lock',
  'unlock',
  'reload',
] as const;

/** One name of the API as the script panel offers it: a signature and a translated description. */
export interface FormScriptApiEntry {
  label: string;
  type: 'function' | 'method';
  /** Offered after `form.`; absent for a hook. */
  member?: 'form';
  detail: string;
  /** Translation key of the description. */
  infoKey: string;
}

/** The typed description of the API, for completion in the script panel. */
export const FORM_SCRIPT_API: readonly FormScriptApiEntry[] = [
  {
    label: 'onLoad',
    type: 'function',
    detail: 'export function onLoad(form)',
    infoKey: 'Designer_ScriptApi_OnLoad',
  },
  {
    label: 'onInput',
    type: 'function',
    detail: 'export function onInput(form, name, value)',
    infoKey: 'Designer_ScriptApi_OnInput',
  },
  {
    label: 'onChange',
    type: 'function',
    detail: 'export function onChange(form, name, value)',
    infoKey: 'Designer_ScriptApi_OnChange',
  },
  {
    label: 'onBlur',
    type: 'function',
    detail: 'export function onBlur(form, name, value)',
    infoKey: 'Designer_ScriptApi_OnBlur',
  },
  {
    label: 'onBeforeSave',
    type: 'function',
    detail: 'export function onBeforeSave(form, action): false | void',
    infoKey: 'Designer_ScriptApi_OnBeforeSave',
  },
  {
    label: 'onAfterSave',
    type: 'function',
    detail: 'export function onAfterSave(form, { entityInstanceId, resultActionRequired })',
    infoKey: 'Designer_ScriptApi_OnAfterSave',
  },
  {
    label: 'onClose',
    type: 'function',
    detail: 'export function onClose(form)',
    infoKey: 'Designer_ScriptApi_OnClose',
  },
  {
    label: 'getValue',
    type: 'method',
    member: 'form',
    detail: '(name: string) => unknown',
    infoKey: 'Designer_ScriptApi_GetValue',
  },
  {
    label: 'getValues',
    type: 'method',
    member: 'form',
    detail: '() => Record<string, unknown>',
    infoKey: 'Designer_ScriptApi_GetValues',
  },
  {
    label: 'setValue',
    type: 'method',
    member: 'form',
    detail: '(name: string, value: unknown) => void',
    infoKey: 'Designer_ScriptApi_SetValue',
  },
  {
    label: 'setHidden',
    type: 'method',
    member: 'form',
    detail: '(name: string, hidden = true) => void',
    infoKey: 'Designer_ScriptApi_SetHidden',
  },
  {
    label: 'setReadonly',
    type: 'method',
    member: 'form',
    detail: '(name: string, readonly = true) => void',
    infoKey: 'Designer_ScriptApi_SetReadonly',
  },
  {
    label: 'setRequired',
    type: 'method',
    member: 'form',
    detail: '(name: string, required = true) => void',
    infoKey: 'Designer_ScriptApi_SetRequired',
  },
  {
    label: 'showMessage',
    type: 'method',
    member: 'form',
    detail: "(text: string, level?: 'info' | 'warn' | 'error', controlName?: string) => void",
    infoKey: 'Designer_ScriptApi_ShowMessage',
  },
  { label: 'lock', type: 'method', member: 'form', detail: '() => void', infoKey: 'Designer_ScriptApi_Lock' },
  {
    label: 'unlock',
    type: 'method',
    member: 'form',
    detail: '() => void',
    infoKey: 'Designer_ScriptApi_Unlock',
  },
  {
    label: 'reload',
    type: 'method',
    member: 'form',
    detail: '(source: string) => Promise<void>',
    infoKey: 'Designer_ScriptApi_Reload',
  },
];

/** The starting text of a new form script. */
export const NEW_FORM_SCRIPT = `// The engine calls the exported hooks with the form (decision 0022).
export function onChange(form, name, value) {
}
`;
