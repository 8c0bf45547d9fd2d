import {
  dynamicFormDataSchema,
  formLoadRequestSchema,
  type DynamicFormData,
  type FormLoadRequest,
  type FormLoadRequestInput,
} from '../definition/index';
import type { FieldStore } from './fieldStore';
import type { FormAreaMessage, FormState } from './formTypes';
import { sectionStorageKey, type SectionStorage } from './sectionStorage';
import type { FormLoadOptions, FormTransport } from './transport';

/** What the lifecycle needs from the form around it. */
export interface FormStagesHost {
  readonly fields: FieldStore;
  state(): FormState;
  setState(patch: Partial<FormState>): void;
  /** Sets the state without telling anyone (the build tells everyone once it is done). */
  replaceState(state: FormState): void;
  /** Drops what waited for the previous definition (autosave, chosen files). */
  resetWork(): void;
  /** Stops a pending autosave (a cleared form has nothing to save). */
  cancelAutoSave(): void;
  applyMessages(messages: readonly FormAreaMessage[]): void;
  notifyField(name: string): void;
}

export interface FormStagesOptions {
  transport: Pick<FormTransport, 'load'>;
  sectionStorage?: SectionStorage;
}

/**
 * Spec §4 lifecycle: load (ask the server), build (the definition becomes fields), initial
 * render, form loaded (the view rendered it; `whenLoaded` resolves), the silent reload after a
 * save, and clear (a failed reload leaves only the messages).
 */
export class FormStages {
  private lastRequest: FormLoadRequest | null = null;
  private loadedWaiters: (() => void)[] = [];

  constructor(
    private readonly host: FormStagesHost,
    private readonly options: FormStagesOptions,
  ) {}

  /** Stage load: asks the server for the form, then builds it. */
  async load(
    request: FormLoadRequestInput,
    signal?: AbortSignal,
    options?: FormLoadOptions,
  ): Promise<DynamicFormData> {
    const parsed = formLoadRequestSchema.parse(request);
    this.lastRequest = parsed;
    this.host.setState({ stage: 'load' });
    const raw = await this.options.transport.load(parsed, signal, options);
    const data = dynamicFormDataSchema.parse(raw);
    this.build(data);
    return data;
  }

  /** Loads the saved instance again with the last request's other parameters, silently. */
  async reloadSaved(formId: string, entityInstanceId: string | null): Promise<void> {
    const request = this.lastRequest ?? formLoadRequestSchema.parse({ formId });
    await this.load({ ...request, entityInstanceId }, undefined, { silent: true });
  }

  /** Stage build: the definition becomes fields; rules run once; the view renders next. */
  build(data: DynamicFormData): void {
    const host = this.host;
    host.setState({ stage: 'build' });
    host.resetWork();
    const collapsedSections: Record<string, boolean> = {};
    for (const section of data.sections) {
      const stored = this.options.sectionStorage?.getItem(
        sectionStorageKey(data.formId, data.entityInstanceId ?? null, section.name),
      );
      collapsedSections[section.name] =
        stored === null || stored === undefined ? section.collapsed : stored === '1';
    }
    // The state first: the snapshots read the form's read-only flag.
    host.replaceState({
      ...host.state(),
      data,
      dirty: false,
      cleared: false,
      ignoreChanges: data.isSearchPage,
      readonly: data.readonly || Boolean(this.lastRequest?.requestReadOnly),
      entityInstanceId: data.entityInstanceId ?? null,
      collapsedSections,
    });
    host.fields.load(data);
    host.setState({ stage: 'initialRender' });
    host.applyMessages(data.userMessages);
    for (const name of host.fields.names()) host.notifyField(name);
  }

  /** Stage form loaded: the view calls this after its first render of the built form. */
  markRendered(): void {
    if (this.host.state().stage !== 'initialRender') return;
    this.host.setState({ stage: 'formLoaded' });
    const waiters = this.loadedWaiters;
    this.loadedWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Resolves at stage form loaded (a dialog waits for it, at most 500 ms, before showing). */
  whenLoaded(): Promise<void> {
    if (this.host.state().stage === 'formLoaded') return Promise.resolve();
    return new Promise((resolve) => this.loadedWaiters.push(resolve));
  }

  /** Empties the form (spec §4: after a failed reload); only its messages remain. */
  clear(): void {
    this.host.cancelAutoSave();
    const names = this.host.fields.names();
    this.host.fields.clear();
    this.host.setState({ data: null, stage: 'idle', dirty: false, cleared: true });
    for (const name of names) this.host.notifyField(name);
  }
}
