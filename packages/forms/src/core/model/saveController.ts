import {
  DEFAULT_SAVE_ACTION,
  SAVE_FIELD,
  formSaveAnswerSchema,
  type DynamicFormData,
  type FormSaveAnswer,
} from '../definition/index';
import { DebouncedRun, waitUntil } from './autoSaveTimer';
import { formError } from './errors';
import { DISPLAY_CONTROL_TYPES, type FileDescriptor } from './fieldTypes';
import type { FieldStore } from './fieldStore';
import {
  AUTO_SAVE_DEBOUNCE_MS,
  DIRTY_NOTIFICATION_KEY,
  LOCK_POLL_MS,
  SAVE_SUCCESS_KEY,
  isCloseAfterSave,
  isRejectTask,
  type FormAreaMessage,
  type FormCloseResult,
  type FormLifecycle,
  type FormState,
  type FormView,
  type SaveOptions,
  type SaveOutcome,
} from './formTypes';
import type { FormSaveBody, FormSaveFile, FormTransport } from './transport';

/** What saving and closing need from the form around them. */
export interface SaveHost {
  readonly fields: FieldStore;
  state(): FormState;
  setState(patch: Partial<FormState>): void;
  /** Replaces the loaded definition without telling anyone (a save answer's id, name and tokens). */
  replaceData(data: DynamicFormData): void;
  requireData(): DynamicFormData;
  requireView(): FormView;
  view(): FormView | undefined;
  validate(options: { silent?: boolean }): boolean;
  setValue(name: string, value: unknown): void;
  applyElementData: FieldStore['applyElementData'];
  applyMessages(messages: readonly FormAreaMessage[]): void;
  /** Loads the saved instance again, silently; rejects when that fails. */
  reloadSaved(entityInstanceId: string | null): Promise<void>;
  clear(): void;
  lock(): void;
  unlock(): void;
  readonly locked: boolean;
  lifecycle(): FormLifecycle;
  notifySaved(answer: FormSaveAnswer): void;
  track<T>(work: Promise<T>): Promise<T>;
  translate(key: string): string;
  report(error: unknown): void;
}

export interface SaveControllerOptions {
  transport: Pick<FormTransport, 'save'>;
  ignoreUnsavedChanges?: boolean;
  autoSaveDelayMs?: number;
  lockPollMs?: number;
}

/**
 * Spec §4 saving and closing: the save actions, the files waiting for the next save, autosave
 * (5,000 ms debounce, waits while the form is locked, silent validation) and the close with its
 * autosave attempt and dirty confirmation.
 */
export class SaveController {
  private readonly pendingFiles = new Map<string, FormSaveFile[]>();
  private readonly autoSaveRun = new DebouncedRun();

  constructor(
    private readonly host: SaveHost,
    private readonly options: SaveControllerOptions,
  ) {}

  /** A new definition: nothing waits to be saved from the one before. */
  reset(): void {
    this.cancelAutoSave();
    this.pendingFiles.clear();
  }

  /** A File control's new choice: the bytes wait for the save; returns the descriptors (its value). */
  chooseFiles(
    name: string,
    files: readonly File[] | readonly { file: Blob; name: string }[],
  ): FileDescriptor[] {
    const parts: FormSaveFile[] = files.map((entry) =>
      'file' in entry
        ? { field: name, file: entry.file, fileName: entry.name }
        : { field: name, file: entry, fileName: (entry as File).name },
    );
    this.pendingFiles.set(name, parts);
    return parts.map((part) => ({
      name: part.fileName,
      size: part.file.size,
      contentType: part.file.type || undefined,
    }));
  }

  // ---- autosave ------------------------------------------------------------------------------

  /** Spec §4: only where the form allows it, for an existing instance, not read-only. */
  autoSaveAllowed(): boolean {
    const state = this.host.state();
    return Boolean(state.data?.autoSave && state.entityInstanceId && !state.readonly);
  }

  get autoSavePending(): boolean {
    return this.autoSaveRun.pending;
  }

  cancelAutoSave(): void {
    this.autoSaveRun.cancel();
  }

  scheduleAutoSave(): void {
    if (!this.autoSaveAllowed()) return;
    this.autoSaveRun.schedule(
      () => void this.host.track(this.runAutoSave()),
      this.options.autoSaveDelayMs ?? AUTO_SAVE_DEBOUNCE_MS,
    );
  }

  /**
   * Waits while locked (polling), then saves unless there is nothing to save, the changes are
   * ignored or silent validation fails. Returns whether it saved.
   */
  async runAutoSave(): Promise<boolean> {
    if (!this.autoSaveAllowed()) return false;
    await waitUntil(() => !this.host.locked, this.options.lockPollMs ?? LOCK_POLL_MS);
    const state = this.host.state();
    if (!state.dirty || state.ignoreChanges || !state.data) return false;
    if (!this.host.validate({ silent: true })) return false;
    try {
      await this.save(DEFAULT_SAVE_ACTION, { autoSave: true });
      return true;
    } catch (error) {
      this.host.report(error);
      return false;
    }
  }

  // ---- save ----------------------------------------------------------------------------------

  /** Unsaved changes that would ask before leaving (spec §4). */
  hasUnsavedChanges(): boolean {
    const state = this.host.state();
    return state.dirty && !state.ignoreChanges && !this.options.ignoreUnsavedChanges;
  }

  /** Save buttons are disabled with no unsaved changes or on a read-only form (spec §4). */
  canSave(): boolean {
    const state = this.host.state();
    return state.dirty && !state.readonly && state.data !== null;
  }

  /** The multipart parts of a save: fixed fields, then each value control's JSON, then files. */
  saveBody(action: string): FormSaveBody {
    const data = this.host.requireData();
    const fields: [string, string][] = [
      [SAVE_FIELD.entityInstanceId, this.host.state().entityInstanceId ?? ''],
      [SAVE_FIELD.action, action],
      [SAVE_FIELD.parentEntityAttributeId, data.parentEntityAttributeId ?? ''],
      [SAVE_FIELD.parentEntityInstanceId, data.parentEntityInstanceId ?? ''],
      [SAVE_FIELD.parameters, JSON.stringify(data.parameters)],
      [SAVE_FIELD.concurrencyTokens, JSON.stringify(data.concurrencyTokens)],
    ];
    for (const record of this.host.fields.all()) {
      if (DISPLAY_CONTROL_TYPES.has(record.element.controlType)) continue;
      fields.push([record.element.name, JSON.stringify(record.value ?? null)]);
    }
    return { formId: data.formId, fields, files: [...this.pendingFiles.values()].flat() };
  }

  /**
   * Spec §4 save actions. CLOSE closes without saving; *ANDCLOSE saves and closes; other actions
   * save, then close (CloseForm), open a task (OpenWfTask), keep the form (doNotReloadAfterSave) or
   * reload it — a failed reload clears the form and says FormSaveSuccessMessage.
   */
  async save(action: string = DEFAULT_SAVE_ACTION, options: SaveOptions = {}): Promise<SaveOutcome> {
    const host = this.host;
    const data = host.requireData();
    if (action === 'CLOSE') {
      await this.close({ saved: false, action });
      return { kind: 'closed' };
    }
    if (isRejectTask(action)) {
      const comment = [...host.fields.all()].find(
        (record) => record.element.settings.workflowComment === true,
      );
      if (comment) {
        const text = await host.requireView().promptComment?.();
        if (text === null || text === undefined) return { kind: 'cancelled' };
        host.setValue(comment.element.name, text);
      }
    }
    const beforeSave = host.lifecycle().beforeSave;
    if (beforeSave && !(await beforeSave(action))) return { kind: 'cancelled' };
    if (!options.skipValidation && !host.validate({ silent: options.autoSave })) throw formError('notValid');
    this.cancelAutoSave();
    const wasNew = !host.state().entityInstanceId;
    const body = this.saveBody(action);
    host.lock();
    host.setState({ saving: true });
    let answer: FormSaveAnswer;
    try {
      answer = formSaveAnswerSchema.parse(await this.options.transport.save(body));
    } finally {
      host.setState({ saving: false });
      host.unlock();
    }
    this.pendingFiles.clear();
    const entityInstanceId = answer.entityInstanceId ?? host.state().entityInstanceId;
    host.replaceData({
      ...data,
      entityInstanceId,
      entityInstanceDisplayName: answer.entityInstanceDisplayName ?? data.entityInstanceDisplayName,
      concurrencyTokens: answer.concurrencyTokens ?? data.concurrencyTokens,
    });
    host.setState({ dirty: false, entityInstanceId });
    if (wasNew && entityInstanceId) host.view()?.replaceInstanceId?.(entityInstanceId);
    host.notifySaved(answer);

    if (isCloseAfterSave(action) || answer.resultActionRequired === 'CloseForm') {
      host.applyMessages(answer.userMessages);
      host.requireView().close({ saved: true, entityInstanceId, action });
      return { kind: 'closed', answer };
    }
    if (answer.resultActionRequired === 'OpenWfTask' && answer.openWfTaskId) {
      host.applyMessages(answer.userMessages);
      host.requireView().openWfTask(answer.openWfTaskId);
      return { kind: 'openedTask', taskId: answer.openWfTaskId, answer };
    }
    if (data.doNotReloadAfterSave) {
      for (const [name, elementData] of Object.entries(answer.elements))
        host.applyElementData(name, elementData);
      host.applyMessages(answer.userMessages);
      return { kind: 'saved', answer, reloaded: false };
    }
    try {
      await host.reloadSaved(entityInstanceId);
      host.applyMessages(answer.userMessages);
      return { kind: 'saved', answer, reloaded: true };
    } catch (error) {
      host.report(error);
      host.clear();
      host.applyMessages([
        { level: 'info', message: host.translate(SAVE_SUCCESS_KEY), messageKey: SAVE_SUCCESS_KEY },
        ...answer.userMessages,
      ]);
      return { kind: 'saved', answer, reloaded: false };
    }
  }

  // ---- close ---------------------------------------------------------------------------------

  /** Resolves to true when leaving may go ahead: nothing unsaved, or the user confirmed. */
  async confirmLeave(): Promise<boolean> {
    if (!this.hasUnsavedChanges()) return true;
    return this.host.requireView().confirm(this.host.translate(DIRTY_NOTIFICATION_KEY));
  }

  /**
   * Spec §4 closing: first an autosave attempt, then — with unsaved changes not ignored — the
   * dirty confirmation; cancelling rejects with 'Form unload cancelled.'.
   */
  async close(result: FormCloseResult = { saved: false }): Promise<void> {
    const view = this.host.requireView();
    const state = this.host.state();
    if (state.data && this.autoSaveAllowed() && state.dirty) {
      this.cancelAutoSave();
      await this.runAutoSave();
    }
    if (!(await this.confirmLeave())) throw formError('unloadCancelled');
    this.cancelAutoSave();
    await this.host.lifecycle().closing?.();
    view.close(result);
  }
}
