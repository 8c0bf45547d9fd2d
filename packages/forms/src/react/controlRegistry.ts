import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod';
import {
  controlSpecs,
  type ControlSpecRegistry,
  type FieldSnapshot,
  type FieldValidator,
  type FormModel,
} from '../core/index';

/** What every control component receives. */
export interface ControlProps {
  field: FieldSnapshot;
  model: FormModel;
  /** The id of the control's focusable element (the field chrome's label points at it). */
  inputId: string;
  labelId: string;
  /** Ids of the error/warning/info texts, for aria-describedby. */
  describedBy: string | undefined;
  tabIndex: number;
  invalid: boolean;
  onChange(value: unknown): void;
}

export interface ControlDefinition {
  type: string;
  Component: ComponentType<ControlProps>;
  /**
   * The control as a render function without hooks, which the field's cell calls in its own
   * render: a keystroke then renders one component (the cell), not the cell and the control.
   * Same output as `Component`; a control that needs hooks leaves it out.
   */
  render?: (props: ControlProps) => ReactNode;
  /** Validates the element's settings (the designer and the server use it too). */
  settingsSchema?: z.ZodType;
  /** Spec §5 validation beyond `required` (TextBox length and pattern, Numeric limits …). */
  validator?: FieldValidator;
  /** The control draws its own label (checkboxes, buttons, headers): no label column. */
  ownLabel?: boolean;
  /** Shows no field chrome at all (Hidden). */
  bare?: boolean;
}

export interface ControlRegistry {
  register(definition: ControlDefinition): () => void;
  get(type: string): ControlDefinition | undefined;
  list(): readonly ControlDefinition[];
  validators(): Record<string, FieldValidator>;
}

/**
 * Control types by name (JSON Forms' registry idea, keyed by the spec's type names): any team
 * registers its own type without touching the engine; the last registration of a name wins.
 */
export function createControlRegistry(initial: readonly ControlDefinition[] = []): ControlRegistry {
  return createControlRegistryOver(controlSpecs, initial);
}

/**
 * A control registry whose validators start from the given specs: the lean entry's basic registry
 * reads only the basic types' specs, so its first load leaves every other control's schemas out.
 */
export function createControlRegistryOver(
  specs: ControlSpecRegistry,
  initial: readonly ControlDefinition[] = [],
): ControlRegistry {
  const controls = new Map<string, ControlDefinition>();
  for (const definition of initial) controls.set(definition.type, definition);
  return {
    register(definition) {
      controls.set(definition.type, definition);
      return () => {
        if (controls.get(definition.type) === definition) controls.delete(definition.type);
      };
    },
    get: (type) => controls.get(type),
    list: () => [...controls.values()],
    validators: () => {
      // The shared spec first (the server checks the same), then a component's own refinement:
      // chained, so a component's validator never lets through a value the server would refuse.
      const result: Record<string, FieldValidator> = specs.validators();
      for (const definition of controls.values()) {
        const own = definition.validator;
        if (!own) continue;
        const shared = result[definition.type];
        result[definition.type] = shared
          ? (field, value) => {
              const checked = shared(field, value);
              return checked.valid ? own(field, value) : checked;
            }
          : own;
      }
      return result;
    },
  };
}
