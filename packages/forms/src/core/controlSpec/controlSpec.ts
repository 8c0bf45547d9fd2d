import type * as z from 'zod';
import type { FormElement } from '../definition/element';
import type { FieldValidator } from '../model/fieldTypes';
import { validateRequired } from '../validation/fieldValidation';
import { isEmptyValue } from '../validation/isEmptyValue';
import { invalid } from '../validation/validationResult';

/** How the designer's property panel presents one setting (translation keys, not texts). */
export interface SettingDescription {
  label: string;
  help?: string;
  /** Technical settings sit in the panel's collapsed "Advanced" section. */
  advanced?: boolean;
}

/**
 * Everything the engine knows about a control type apart from how it draws (spec §3, §5): the
 * browser's FormModel, the server's save and CheckConsistency and the designer all read this,
 * so a rule written here holds for every client, including plain API calls.
 */
export interface ControlSpec {
  type: string;
  /** Validates an element's settings (designer, CheckConsistency, publish). */
  settingsSchema?: z.ZodType;
  /** Labels and help of the settings; settings without an entry are shown as advanced. */
  settings?: Readonly<Record<string, SettingDescription>>;
  /** Shape of a non-empty value; a value outside it is refused with `DynamicForm_InvalidValue`. */
  valueSchema?: z.ZodType;
  /** Checks beyond `required` and the value schema (ranges, counts, patterns). */
  validator?: FieldValidator;
  /** The value a new element of this type starts with in the designer. */
  defaultValue?: unknown;
  /** Definition problems CheckConsistency reports for one element, as plain texts. */
  checkConsistency?: (element: FormElement) => string[];
}

export interface ControlSpecRegistry {
  /** Adds or replaces the spec of a type; the returned function removes it again. */
  register(spec: ControlSpec): () => void;
  get(type: string): ControlSpec | undefined;
  list(): readonly ControlSpec[];
  /** The validator of every registered type, for FormModel's `validators` option. */
  validators(): Record<string, FieldValidator>;
}

/** The validator a spec implies: required, then the value schema, then the spec's own checks. */
export function specValidator(spec: ControlSpec | undefined): FieldValidator {
  if (!spec?.validator && !spec?.valueSchema) return (field, value) => validateRequired(field, value);
  const { validator, valueSchema } = spec;
  return (field, value) => {
    if (valueSchema && !isEmptyValue(value) && !field.readonly && !field.hidden) {
      if (!valueSchema.safeParse(value).success) return invalid({ key: 'DynamicForm_InvalidValue' });
    }
    return validator ? validator(field, value) : validateRequired(field, value);
  };
}

export function createControlSpecRegistry(initial: readonly ControlSpec[] = []): ControlSpecRegistry {
  const specs = new Map<string, ControlSpec>();
  for (const spec of initial) specs.set(spec.type, spec);
  return {
    register(spec) {
      specs.set(spec.type, spec);
      return () => {
        if (specs.get(spec.type) === spec) specs.delete(spec.type);
      };
    },
    get: (type) => specs.get(type),
    list: () => [...specs.values()],
    validators() {
      const result: Record<string, FieldValidator> = {};
      for (const spec of specs.values())
        if (spec.validator || spec.valueSchema) result[spec.type] = specValidator(spec);
      return result;
    },
  };
}
