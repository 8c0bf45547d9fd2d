import { z } from 'zod';
import { isSafeText, singleLineText, TEXT_MESSAGE_KEYS } from './text';

/**
 * Bodies and answers of the account calls (password change and reset, activation, API keys).
 * Messages are translation keys; `key|{json}` carries the message's values.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

// Every text typed here reaches PostgreSQL or a log: the shared text rule (no control characters,
// no lone surrogates) applies, so the server and the client refuse the same input.
const safe = (value: string) => isSafeText(value);
const maxLength = (max: number) => `validation_maxlength|${JSON.stringify({ maxLength: max })}`;
const required = (max: number) =>
  z
    .string({ error: 'validation_required' })
    .trim()
    .min(1, 'validation_required')
    .max(max, maxLength(max))
    .refine(safe, TEXT_MESSAGE_KEYS.invalidCharacters);
/** A password: kept as typed (no trimming), at most `max` characters, no control characters. */
export const passwordText = (max: number) =>
  z
    .string({ error: 'validation_required' })
    .min(1, 'validation_required')
    .max(max, maxLength(max))
    .refine(safe, TEXT_MESSAGE_KEYS.invalidCharacters);
const newPassword = z
  .string({ error: 'validation_required' })
  .min(1, 'validation_required')
  .min(PASSWORD_MIN_LENGTH, `Account_PasswordTooShort|${JSON.stringify({ min: PASSWORD_MIN_LENGTH })}`)
  .max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH))
  .refine(safe, TEXT_MESSAGE_KEYS.invalidCharacters);
const confirmPassword = z.string().max(1024).optional();

/** POST api/v1/account/logon */
export const logonBody = z.object({
  username: required(256),
  password: passwordText(1024),
});
export type LogonBody = z.input<typeof logonBody>;
const matching = <T extends { newPassword: string; confirmPassword?: string | undefined }>(b: T) =>
  b.confirmPassword === undefined || b.confirmPassword === b.newPassword;
const mismatch = { message: 'Account_PasswordsDoNotMatch', path: ['confirmPassword'] };

/** POST api/v1/account/change-password */
export const changePasswordBody = z
  .object({
    username: z.string().trim().max(256).refine(safe, TEXT_MESSAGE_KEYS.invalidCharacters).optional(),
    currentPassword: passwordText(1024),
    newPassword,
    confirmPassword,
  })
  .refine(matching, mismatch);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** POST api/v1/account/forgot-password: a one-time code is mailed (same answer for any name). */
export const forgotPasswordBody = z.object({ username: required(320) });
/** POST api/v1/account/verify-code */
export const verifyCodeBody = z.object({
  username: required(320),
  code: required(32),
});
export const verifyCodeResult = z.object({ resetToken: z.string() });
/** POST api/v1/account/reset-password */
export const resetPasswordBody = z
  .object({ resetToken: required(200), newPassword, confirmPassword })
  .refine(matching, mismatch);
/** GET api/v1/account/activate?token= */
export const activateQuery = z.object({ token: required(200) });
export const activationInfo = z.object({ username: z.string(), fullName: z.string().nullable() });
/** POST api/v1/account/activate */
export const activateBody = z
  .object({ token: required(200), newPassword, confirmPassword })
  .refine(matching, mismatch);

/** POST api/v1/account/logout: XHR answers 204; a form post is redirected to the sign-in page. */
export const logoutForm = z.object({
  __RequestVerificationToken: z.string().optional(),
  returnUrl: z.string().max(2048).optional(),
});

/** GET /Account/ExternalLogOn?provider=&returnUrl= (a browser navigation to an external sign-in). */
export const externalLogOnQuery = z.object({
  provider: z.string().max(100),
  returnUrl: z.string().max(2048).optional(),
});
/** GET /Account/ExternalLogOnCallback (the provider's redirect back). */
export const externalLogOnCallbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** An API key as listed (never its secret). */
export const apiKeyDto = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
/** The answer of creating a key: the secret, shown once. */
export const createdApiKeyDto = apiKeyDto.extend({ key: z.string() });
export const createApiKeyBody = z.object({
  name: singleLineText(100, { trim: true, required: true }),
  /** Days until the key stops working; omitted: it works until revoked. */
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});
export const apiKeyParams = z.object({ id: z.uuid() });
/** Administrators' calls about one account: api/v1/account/users/{userId}/… */
export const userParams = z.object({ userId: z.uuid() });
/** … and about one of its API keys: …/api-keys/{keyId}. */
export const userApiKeyParams = userParams.extend({ keyId: z.uuid() });
