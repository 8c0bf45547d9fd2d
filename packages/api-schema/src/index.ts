// The package's public API: every export is named here.
export {
  TEXT_MESSAGE_KEYS,
  isSafeText,
  textSchema,
  singleLineText,
  multiLineText,
  requiredText,
} from './text';
export type { TextSchemaOptions } from './text';
export {
  INT4_MIN,
  INT4_MAX,
  INTEGER_MESSAGE_KEY,
  int4Schema,
  nonNegativeInt4Schema,
  idSchema,
  concurrencyTokenSchema,
  digitsTo,
  idParamSchema,
  nonNegativeInt4ParamSchema,
  int4ParamSchema,
  concurrencyTokenParamSchema,
} from './ids';
export { RETURN_URL_MAX_LENGTH, matchesOriginPattern, sanitizeReturnUrl } from './returnUrl';
export { HOSTILE_RETURN_URLS } from './returnUrlCorpus';
export type { ReturnUrlOptions } from './returnUrl';
