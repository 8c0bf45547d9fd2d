/** The model's public types and constants, shared by FormModel and the units it is composed of. */
import type { DynamicFormData, FormSaveAnswer, FormUserMessageInput } from '../definition/index';
import type { FieldValidator } from './fieldTypes';
import type { SectionStorage } from './sectionStorage';
import type { FormTransport } from './transport';

/** Spec §4 lifecycle stages, plus `idle` before the first load. */
export type FormStage = 'idle' | 'load' | 'build' | 'initialRender' | 'formLoaded';

/** Spec §9. */
export const AUTO_SAVE_DEBOUNCE_MS = 5000;
export const LOCK_POLL_MS = 100;

/** Translation key of the dirty confirmation (spec §8). */
export const DIRTY_NOTIFICATION_KEY = 'Shared_Form_Dirty_Notification';
/** Translation key shown as info when the reload after a save fails (spec §4, §8). */
export const SAVE_SUCCESS_KEY = 'FormSaveSuccessMessage';

/** What closing a form hands to whoever opened it (a dialog's callback, a page's navigation). */
export interface FormCloseResult {
  saved: boolean;
  entityInstanceId?: string | null;
  action?: string;
}

/** The UI a model drives: focus, confirmation, closing, navigation. */
export interface FormView {
  focusField(name: string): void;
  /** The field that holds the focused element, if any (it wins the first-invalid choice). */
  focusedFieldName(): string | null;
  confirm(text: string): Promise<boolean>;
  close(result: FormCloseResult): void;
  openWfTask(taskId: string): void;
  /** After the first save of a new instance the address gets the new id (spec §4). */
  replaceInstanceId?(entityInstanceId: string): void;
  /** The workflow comment asked before REJECTTASK; null cancels. */
  promptComment?(): Promise<string | null>;
}

/** A message for the user-message area; `messageKey` is translated by the shell. */
export interface FormAreaMessage extends FormUserMessageInput {
  messageKey?: string;
}

/**
 * Points where a form script (or another extension) joins the model's flow; each may be absent.
 * Kept to four calls so the script runtime stays outside the model (and outside the lean entry).
 */
export interface FormLifecycle {
  /** A value changed through `setValue` (the user's or a script's). */
  changed?(name: string, value: unknown): void;
  /** Before validation of a save; resolving to false cancels the save. */
  beforeSave?(action: string): Promise<boolean>;
  /** Before the form closes (after the dirty confirmation). */
  closing?(): Promise<void>;
}

export interface FormModelOptions {
  transport: FormTransport;
  formView?: FormView;
  /** Where messages that belong to no control go (the page's or dialog's message area). */
  onUserMessages?: (messages: FormAreaMessage[]) => void;
  /** Errors that must not break the flow: superseded reloads, broken rules, failed autosaves. */
  onError?: (error: unknown) => void;
  translate?: (key: string, values?: Record<string, string | number>) => string;
  validators?: Readonly<Record<string, FieldValidator>>;
  /** Remembers collapsed sections per form, instance and section (the browser's sessionStorage). */
  sectionStorage?: SectionStorage;
  /** Unsaved changes that never ask (spec §3 Form ignore-unsaved-changes flag). */
  ignoreUnsavedChanges?: boolean;
  autoSaveDelayMs?: number;
  lockPollMs?: number;
}

/** The form-level state the view subscribes to; replaced on every change. */
export interface FormState {
  stage: FormStage;
  data: DynamicFormData | null;
  dirty: boolean;
  /** Pending changes are ignored (search pages). */
  ignoreChanges: boolean;
  locked: boolean;
  readonly: boolean;
  saving: boolean;
  /** The form was cleared after a failed reload; it shows only its messages. */
  cleared: boolean;
  entityInstanceId: string | null;
  collapsedSections: Readonly<Record<string, boolean>>;
}

export type SaveOutcome =
  | { kind: 'closed'; answer?: FormSaveAnswer }
  | { kind: 'openedTask'; taskId: string; answer: FormSaveAnswer }
  | { kind: 'saved'; answer: FormSaveAnswer; reloaded: boolean }
  | { kind: 'cancelled' };

export interface SaveOptions {
  skipValidation?: boolean;
  /** An autosave validates silently. */
  autoSave?: boolean;
}

export const INITIAL_STATE: FormState = {
  stage: 'idle',
  data: null,
  dirty: false,
  ignoreChanges: false,
  locked: false,
  readonly: false,
  saving: false,
  cleared: false,
  entityInstanceId: null,
  collapsedSections: {},
};

/** Actions ending in ANDCLOSE save, then close (spec §4). */
export function isCloseAfterSave(action: string): boolean {
  return action.endsWith('ANDCLOSE');
}

/** REJECTTASK and REJECTTASKANDCLOSE ask for a comment first when the form has a comment control. */
export function isRejectTask(action: string): boolean {
  return action === 'REJECTTASK' || action === 'REJECTTASKANDCLOSE';
}
