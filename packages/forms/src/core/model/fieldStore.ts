import type { DynamicFormData, FormElement, FormElementData, SectionElement } from '../definition/index';
import { evaluateRule, isRuleTruthy } from '../rules/evaluateRule';
import { FormError, missingControlText } from './errors';
import type { FieldMessage, FieldSnapshot, FieldValidator } from './fieldTypes';
import { RuleGraph } from './ruleGraph';
import { validatorFor } from './validators';

/** One field's mutable record; the view only ever sees its immutable `snapshot`. */
export interface FieldRecord {
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

/** What the store needs from the form around it. */
export interface FieldStoreHost {
  /** The whole form is read-only (the definition's flag or the request's). */
  formReadonly(): boolean;
  /** A broken rule is reported, never thrown: the form keeps working without it. */
  report(error: unknown): void;
  notifyField(name: string): void;
}

const NO_VALUES: Record<string, unknown> = Object.freeze(Object.create(null) as Record<string, unknown>);

/**
 * The fields of one loaded form: their values and messages, the JSON Logic rules over them
 * (visible, readonly, required, computed value; spec §5) and the snapshots the view reads. A
 * snapshot is replaced only when something in it changed, and only then are its listeners told.
 */
export class FieldStore {
  private readonly records = new Map<string, FieldRecord>();
  /** Control name → fields whose rules read it. */
  private readonly ruleGraph = new RuleGraph();
  /** Sections by name (a snapshot reads its section's hidden and readonly flags). */
  private sectionsByName = new Map<string, DynamicFormData['sections'][number]>();

  constructor(
    private readonly host: FieldStoreHost,
    private readonly validators: Readonly<Record<string, FieldValidator>>,
  ) {}

  get size(): number {
    return this.records.size;
  }

  get(name: string): FieldRecord | undefined {
    return this.records.get(name);
  }

  /** A field that must exist (spec §8: a missing control raises an error). */
  require(name: string): FieldRecord {
    const record = this.records.get(name);
    if (!record) throw new FormError('missingControl', missingControlText(name));
    return record;
  }

  names(): string[] {
    return [...this.records.keys()];
  }

  all(): IterableIterator<FieldRecord> {
    return this.records.values();
  }

  clear(): void {
    this.records.clear();
    this.ruleGraph.clear();
  }

  /**
   * The definition becomes records placed by their section entries; computed values settle and
   * every snapshot is built. Nobody is notified: the caller does that once the form state is set.
   */
  load(data: DynamicFormData): void {
    this.clear();
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
      this.records.set(element.name, {
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
      });
      this.ruleGraph.add(element.name, element.rules);
    }
    this.sectionsByName = new Map(data.sections.map((section) => [section.name, section]));
    this.computeAll();
    // One values object for all snapshots: building it per field made a build O(fields²).
    const values = this.values();
    for (const name of this.records.keys()) this.refresh(name, false, values);
  }

  /** Current values by control name; a null prototype so no rule reaches Object.prototype. */
  values(): Record<string, unknown> {
    const values = Object.create(null) as Record<string, unknown>;
    for (const [name, record] of this.records) values[name] = record.value;
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
      this.host.report(new Error(`Rule '${rule}' of '${record.element.name}': ${result.error}`));
      return undefined;
    }
    return isRuleTruthy(result.value);
  }

  /**
   * `values` is read only by a field with rules; without one it is built on demand, so a keystroke
   * in a rule-free field copies no form-wide values object.
   */
  snapshotOf(record: FieldRecord, given?: Record<string, unknown>): FieldSnapshot {
    const { element } = record;
    const values = element.rules ? (given ?? this.values()) : NO_VALUES;
    const section = record.section === null ? undefined : this.sectionsByName.get(record.section);
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
        element.readonly || Boolean(section?.readonly) || this.host.formReadonly() || readonlyRule === true,
      required: element.required || requiredRule === true,
      error: record.error,
      warning: record.warning,
      info: record.info,
    };
  }

  /** Rebuilds one snapshot; listeners hear of it only when a property changed and `notify`. */
  refresh(name: string, notify = true, values?: Record<string, unknown>): void {
    const record = this.records.get(name);
    if (!record) return;
    const next = this.snapshotOf(record, values);
    const previous = record.snapshot;
    if (
      previous &&
      (Object.keys(next) as (keyof FieldSnapshot)[]).every((key) => next[key] === previous[key])
    )
      return;
    record.snapshot = next;
    if (notify) this.host.notifyField(name);
  }

  /** Computed values until stable (a cycle stops after one pass per field). */
  private computeAll(): void {
    for (let pass = 0; pass <= this.records.size; pass += 1) {
      let changed = false;
      const values = this.values();
      for (const record of this.records.values()) if (this.applyComputed(record, values)) changed = true;
      if (!changed) return;
    }
  }

  private applyComputed(record: FieldRecord, values: Record<string, unknown>): boolean {
    const expression = record.element.rules?.value;
    if (expression === undefined) return false;
    const result = evaluateRule(expression, values);
    if (!result.ok) {
      this.host.report(new Error(`Rule 'value' of '${record.element.name}': ${result.error}`));
      return false;
    }
    if (Object.is(result.value, record.value)) return false;
    record.value = result.value;
    values[record.element.name] = result.value;
    return true;
  }

  /** After `changed` changed: recompute the fields whose rules read it, transitively. */
  propagate(changed: string): void {
    const touched = this.ruleGraph.propagate(changed, this.records.size * 4 + 4, (reader) => {
      const record = this.records.get(reader);
      return record ? this.applyComputed(record, this.values()) : undefined;
    });
    const values = touched.size > 1 ? this.values() : undefined;
    for (const name of touched) this.refresh(name, true, values);
  }

  /** Server data for one control (a reload or a save answer); not a user change. */
  applyElementData(name: string, data: FormElementData): void {
    const record = this.records.get(name);
    if (!record) {
      this.host.report(new FormError('missingControl', missingControlText(name)));
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

  /**
   * Validates one field with its control type's validator; unless silent, stores its error and
   * refreshes its snapshot (notifying only when `notify`). `values` is shared by validate-all.
   */
  validate(record: FieldRecord, silent: boolean, values?: Record<string, unknown>, notify = true): boolean {
    const snapshot = this.snapshotOf(record, values);
    const result = validatorFor(snapshot.controlType, this.validators)(
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
      this.refresh(record.element.name, notify, values);
    }
    return result.valid;
  }

  /**
   * Spec §5's first invalid field: the one holding the focus if it fails, else the first by
   * section, then sortOrder inside it, then place (seeded forms number sortOrder per section).
   */
  firstInvalid(failing: readonly FieldRecord[], focused: string | null): FieldRecord | undefined {
    const orderOf = (record: FieldRecord) =>
      [record.sectionIndex, record.layout?.sortOrder ?? Number.MAX_SAFE_INTEGER, record.entryIndex] as const;
    return (
      failing.find((record) => record.element.name === focused) ??
      [...failing].sort((a, b) => {
        const [x, y] = [orderOf(a), orderOf(b)];
        return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
      })[0]
    );
  }
}
