import { z } from 'zod';

/** PostgreSQL `integer` (int4) range: a larger value makes the query fail with a 500. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** Translation key of the message for a number outside its column's range or not an integer. */
export const INTEGER_MESSAGE_KEY = 'Validation_IntegerOutOfRange';

/** Any int4 value. */
export const int4Schema = z
  .number()
  .int(INTEGER_MESSAGE_KEY)
  .min(INT4_MIN, INTEGER_MESSAGE_KEY)
  .max(INT4_MAX, INTEGER_MESSAGE_KEY);

/** A non-negative int4 (sort orders, counts, code-list ids that start at 0). */
export const nonNegativeInt4Schema = z
  .number()
  .int(INTEGER_MESSAGE_KEY)
  .min(0, INTEGER_MESSAGE_KEY)
  .max(INT4_MAX, INTEGER_MESSAGE_KEY);

/** A row id of an int4 (`serial` / `integer`) primary key: 1 … 2,147,483,647. */
export const idSchema = z
  .number()
  .int(INTEGER_MESSAGE_KEY)
  .min(1, INTEGER_MESSAGE_KEY)
  .max(INT4_MAX, INTEGER_MESSAGE_KEY);

/**
 * The optimistic-concurrency token (the int4 `version` column a save must match): 1 … int4 max.
 * 0 is accepted as "never saved" by callers that allow it through `nonNegativeInt4Schema`.
 */
export const concurrencyTokenSchema = idSchema;

// Only plain decimal digits: `z.coerce.number()` would also take '', ' 1', '1e3', '0x10', 'Infinity'.
const DIGITS = /^(0|[1-9][0-9]{0,9})$/;
const SIGNED_DIGITS = /^-?(0|[1-9][0-9]{0,9})$/;

/**
 * A string of decimal digits (query string, path parameter, form field) parsed into a number
 * checked by `target`. Anything else is one 400 issue with the same translation key.
 */
export function digitsTo(
  target: z.ZodNumber,
  signed = false,
): z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>, z.ZodNumber> {
  return z
    .string()
    .regex(signed ? SIGNED_DIGITS : DIGITS, INTEGER_MESSAGE_KEY)
    .transform((value) => Number(value))
    .pipe(target);
}

/** An id given as text (`?productTypeId=12`, `/items/:id`). */
export const idParamSchema = digitsTo(idSchema);
/** A non-negative int4 given as text. */
export const nonNegativeInt4ParamSchema = digitsTo(nonNegativeInt4Schema);
/** Any int4 given as text. */
export const int4ParamSchema = digitsTo(int4Schema, true);
/** A concurrency token given as text (`If-Match`-like headers, query strings). */
export const concurrencyTokenParamSchema = digitsTo(concurrencyTokenSchema);
