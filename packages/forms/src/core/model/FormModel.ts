import { DebouncedRun, waitUntil } from './autoSaveTimer';
import { LatestRequests } from './latestRequests';
import { PendingWork } from './pendingWork';
import { RuleGraph } from './ruleGraph';
import { FormSubscriptions } from './subscriptions';
import {
  CONCURRENCY_TOKENS_ELEMENT,
  DEFAULT_SAVE_ACTION,
  SAVE_FIELD,
  dynamicFormDataSchema,
  formLoadRequestSchema,
  formReloadAnswerSchema,
  formSaveAnswerSchema,
  type DynamicFormData,
  type FormElement,
  type FormElementData,
  type FormLoadRequest,
  type FormLoadRequestInput,
  type FormSaveAnswer,
  type FormUserMessageInput,
  type SectionElement,
} from '../definition/index';
import { evaluateRule, isRuleTruthy } from '../rules/evaluateRule';
import { FormError, formError, missingControlText, reloadSupersededText } from './errors';
import {
  DISPLAY_CONTROL_TYPES,
  type FieldMessage,
  type FieldSnapshot,
  type FieldValidator,
  type FileDescriptor,
} from './fieldTypes';
import { FormLocks } from './locks';
import { sectionStorageKey, type SectionStorage } from './sectionStorage';
import type { FormLoadOptions, FormSaveBody, FormSaveFile, FormTransport } from './transport';
import { DEFAULT_VALIDATORS, validatorFor } from './validators';

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

const INITIAL_STATE: FormState = {
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

interface FieldRecord {
  element: FormElement;
  section: string | null;
  sectionIndex: number;
  layout: SectionElement | null;
  entryIndex: number;
  value: unknown;
  error: FieldMessage | null;
  warning: string | null;
  info: string | null;
  snapshot: FieldSnapshot;
}

const NO_VALUES: Record<string, unknown> = Object.freeze(Object.create(null) as Record<string, unknown>);

/** Actions ending in ANDCLOSE save, then close (spec §4). */
export function isCloseAfterSave(action: string): boolean {
  return action.endsWith('ANDCLOSE');
}

/** REJECTTASK and REJECTTASKANDCLOSE ask for a comment first when the form has a comment control. */
export function isRejectTask(action: string): boolean {
  return action === 'REJECTTASK' || action === 'REJECTTASKANDCLOSE';
}

/**
 * One form's state and behaviour, framework-free: values, dirty state, locks, lifecycle, rules,
 * validation (spec §5), dependent reloads, autosave and save actions (spec §4). The view reads it
 * through per-field and form-level subscriptions, so a change re-renders only what it touches.
 */
export class FormModel {
  private readonly options: FormModelOptions;
  private view: FormView | undefined;
  private state: FormState = INITIAL_STATE;
  private readonly fields = new Map<string, FieldRecord>();
  private readonly subscriptions = new FormSubscriptions<FormSaveAnswer>();
  /** Control name → fields whose rules read it. */
  private readonly ruleGraph = new RuleGraph();
  private readonly locks = new FormLocks(() => this.setState({ locked: this.locks.locked }));
  private readonly reloads = new LatestRequests();
  private readonly pendingFiles = new Map<string, FormSaveFile[]>();
  private readonly pendingWork = new PendingWork();
  private readonly autoSaveRun = new DebouncedRun();
  private lastRequest: FormLoadRequest | null = null;
  private loadedWaiters: (() => void)[] = [];
  /** The validators by control type, merged once (validate-all looks one up per field). */
  private readonly validatorTable: Readonly<Record<string, FieldValidator>>;
  /** Sections by name for the loaded definition (a snapshot reads its section's flags). */
  private sectionsByName = new Map<string, DynamicFormData['sections'][number]>();

  private lifecycle: FormLifecycle = {};

  constructor(options: FormModelOptions) {
    this.options = options;
    this.view = options.formView;
    this.validatorTable = { ...DEFAULT_VALIDATORS, ...options.validators };
  }

  // ---- subscriptions -------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => this.subscriptions.subscribe(listener);

  getState = (): FormState => this.state;

  /** Runs after every successful save, before the form closes, opens a task or reloads. */
  onSaved(listener: (answer: FormSaveAnswer) => void): () => void {
    return this.subscriptions.onSaved(listener);
  }

  subscribeField(name: string, listener: () => void): () => void {
    return this.subscriptions.subscribeField(name, listener);
  }

  getField(name: string): FieldSnapshot | undefined {
    return this.fields.get(name)?.snapshot;
  }

  /** A field that must exist (spec §8: a missing control raises an error). */
  field(name: string): FieldSnapshot {
    const record = this.fields.get(name);
    if (!record) throw new FormError('missingControl', missingControlText(name));
    return record.snapshot;
  }

  fieldNames(): string[] {
    return [...this.fields.keys()];
  }

  private setState(patch: Partial<FormState>): void {
    const next = { ...this.state, ...patch };
    const changed = (Object.keys(patch) as (keyof FormState)[]).some((key) => next[key] !== this.state[key]);
    if (!changed) return;
    this.state = next;
    this.subscriptions.notifyForm();
  }

  private notifyField(name: string): void {
    this.subscriptions.notifyField(name);
  }

  // ---- view ----------------------------------------------------------------------------------

  setLifecycle(lifecycle: FormLifecycle | undefined): void {
    this.lifecycle = lifecycle ?? {};
  }

  setView(view: FormView | undefined): void {
    this.view = view;
  }

  private requireView(): FormView {
    if (!this.view) throw formError('viewNotSet');
    return this.view;
  }

  private requireData(): DynamicFormData {
    if (!this.state.data || this.state.stage === 'load' || this.state.stage === 'idle')
      throw formError('notLoaded');
    return this.state.data;
  }

  private translate(key: string, values?: Record<string, string | number>): string {
    return this.options.translate ? this.options.translate(key, values) : key;
  }

  private report(error: unknown): void {
    if (this.options.onError) this.options.onError(error);
    else console.error(error);
  }

  // ---- locks ---------------------------------------------------------------------------------

  lock(): void {
    this.locks.lock();
  }
  unlock(): void {
    this.locks.unlock();
  }
  clearAndLock(): void {
    this.locks.clearAndLock();
  }
  get locked(): boolean {
    return this.locks.locked;
  }

  // ---- lifecycle -----------------------------------------------------------------------------

  /** Stage load: asks the server for the form, then builds it. */
  async load(
    request: FormLoadRequestInput,
    signal?: AbortSignal,
    options?: FormLoadOptions,
  ): Promise<DynamicFormData> {
    const parsed = formLoadRequestSchema.parse(request);
    this.lastRequest = parsed;
    this.setState({ stage: 'load' });
    const raw = await this.options.transport.load(parsed, signal, options);
    const data = dynamicFormDataSchema.parse(raw);
    this.build(data);
    return data;
  }

  /** Stage build: the definition becomes fields; rules run once; the view renders next. */
  build(data: DynamicFormData): void {
    this.setState({ stage: 'build' });
    this.cancelAutoSave();
    this.fields.clear();
    this.ruleGraph.clear();
    this.pendingFiles.clear();
    const placement = new Map<
      string,
      { section: string; sectionIndex: number; layout: SectionElement; entryIndex: number }
    >();
    data.sections.forEach((section, sectionIndex) =>
      section.elements.forEach((layout, entryIndex) =>
        placement.set(layout.name, { section: section.name, sectionIndex, layout, entryIndex }),
      ),
    );
    for (const element of data.elements) {
      const place = placement.get(element.name);
      const record: FieldRecord = {
        element,
        section: place?.section ?? null,
        sectionIndex: place?.sectionIndex ?? Number.MAX_SAFE_INTEGER,
        layout: place?.layout ?? null,
        entryIndex: place?.entryIndex ?? 0,
        value: element.value,
        error: element.validationError ? { message: element.validationError } : null,
        warning: element.validationWarning ?? null,
        info: element.validationInfo ?? null,
        snapshot: undefined as unknown as FieldSnapshot,
      };
      this.fields.set(element.name, record);
      this.ruleGraph.add(element.name, element.rules);
    }
    const collapsedSections: Record<string, boolean> = {};
    for (const section of data.sections) {
      const stored = this.options.sectionStorage?.getItem(
        sectionStorageKey(data.formId, data.entityInstanceId ?? null, section.name),
      );
      collapsedSections[section.name] =
        stored === null || stored === undefined ? section.collapsed : stored === '1';
    }
    this.state = {
      ...this.state,
      data,
      dirty: false,
      cleared: false,
      ignoreChanges: data.isSearchPage,
      readonly: data.readonly || Boolean(this.lastRequest?.requestReadOnly),
      entityInstanceId: data.entityInstanceId ?? null,
      collapsedSections,
    };
    this.sectionsByName = new Map(data.sections.map((section) => [section.name, section]));
    this.computeAll();
    // One values object for all snapshots: building it per field made a build O(fields²).
    const values = this.values();
    for (const name of this.fields.keys()) this.refreshSnapshot(name, false, values);
    this.setState({ stage: 'initialRender' });
    this.applyMessages(data.userMessages);
    for (const name of this.fields.keys()) this.notifyField(name);
  }

  /** Stage form loaded: the view calls this after its first render of the built form. */
  markRendered(): void {
    if (this.state.stage !== 'initialRender') return;
    this.setState({ stage: 'formLoaded' });
    const waiters = this.loadedWaiters;
    this.loadedWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Resolves at stage form loaded (a dialog waits for it, at most 500 ms, before showing). */
  whenLoaded(): Promise<void> {
    if (this.state.stage === 'formLoaded') return Promise.resolve();
    return new Promise((resolve) => this.loadedWaiters.push(resolve));
  }

  /** Resolves when no reload or save started by the model is running. */
  whenIdle(): Promise<void> {
    return this.pendingWork.whenIdle();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    return this.pendingWork.track(work);
  }

  /** Empties the form (spec §4: after a failed reload); only its messages remain. */
  clear(): void {
    this.cancelAutoSave();
    const names = [...this.fields.keys()];
    this.fields.clear();
    this.setState({ data: null, stage: 'idle', dirty: false, cleared: true });
    for (const name of names) this.notifyField(name);
  }

  dispose(): void {
    this.cancelAutoSave();
    this.subscriptions.clear();
  }

  // ---- values and rules ----------------------------------------------------------------------

  /** Current values by control name; a null prototype so no rule reaches Object.prototype. */
  values(): Record<string, unknown> {
    const values = Object.create(null) as Record<string, unknown>;
    for (const [name, record] of this.fields) values[name] = record.value;
    return values;
  }

  private ruleFlag(
    record: FieldRecord,
    rule: keyof NonNullable<FormElement['rules']>,
    values: Record<string, unknown>,
  ): boolean | undefined {
    const expression = record.element.rules?.[rule];
    if (expression === undefined) return undefined;
    const result = evaluateRule(expression, values);
    if (!result.ok) {
      this.report(new Error(`Rule '${rule}' of '${record.element.name}': ${result.error}`));
      return undefined;
    }
    return isRuleTruthy(result.value);
  }

  private sectionOf(record: FieldRecord) {
    return record.section === null ? undefined : this.sectionsByName.get(record.section);
  }

  /**
   * `values` is read only by a field with rules; without one it is built on demand, so a keystroke
   * in a rule-free field copies no form-wide values object.
   */
  private buildSnapshot(record: FieldRecord, given?: Record<string, unknown>): FieldSnapshot {
    const { element } = record;
    const values = element.rules ? (given ?? this.values()) : NO_VALUES;
    const section = this.sectionOf(record);
    const visibleRule = this.ruleFlag(record, 'visible', values);
    const readonlyRule = this.ruleFlag(record, 'readonly', values);
    const requiredRule = this.ruleFlag(record, 'required', values);
    return {
      name: element.name,
      controlType: element.controlType,
      element,
      settings: element.settings,
      displayName: element.displayName ?? element.name,
      section: record.section,
      layout: record.layout,
      value: record.value,
      hidden: element.hidden || Boolean(section?.hidden) || visibleRule === false,
      readonly:
        element.readonly || Boolean(section?.readonly) || this.state.readonly || readonlyRule === true,
      required: element.required || requiredRule === true,
      error: record.error,
      warning: record.warning,
      info: record.info,
    };
  }

  private refreshSnapshot(name: string, notify = true, values?: Record<string, unknown>): void {
    const record = this.fields.get(name);
    if (!record) return;
    const next = this.buildSnapshot(record, values);
    const previous = record.snapshot;
    if (
      previous &&
      (Object.keys(next) as (keyof FieldSnapshot)[]).every((key) => next[key] === previous[key])
    )
      return;
    record.snapshot = next;
    if (notify) this.notifyField(name);
  }

  /** Computed values until stable (a cycle stops after one pass per field). */
  private computeAll(): void {
    for (let pass = 0; pass <= this.fields.size; pass += 1) {
      let changed = false;
      const values = this.values();
      for (const record of this.fields.values()) {
        if (this.applyComputed(record, values)) changed = true;
      }
      if (!changed) return;
    }
  }

  private applyComputed(record: FieldRecord, values: Record<string, unknown>): boolean {
    const expression = record.element.rules?.value;
    if (expression === undefined) return false;
    const result = evaluateRule(expression, values);
    if (!result.ok) {
      this.report(new Error(`Rule 'value' of '${record.element.name}': ${result.error}`));
      return false;
    }
    if (Object.is(result.value, record.value)) return false;
    record.value = result.value;
    values[record.element.name] = result.value;
    return true;
  }

  /** After `changed` changed: recompute the fields whose rules read it, transitively. */
  private propagate(changed: string): void {
    const touched = this.ruleGraph.propagate(changed, this.fields.size * 4 + 4, (reader) => {
      const record = this.fields.get(reader);
      return record ? this.applyComputed(record, this.values()) : undefined;
    });
    const values = touched.size > 1 ? this.values() : undefined;
    for (const name of touched) this.refreshSnapshot(name, true, values);
  }

  /**
   * A change from the user (spec §4/§5): marks the form dirty, validates the field, runs the rules
   * that read it, reloads the elements that depend on it and schedules an autosave.
   */
  setValue(name: string, value: unknown): void {
    this.requireData();
    const record = this.fields.get(name);
    if (!record) throw new FormError('missingControl', missingControlText(name));
    if (Object.is(record.value, value)) return;
    record.value = value;
    record.error = null;
    this.setState({ dirty: true });
    this.validateRecord(record, false);
    this.propagate(name);
    void this.reloadDependents(name);
    this.scheduleAutoSave();
    this.lifecycle.changed?.(name, value);
  }

  /** A File control's new choice: descriptors become its value, the bytes wait for the save. */
  setFiles(name: string, files: readonly File[] | readonly { file: Blob; name: string }[]): void {
    const parts: FormSaveFile[] = files.map((entry) =>
      'file' in entry
        ? { field: name, file: entry.file, fileName: entry.name }
        : { field: name, file: entry, fileName: (entry as File).name },
    );
    this.pendingFiles.set(name, parts);
    const descriptors: FileDescriptor[] = parts.map((part) => ({
      name: part.fileName,
      size: part.file.size,
      contentType: part.file.type || undefined,
    }));
    this.setValue(name, descriptors);
  }

  /** Applies server data to one control (a reload or a save answer); not a user change. */
  applyElementData(name: string, data: FormElementData): void {
    const record = this.fields.get(name);
    if (!record) {
      this.report(new FormError('missingControl', missingControlText(name)));
      return;
    }
    const { value, validationError, validationWarning, validationInfo, ...definition } = data;
    record.element = {
      ...record.element,
      ...Object.fromEntries(Object.entries(definition).filter(([, v]) => v !== undefined)),
    };
    if (value !== undefined) record.value = value;
    if (validationError !== undefined) record.error = validationError ? { message: validationError } : null;
    if (validationWarning !== undefined) record.warning = validationWarning ?? null;
    if (validationInfo !== undefined) record.info = validationInfo ?? null;
    this.propagate(name);
  }

  // ---- sections ------------------------------------------------------------------------------

  setSectionCollapsed(section: string, collapsed: boolean): void {
    const data = this.state.data;
    if (!data) return;
    this.options.sectionStorage?.setItem(
      sectionStorageKey(data.formId, data.entityInstanceId ?? null, section),
      collapsed ? '1' : '0',
    );
    this.setState({ collapsedSections: { ...this.state.collapsedSections, [section]: collapsed } });
  }

  // ---- validation ----------------------------------------------------------------------------

  /**
   * Validates one field; unless silent, stores its error and refreshes its snapshot (notifying its
   * subscribers only when `notify`). `values` is shared by validate-all's loop.
   */
  private validateRecord(
    record: FieldRecord,
    silent: boolean,
    values?: Record<string, unknown>,
    notify = true,
  ): boolean {
    const snapshot = this.buildSnapshot(record, values);
    const validator = validatorFor(snapshot.controlType, this.validatorTable);
    const result = validator(
      {
        name: snapshot.name,
        displayName: snapshot.displayName,
        required: snapshot.required,
        readonly: snapshot.readonly,
        hidden: snapshot.hidden,
        settings: snapshot.settings,
      },
      record.value,
    );
    if (!silent) {
      record.error = result.valid ? null : result.failure;
      this.refreshSnapshot(record.element.name, notify, values);
    }
    return result.valid;
  }

  /**
   * Sort key of the first-invalid choice: the section, then sortOrder inside it, then place.
   * Seeded and designed forms number sortOrder per section, so the section comes first.
   */
  private orderOf(record: FieldRecord): [number, number, number] {
    return [record.sectionIndex, record.layout?.sortOrder ?? Number.MAX_SAFE_INTEGER, record.entryIndex];
  }

  /**
   * Validates every field (spec §5). Unless silent, errors show, the chosen failing field's
   * collapsed section opens and the field is focused: the one holding the focus if it fails,
   * else the one with the lowest sortOrder (of the first section with a failure). True when all
   * fields are valid.
   */
  validate(options: { silent?: boolean } = {}): boolean {
    this.requireData();
    const silent = Boolean(options.silent);
    const view = silent ? undefined : this.requireView();
    const failing: FieldRecord[] = [];
    // One values object and one round of notifications after every field is checked: the view
    // then commits the new messages together instead of per field.
    const values = this.values();
    const before = new Map<string, FieldSnapshot>();
    for (const record of this.fields.values()) {
      before.set(record.element.name, record.snapshot);
      if (!this.validateRecord(record, silent, values, false)) failing.push(record);
    }
    if (!silent)
      for (const record of this.fields.values())
        if (record.snapshot !== before.get(record.element.name)) this.notifyField(record.element.name);
    if (failing.length === 0) return true;
    if (view) {
      const focused = view.focusedFieldName();
      const chosen =
        failing.find((record) => record.element.name === focused) ??
        [...failing].sort((a, b) => {
          const [x, y] = [this.orderOf(a), this.orderOf(b)];
          return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
        })[0]!;
      if (chosen.section && this.state.collapsedSections[chosen.section])
        this.setSectionCollapsed(chosen.section, false);
      view.focusField(chosen.element.name);
    }
    return false;
  }

  // ---- messages ------------------------------------------------------------------------------

  /**
   * Spec §4: an error naming a visible control becomes its validation error and focuses it; info
   * and warn naming a control set its info or warning; everything else goes to the message area.
   */
  applyMessages(messages: readonly FormUserMessageInput[]): void {
    const area: FormAreaMessage[] = [];
    let focused = false;
    for (const message of messages) {
      const record = message.controlName ? this.fields.get(message.controlName) : undefined;
      if (record) {
        const snapshot = record.snapshot ?? this.buildSnapshot(record);
        if (message.level === 'error' && !snapshot.hidden) {
          record.error = { message: message.message };
          this.refreshSnapshot(record.element.name);
          if (!focused && this.view) {
            this.view.focusField(record.element.name);
            focused = true;
          }
          continue;
        }
        if (message.level === 'warn' || message.level === 'info') {
          if (message.level === 'warn') record.warning = message.message;
          else record.info = message.message;
          this.refreshSnapshot(record.element.name);
          continue;
        }
      }
      area.push(message);
    }
    if (area.length > 0) {
      if (this.options.onUserMessages) this.options.onUserMessages(area);
      else for (const message of area) console.warn(message.message);
    }
  }

  // ---- dependent reloads ---------------------------------------------------------------------

  /**
   * Reloads the elements that depend on `source` (spec §4). The form is locked while the request
   * runs. Only the latest request per key applies: an older answer is discarded with an error.
   */
  reloadDependents(source: string): Promise<void> {
    const data = this.state.data;
    const targets = data?.elementDependencies[source];
    if (!data || !targets || targets.length === 0) return Promise.resolve();
    const requestId = this.reloads.begin(source);
    this.lock();
    const values = this.values();
    const dependantValues: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values))
      if (!DISPLAY_CONTROL_TYPES.has(this.fields.get(name)!.element.controlType))
        dependantValues[name] = value;
    const work = (async () => {
      try {
        const raw = await this.options.transport.reload(data.formId, requestId, {
          entityInstanceId: this.state.entityInstanceId,
          parentEntityAttributeId: data.parentEntityAttributeId ?? null,
          parentEntityInstanceId: data.parentEntityInstanceId ?? null,
          reloadRequests: targets.map((name) => ({ ElementBaseName: name })),
          dependantValues: dependantValues as Record<string, never>,
          parameters: data.parameters,
        });
        if (!this.reloads.isLatest(source, requestId)) {
          this.report(new FormError('reloadSuperseded', reloadSupersededText(source)));
          return;
        }
        const answer = formReloadAnswerSchema.parse(raw);
        for (const [name, elementData] of Object.entries(answer.data)) {
          if (name === CONCURRENCY_TOKENS_ELEMENT) continue;
          this.applyElementData(name, elementData);
        }
        this.applyMessages(answer.userMessages);
      } catch (error) {
        this.report(error);
      } finally {
        this.unlock();
      }
    })();
    return this.track(work);
  }

  // ---- autosave ------------------------------------------------------------------------------

  /** Spec §4: only where the form allows it, for an existing instance, not read-only. */
  autoSaveAllowed(): boolean {
    const data = this.state.data;
    return Boolean(data?.autoSave && this.state.entityInstanceId && !this.state.readonly);
  }

  private cancelAutoSave(): void {
    this.autoSaveRun.cancel();
  }

  private scheduleAutoSave(): void {
    if (!this.autoSaveAllowed()) return;
    this.autoSaveRun.schedule(
      () => void this.track(this.runAutoSave()),
      this.options.autoSaveDelayMs ?? AUTO_SAVE_DEBOUNCE_MS,
    );
  }

  private waitUnlocked(): Promise<void> {
    return waitUntil(() => !this.locked, this.options.lockPollMs ?? LOCK_POLL_MS);
  }

  /**
   * Waits while locked (polling), then saves unless there is nothing to save, the changes are
   * ignored or silent validation fails. Returns whether it saved.
   */
  async runAutoSave(): Promise<boolean> {
    if (!this.autoSaveAllowed()) return false;
    await this.waitUnlocked();
    if (!this.state.dirty || this.state.ignoreChanges || !this.state.data) return false;
    if (!this.validate({ silent: true })) return false;
    try {
      await this.save(DEFAULT_SAVE_ACTION, { autoSave: true });
      return true;
    } catch (error) {
      this.report(error);
      return false;
    }
  }

  // ---- save and close ------------------------------------------------------------------------

  /** Unsaved changes that would ask before leaving (spec §4). */
  hasUnsavedChanges(): boolean {
    return this.state.dirty && !this.state.ignoreChanges && !this.options.ignoreUnsavedChanges;
  }

  /** Save buttons are disabled with no unsaved changes or on a read-only form (spec §4). */
  canSave(): boolean {
    return this.state.dirty && !this.state.readonly && this.state.data !== null;
  }

  /** The multipart parts of a save: fixed fields, then each value control's JSON, then files. */
  saveBody(action: string): FormSaveBody {
    const data = this.requireData();
    const fields: [string, string][] = [
      [SAVE_FIELD.entityInstanceId, this.state.entityInstanceId ?? ''],
      [SAVE_FIELD.action, action],
      [SAVE_FIELD.parentEntityAttributeId, data.parentEntityAttributeId ?? ''],
      [SAVE_FIELD.parentEntityInstanceId, data.parentEntityInstanceId ?? ''],
      [SAVE_FIELD.parameters, JSON.stringify(data.parameters)],
      [SAVE_FIELD.concurrencyTokens, JSON.stringify(data.concurrencyTokens)],
    ];
    for (const [name, record] of this.fields) {
      if (DISPLAY_CONTROL_TYPES.has(record.element.controlType)) continue;
      fields.push([name, JSON.stringify(record.value ?? null)]);
    }
    return { formId: data.formId, fields, files: [...this.pendingFiles.values()].flat() };
  }

  private workflowCommentField(): FieldRecord | undefined {
    return [...this.fields.values()].find((record) => record.element.settings.workflowComment === true);
  }

  /**
   * Spec §4 save actions. CLOSE closes without saving; *ANDCLOSE saves and closes; other actions
   * save, then close (CloseForm), open a task (OpenWfTask), keep the form (doNotReloadAfterSave) or
   * reload it — a failed reload clears the form and says FormSaveSuccessMessage.
   */
  async save(action: string = DEFAULT_SAVE_ACTION, options: SaveOptions = {}): Promise<SaveOutcome> {
    const data = this.requireData();
    if (action === 'CLOSE') {
      await this.close({ saved: false, action });
      return { kind: 'closed' };
    }
    if (isRejectTask(action)) {
      const comment = this.workflowCommentField();
      if (comment) {
        const text = await this.requireView().promptComment?.();
        if (text === null || text === undefined) return { kind: 'cancelled' };
        this.setValue(comment.element.name, text);
      }
    }
    if (this.lifecycle.beforeSave && !(await this.lifecycle.beforeSave(action))) return { kind: 'cancelled' };
    if (!options.skipValidation && !this.validate({ silent: options.autoSave })) throw formError('notValid');
    this.cancelAutoSave();
    const wasNew = !this.state.entityInstanceId;
    const body = this.saveBody(action);
    this.lock();
    this.setState({ saving: true });
    let answer: FormSaveAnswer;
    try {
      answer = formSaveAnswerSchema.parse(await this.options.transport.save(body));
    } finally {
      this.setState({ saving: false });
      this.unlock();
    }
    this.pendingFiles.clear();
    const entityInstanceId = answer.entityInstanceId ?? this.state.entityInstanceId;
    this.state = {
      ...this.state,
      data: {
        ...data,
        entityInstanceId,
        entityInstanceDisplayName: answer.entityInstanceDisplayName ?? data.entityInstanceDisplayName,
        concurrencyTokens: answer.concurrencyTokens ?? data.concurrencyTokens,
      },
    };
    this.setState({ dirty: false, entityInstanceId });
    if (wasNew && entityInstanceId) this.view?.replaceInstanceId?.(entityInstanceId);
    this.subscriptions.notifySaved(answer);

    if (isCloseAfterSave(action) || answer.resultActionRequired === 'CloseForm') {
      this.applyMessages(answer.userMessages);
      this.requireView().close({ saved: true, entityInstanceId, action });
      return { kind: 'closed', answer };
    }
    if (answer.resultActionRequired === 'OpenWfTask' && answer.openWfTaskId) {
      this.applyMessages(answer.userMessages);
      this.requireView().openWfTask(answer.openWfTaskId);
      return { kind: 'openedTask', taskId: answer.openWfTaskId, answer };
    }
    if (data.doNotReloadAfterSave) {
      for (const [name, elementData] of Object.entries(answer.elements))
        this.applyElementData(name, elementData);
      this.applyMessages(answer.userMessages);
      return { kind: 'saved', answer, reloaded: false };
    }
    try {
      const request = this.lastRequest ?? formLoadRequestSchema.parse({ formId: data.formId });
      await this.load({ ...request, entityInstanceId }, undefined, { silent: true });
      this.applyMessages(answer.userMessages);
      return { kind: 'saved', answer, reloaded: true };
    } catch (error) {
      this.report(error);
      this.clear();
      this.applyMessages([
        {
          level: 'info',
          message: this.translate(SAVE_SUCCESS_KEY),
          messageKey: SAVE_SUCCESS_KEY,
        } as FormAreaMessage,
        ...answer.userMessages,
      ]);
      return { kind: 'saved', answer, reloaded: false };
    }
  }

  /** Resolves to true when leaving may go ahead: nothing unsaved, or the user confirmed. */
  async confirmLeave(): Promise<boolean> {
    if (!this.hasUnsavedChanges()) return true;
    return this.requireView().confirm(this.translate(DIRTY_NOTIFICATION_KEY));
  }

  /**
   * Spec §4 closing: first an autosave attempt, then — with unsaved changes not ignored — the
   * dirty confirmation; cancelling rejects with 'Form unload cancelled.'.
   */
  async close(result: FormCloseResult = { saved: false }): Promise<void> {
    const view = this.requireView();
    if (this.state.data && this.autoSaveAllowed() && this.state.dirty) {
      this.cancelAutoSave();
      await this.runAutoSave();
    }
    if (!(await this.confirmLeave())) throw formError('unloadCancelled');
    this.cancelAutoSave();
    await this.lifecycle.closing?.();
    view.close(result);
  }
}
