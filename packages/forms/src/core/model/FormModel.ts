import type {
  DynamicFormData,
  FormElementData,
  FormLoadRequestInput,
  FormSaveAnswer,
  FormUserMessageInput,
} from '../definition/index';
import { DEFAULT_SAVE_ACTION } from '../definition/index';
import { DependentReloads } from './dependentReloads';
import { formError } from './errors';
import { FieldEvents, type FieldEventListener } from './fieldEvents';
import { FieldStore, type FieldRecord } from './fieldStore';
import type { FieldSnapshot } from './fieldTypes';
import { FormStages } from './formStages';
import {
  INITIAL_STATE,
  type FormAreaMessage,
  type FormCloseResult,
  type FormLifecycle,
  type FormModelOptions,
  type FormState,
  type FormView,
  type SaveOptions,
  type SaveOutcome,
} from './formTypes';
import { FormLocks } from './locks';
import { PendingWork } from './pendingWork';
import { SaveController } from './saveController';
import { sectionStorageKey } from './sectionStorage';
import { FormSubscriptions } from './subscriptions';
import type { FormLoadOptions, FormSaveBody } from './transport';
import { DEFAULT_VALIDATORS } from './validators';

export {
  AUTO_SAVE_DEBOUNCE_MS,
  DIRTY_NOTIFICATION_KEY,
  LOCK_POLL_MS,
  SAVE_SUCCESS_KEY,
  isCloseAfterSave,
  isRejectTask,
  type FormAreaMessage,
  type FormCloseResult,
  type FormLifecycle,
  type FormModelOptions,
  type FormStage,
  type FormState,
  type FormView,
  type SaveOptions,
  type SaveOutcome,
} from './formTypes';

/**
 * One form's state and behaviour, framework-free (spec §4, §5). A thin composition of its jobs:
 * the fields, their rules and snapshots (`FieldStore`), the lifecycle stages (`FormStages`),
 * dependent reloads (`DependentReloads`), saving, autosave and closing (`SaveController`),
 * locks, listeners and field events. The view reads it through per-field and form-level
 * subscriptions, so a change re-renders only what it touches.
 */
export class FormModel {
  private readonly options: FormModelOptions;
  private view: FormView | undefined;
  private state: FormState = INITIAL_STATE;
  private lifecycle: FormLifecycle = {};
  private readonly subscriptions = new FormSubscriptions<FormSaveAnswer>();
  private readonly events = new FieldEvents();
  private readonly pendingWork = new PendingWork();
  private readonly locks = new FormLocks(() => this.setState({ locked: this.locks.locked }));
  private readonly fields: FieldStore;
  private readonly stages: FormStages;
  private readonly reloads: DependentReloads;
  private readonly saving: SaveController;

  constructor(options: FormModelOptions) {
    this.options = options;
    this.view = options.formView;
    // One host for every unit: what each may reach of the model, and nothing of its API.
    let fields: FieldStore;
    const host = {
      get fields() {
        return fields;
      },
      get locked() {
        return locks.locked;
      },
      state: () => this.state,
      setState: (patch: Partial<FormState>) => this.setState(patch),
      replaceState: (state: FormState) => void (this.state = state),
      replaceData: (data: DynamicFormData) => void (this.state = { ...this.state, data }),
      formReadonly: () => this.state.readonly,
      requireData: () => this.requireData(),
      requireView: () => this.requireView(),
      view: () => this.view,
      lifecycle: () => this.lifecycle,
      validate: (validation: { silent?: boolean }) => this.validate(validation),
      setValue: (name: string, value: unknown) => this.setValue(name, value),
      applyElementData: (name: string, data: FormElementData) => fields.applyElementData(name, data),
      applyMessages: (messages: readonly FormUserMessageInput[]) => this.applyMessages(messages),
      reloadSaved: (entityInstanceId: string | null) =>
        this.stages.reloadSaved(this.requireData().formId, entityInstanceId),
      clear: () => this.clear(),
      resetWork: () => this.saving.reset(),
      cancelAutoSave: () => this.saving.cancelAutoSave(),
      lock: () => this.lock(),
      unlock: () => this.unlock(),
      notifyField: (name: string) => this.subscriptions.notifyField(name),
      notifySaved: (answer: FormSaveAnswer) => this.subscriptions.notifySaved(answer),
      track: <T>(work: Promise<T>) => this.pendingWork.track(work),
      translate: (key: string) => this.translate(key),
      report: (error: unknown) => this.report(error),
    };
    const locks = this.locks;
    // Merged once: validate-all looks one up per field.
    this.fields = fields = new FieldStore(host, { ...DEFAULT_VALIDATORS, ...options.validators });
    this.saving = new SaveController(host, options);
    this.stages = new FormStages(host, options);
    this.reloads = new DependentReloads(host, options.transport);
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

  /**
   * Spec §3 field events: input (the user edited the control), change (its value changed) and
   * blur (the focus left it), for every field or only the one named.
   */
  onFieldEvent(listener: FieldEventListener, name?: string): () => void {
    return this.events.listen(listener, name);
  }

  getField(name: string): FieldSnapshot | undefined {
    return this.fields.get(name)?.snapshot;
  }

  /** A field that must exist (spec §8: a missing control raises an error). */
  field(name: string): FieldSnapshot {
    return this.fields.require(name).snapshot;
  }

  fieldNames(): string[] {
    return this.fields.names();
  }

  private setState(patch: Partial<FormState>): void {
    const next = { ...this.state, ...patch };
    const changed = (Object.keys(patch) as (keyof FormState)[]).some((key) => next[key] !== this.state[key]);
    if (!changed) return;
    this.state = next;
    this.subscriptions.notifyForm();
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
  load(
    request: FormLoadRequestInput,
    signal?: AbortSignal,
    options?: FormLoadOptions,
  ): Promise<DynamicFormData> {
    return this.stages.load(request, signal, options);
  }

  /** Stage build: the definition becomes fields; rules run once; the view renders next. */
  build(data: DynamicFormData): void {
    this.stages.build(data);
  }

  /** Stage form loaded: the view calls this after its first render of the built form. */
  markRendered(): void {
    this.stages.markRendered();
  }

  /** Resolves at stage form loaded (a dialog waits for it, at most 500 ms, before showing). */
  whenLoaded(): Promise<void> {
    return this.stages.whenLoaded();
  }

  /** Resolves when no reload or save started by the model is running. */
  whenIdle(): Promise<void> {
    return this.pendingWork.whenIdle();
  }

  /** Empties the form (spec §4: after a failed reload); only its messages remain. */
  clear(): void {
    this.stages.clear();
  }

  dispose(): void {
    this.saving.cancelAutoSave();
    this.subscriptions.clear();
    this.events.clear();
  }

  // ---- values --------------------------------------------------------------------------------

  /** Current values by control name; a null prototype so no rule reaches Object.prototype. */
  values(): Record<string, unknown> {
    return this.fields.values();
  }

  /**
   * A change from the user (spec §4/§5): marks the form dirty, validates the field, runs the rules
   * that read it, reloads the elements that depend on it and schedules an autosave.
   */
  setValue(name: string, value: unknown): void {
    this.requireData();
    const record = this.fields.require(name);
    if (Object.is(record.value, value)) return;
    record.value = value;
    record.error = null;
    this.setState({ dirty: true });
    this.fields.validate(record, false);
    this.fields.propagate(name);
    void this.reloadDependents(name);
    this.saving.scheduleAutoSave();
    this.lifecycle.changed?.(name, value);
    this.events.raise('change', name, value, (error) => this.report(error));
  }

  /**
   * The user edited a field's control (spec §3 input event): `value` is what the control holds
   * now, a text as typed before it is parsed. The field's value is not changed by this.
   */
  fieldInput(name: string, value: unknown): void {
    if (this.fields.get(name)) this.events.raise('input', name, value, (error) => this.report(error));
  }

  /** The focus left a field's control (spec §3 blur event); the event carries the field's value. */
  fieldBlur(name: string): void {
    const record = this.fields.get(name);
    if (record) this.events.raise('blur', name, record.value, (error) => this.report(error));
  }

  /** A File control's new choice: descriptors become its value, the bytes wait for the save. */
  setFiles(name: string, files: readonly File[] | readonly { file: Blob; name: string }[]): void {
    this.setValue(name, this.saving.chooseFiles(name, files));
  }

  /** Applies server data to one control (a reload or a save answer); not a user change. */
  applyElementData(name: string, data: FormElementData): void {
    this.fields.applyElementData(name, data);
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
    const values = this.fields.values();
    const before = new Map<string, FieldSnapshot>();
    for (const record of this.fields.all()) {
      before.set(record.element.name, record.snapshot);
      if (!this.fields.validate(record, silent, values, false)) failing.push(record);
    }
    if (!silent)
      for (const record of this.fields.all())
        if (record.snapshot !== before.get(record.element.name))
          this.subscriptions.notifyField(record.element.name);
    if (failing.length === 0) return true;
    if (view) {
      const chosen = this.fields.firstInvalid(failing, view.focusedFieldName())!;
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
        const snapshot = record.snapshot ?? this.fields.snapshotOf(record);
        if (message.level === 'error' && !snapshot.hidden) {
          record.error = { message: message.message };
          this.fields.refresh(record.element.name);
          if (!focused && this.view) {
            this.view.focusField(record.element.name);
            focused = true;
          }
          continue;
        }
        if (message.level === 'warn' || message.level === 'info') {
          if (message.level === 'warn') record.warning = message.message;
          else record.info = message.message;
          this.fields.refresh(record.element.name);
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
    return this.reloads.reload(source);
  }

  // ---- save, autosave and close --------------------------------------------------------------

  /** Spec §4: only where the form allows it, for an existing instance, not read-only. */
  autoSaveAllowed(): boolean {
    return this.saving.autoSaveAllowed();
  }

  /**
   * Waits while locked (polling), then saves unless there is nothing to save, the changes are
   * ignored or silent validation fails. Returns whether it saved.
   */
  runAutoSave(): Promise<boolean> {
    return this.saving.runAutoSave();
  }

  /** Unsaved changes that would ask before leaving (spec §4). */
  hasUnsavedChanges(): boolean {
    return this.saving.hasUnsavedChanges();
  }

  /** Save buttons are disabled with no unsaved changes or on a read-only form (spec §4). */
  canSave(): boolean {
    return this.saving.canSave();
  }

  /** The multipart parts of a save: fixed fields, then each value control's JSON, then files. */
  saveBody(action: string): FormSaveBody {
    return this.saving.saveBody(action);
  }

  /**
   * Spec §4 save actions. CLOSE closes without saving; *ANDCLOSE saves and closes; other actions
   * save, then close (CloseForm), open a task (OpenWfTask), keep the form (doNotReloadAfterSave) or
   * reload it — a failed reload clears the form and says FormSaveSuccessMessage.
   */
  save(action: string = DEFAULT_SAVE_ACTION, options: SaveOptions = {}): Promise<SaveOutcome> {
    return this.saving.save(action, options);
  }

  /** Resolves to true when leaving may go ahead: nothing unsaved, or the user confirmed. */
  confirmLeave(): Promise<boolean> {
    return this.saving.confirmLeave();
  }

  /**
   * Spec §4 closing: first an autosave attempt, then — with unsaved changes not ignored — the
   * dirty confirmation; cancelling rejects with 'Form unload cancelled.'.
   */
  close(result: FormCloseResult = { saved: false }): Promise<void> {
    return this.saving.close(result);
  }
}
