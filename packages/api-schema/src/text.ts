import { z } from 'zod';

/**
 * Translation keys of the messages the shared text schemas give (the client translates them;
 * `packages/api-schema/translations/validation.json`).
 */
export const TEXT_MESSAGE_KEYS = {
  invalidCharacters: 'Validation_TextInvalidCharacters',
  tooLong: 'Validation_TextTooLong',
  required: 'validation_required',
} as const;

// C0 controls, DEL and C1 controls. PostgreSQL cannot store U+0000 in text at all (the cause of
// the 500s), and the others only ever arrive from scripts probing the server.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/;
// A multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// A surrogate half without its partner is not a character: UTF-8 encoders replace it, so what
// is stored would differ from what was validated.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` has no control characters (tab, CR and LF allowed when multi-line) and no lone surrogates. */
export function isSafeText(value: string, multiline = false): boolean {
  return (
    !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value) && !LONE_SURROGATE.test(value)
  );
}

export interface TextSchemaOptions {
  /** Allow tab, line feed and carriage return (notes, descriptions). Default false. */
  multiline?: boolean;
  /** Trim surrounding white space before the checks. Default false (passwords keep theirs). */
  trim?: boolean;
  /** Require at least one character (after trimming). Default false. */
  required?: boolean;
}

/**
 * The one string schema for text that reaches the database or a log: at most `maxLength`
 * UTF-16 code units, no control characters, no lone surrogates. Messages are translation keys.
 * Returns a plain ZodString, so `.optional()`, `.nullable()`, `.regex()`… chain as usual.
 */
export function textSchema(maxLength: number, options: TextSchemaOptions = {}): z.ZodString {
  const multiline = options.multiline ?? false;
  let schema = z.string();
  if (options.trim) schema = schema.trim();
  if (options.required) schema = schema.min(1, TEXT_MESSAGE_KEYS.required);
  return schema
    .max(maxLength, TEXT_MESSAGE_KEYS.tooLong)
    .refine((value) => isSafeText(value, multiline), { message: TEXT_MESSAGE_KEYS.invalidCharacters });
}

/** A single-line text (names, user names, codes, search terms). */
export function singleLineText(
  maxLength: number,
  options: Omit<TextSchemaOptions, 'multiline'> = {},
): z.ZodString {
  return textSchema(maxLength, { ...options, multiline: false });
}

/** A multi-line text (notes, descriptions, messages): tab, CR and LF allowed. */
export function multiLineText(
  maxLength: number,
  options: Omit<TextSchemaOptions, 'multiline'> = {},
): z.ZodString {
  return textSchema(maxLength, { ...options, multiline: true });
}

/** A required single-line text: trimmed, at least one character. */
export function requiredText(maxLength: number): z.ZodString {
  return textSchema(maxLength, { trim: true, required: true });
}
