import * as z from 'zod';

/** One input of the property panel, generated from a control's settings schema. */
export type SettingsField =
  | { key: string; kind: 'string'; maxLength?: number | undefined }
  | { key: string; kind: 'number' | 'integer'; minimum?: number | undefined; maximum?: number | undefined }
  | { key: string; kind: 'boolean' }
  | { key: string; kind: 'enum'; values: string[] }
  /** Anything else (arrays, objects, unions): edited as JSON text. */
  | { key: string; kind: 'json' };

interface JsonSchemaNode {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchemaNode>;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchemaNode[];
}

const bound = (n: number | undefined) =>
  n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n;

function fieldOf(key: string, node: JsonSchemaNode): SettingsField {
  if (node.enum && node.enum.every((v) => typeof v === 'string'))
    return { key, kind: 'enum', values: node.enum as string[] };
  const type = Array.isArray(node.type) ? node.type.filter((t) => t !== 'null') : [node.type];
  if (type.length === 1) {
    if (type[0] === 'string') return { key, kind: 'string', maxLength: node.maxLength };
    if (type[0] === 'boolean') return { key, kind: 'boolean' };
    if (type[0] === 'integer' || type[0] === 'number')
      return {
        key,
        kind: type[0],
        // Zod describes `.int()` with the safe-integer bounds: no limit worth showing.
        minimum: bound(node.minimum),
        maximum: bound(node.maximum),
      };
  }
  return { key, kind: 'json' };
}

/**
 * The property panel's inputs for a control's settings: one per property of the schema's object
 * (strings, numbers, booleans, enums get their own input; the rest is JSON). A schema that is not
 * an object, or cannot be described, yields no fields (the panel then offers the JSON of all
 * settings).
 */
export function settingsFields(schema: z.ZodType | undefined): SettingsField[] {
  if (!schema) return [];
  let json: JsonSchemaNode;
  try {
    json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchemaNode;
  } catch {
    return [];
  }
  if (!json.properties) return [];
  return Object.entries(json.properties).map(([key, node]) => fieldOf(key, node));
}

/** A settings problem: the setting's key ('' for the whole object) and the schema's message. */
export interface SettingsProblem {
  key: string;
  message: string;
}

/**
 * Checks settings with the control's schema. Keys the schema does not know are left to the
 * server (a Dropdown's `codeList` is read on load), so only the schema's own complaints count.
 */
export function settingsProblems(schema: z.ZodType | undefined, settings: unknown): SettingsProblem[] {
  if (!schema) return [];
  const result = schema.safeParse(settings);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    key: issue.path.length ? String(issue.path[0]) : '',
    message: issue.message,
  }));
}

/**
 * The value an input's text stands for: '' removes the setting; numbers are parsed (NaN stays
 * text so the schema reports it); JSON inputs parse their text (a syntax error gives `undefined`
 * and `error`).
 */
export function parseSettingInput(
  field: SettingsField,
  text: string,
): { value: unknown; remove: boolean; error?: string } {
  if (field.kind === 'boolean') return { value: text === 'true', remove: false };
  if (text.trim() === '') return { value: undefined, remove: true };
  if (field.kind === 'number' || field.kind === 'integer') {
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) ? { value: n, remove: false } : { value: text, remove: false };
  }
  if (field.kind === 'json') {
    try {
      return { value: JSON.parse(text) as unknown, remove: false };
    } catch (error) {
      return { value: undefined, remove: false, error: (error as Error).message };
    }
  }
  return { value: text, remove: false };
}
