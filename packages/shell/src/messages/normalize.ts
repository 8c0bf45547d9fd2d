import type { UserMessage, UserMessageInput, UserMessageLevel, UserMessageTarget } from './types';

const LEVEL_NAMES: Record<string, UserMessageLevel> = {
  error: 'error',
  danger: 'error',
  fatal: 'error',
  critical: 'error',
  warn: 'warn',
  warning: 'warn',
  info: 'info',
  information: 'info',
  success: 'info',
};

/** Numeric message types of older servers: 0 info, 1 warning, 2 error (.NET `MessageType`). */
const NUMERIC_LEVELS: Record<number, UserMessageLevel> = { 0: 'info', 1: 'warn', 2: 'error' };

/**
 * Maps a level as sent by any server to `error | warn | info` (spec §3: Error, Warning and
 * Information map to those levels). Unknown values become `error` (a message the server bothered
 * to send and that we cannot classify is safest shown prominently).
 */
export function normalizeLevel(value: unknown): UserMessageLevel {
  if (typeof value === 'number') return NUMERIC_LEVELS[value] ?? 'error';
  if (typeof value === 'string') {
    const key = value.trim().toLowerCase();
    if (/^\d+$/.test(key)) return NUMERIC_LEVELS[Number(key)] ?? 'error';
    return LEVEL_NAMES[key] ?? 'error';
  }
  return 'error';
}

let sequence = 0;
/** A unique id for a message. */
export function nextMessageId(): string {
  sequence += 1;
  return `msg-${Date.now().toString(36)}-${sequence}`;
}

function firstDefined(...values: unknown[]): unknown {
  for (const v of values) if (v !== undefined && v !== null) return v;
  return undefined;
}

/**
 * Normalises one message in any accepted shape (spec §3: field names message/Message, level/
 * messageType/MessageType/severity) to a {@link UserMessage}. A plain string is an error message.
 * Returns null for entries without a text.
 */
export function normalizeUserMessage(
  input: UserMessageInput | string | null | undefined,
  defaults: { target?: UserMessageTarget; level?: UserMessageLevel } = {},
): UserMessage | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') {
    if (input === '') return null;
    return {
      id: nextMessageId(),
      message: input,
      level: defaults.level ?? 'error',
      isHtml: false,
      target: defaults.target ?? 'toast',
      createdAt: Date.now(),
    };
  }
  if (typeof input !== 'object') return null;
  const rawMessage = firstDefined(input.message, input.Message);
  if (rawMessage === undefined || rawMessage === '') return null;
  const message = typeof rawMessage === 'string' ? rawMessage : String(rawMessage);
  const rawLevel = firstDefined(
    input.level,
    input.messageType,
    input.MessageType,
    input.severity,
    input.Severity,
  );
  const level = rawLevel === undefined ? (defaults.level ?? 'error') : normalizeLevel(rawLevel);
  const controlName = firstDefined(input.controlName, input.ControlName);
  const result: UserMessage = {
    id: typeof input.id === 'string' && input.id ? input.id : nextMessageId(),
    message,
    level,
    isHtml: firstDefined(input.isHtml, input.IsHtml) === true,
    target: input.target ?? defaults.target ?? 'toast',
    createdAt: Date.now(),
  };
  if (typeof controlName === 'string' && controlName !== '') result.controlName = controlName;
  if (input.messageKey) result.messageKey = input.messageKey;
  if (input.values) result.values = input.values;
  return result;
}

/** Normalises a list (or a single message, or an object with `userMessages`). */
export function normalizeUserMessages(
  input: unknown,
  defaults: { target?: UserMessageTarget; level?: UserMessageLevel } = {},
): UserMessage[] {
  if (input === null || input === undefined) return [];
  const list = Array.isArray(input)
    ? input
    : typeof input === 'object' && Array.isArray((input as { userMessages?: unknown }).userMessages)
      ? (input as { userMessages: unknown[] }).userMessages
      : typeof input === 'object' && Array.isArray((input as { UserMessages?: unknown }).UserMessages)
        ? (input as { UserMessages: unknown[] }).UserMessages
        : [input];
  const out: UserMessage[] = [];
  for (const item of list) {
    const m = normalizeUserMessage(item as UserMessageInput | string, defaults);
    if (m) out.push(m);
  }
  return out;
}

/** Reads `userMessages` (or `UserMessages`) from a JSON body, normalised. */
export function userMessagesOf(body: unknown, defaults: { target?: UserMessageTarget } = {}): UserMessage[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const raw =
    (body as { userMessages?: unknown; UserMessages?: unknown }).userMessages ??
    (body as { UserMessages?: unknown }).UserMessages;
  return Array.isArray(raw) ? normalizeUserMessages(raw, defaults) : [];
}

/**
 * Parses the `X-User-Messages` response header (URL-encoded JSON: a list of messages, one
 * message, or an object with `userMessages`). Returns [] when absent; throws on malformed content.
 */
export function parseUserMessagesHeader(value: string | null | undefined): UserMessage[] {
  if (!value) return [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    decoded = value;
  }
  return normalizeUserMessages(JSON.parse(decoded) as unknown);
}
