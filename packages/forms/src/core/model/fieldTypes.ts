import type { ControlSettings, FormElement, SectionElement } from '../definition/index';
import type { ValidationResult } from '../validation/validationResult';

/** A message shown on a field: a translation key with values, or a verbatim text. */
export interface FieldMessage {
  key?: string;
  values?: Record<string, string | number>;
  message?: string;
}

/** One field as the view sees it; replaced (never mutated) on every change. */
export interface FieldSnapshot {
  name: string;
  controlType: string;
  element: FormElement;
  settings: ControlSettings;
  displayName: string;
  /** The section the field sits in, and its place there; null for elements in no section. */
  section: string | null;
  layout: SectionElement | null;
  value: unknown;
  hidden: boolean;
  readonly: boolean;
  required: boolean;
  error: FieldMessage | null;
  warning: string | null;
  info: string | null;
}

/** Input of a control type's validator: the effective flags plus the control's settings. */
export interface FieldValidationInput {
  name: string;
  displayName: string;
  required: boolean;
  readonly: boolean;
  hidden: boolean;
  settings: ControlSettings;
}

export type FieldValidator = (field: FieldValidationInput, value: unknown) => ValidationResult;

/** Control types that show something but submit no value. */
export const DISPLAY_CONTROL_TYPES: ReadonlySet<string> = new Set([
  'FormLabel',
  'FormHeader',
  'FormButton',
  'Link',
  'FormDashboard',
  'ViewGrid',
  'SentDocuments',
]);

/** A file already stored (has an id) or chosen in this session (its bytes wait in the model). */
export interface FileDescriptor {
  fileId?: string;
  name: string;
  size?: number;
  contentType?: string;
}
