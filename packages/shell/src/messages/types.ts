import type { UserMessageDto } from '@insulcalc/api-schema';

/** Levels of a user message (spec §3 User message). */
export type UserMessageLevel = UserMessageDto['level'];

/** Where a message is shown: the page's alert area or the toast stack. */
export type UserMessageTarget = 'page' | 'toast';

/**
 * A message for the user (spec §3) as the message stack holds it: the wire message (message,
 * level, optional controlName) with its id, isHtml, where it shows and when it came.
 */
export interface UserMessage extends UserMessageDto {
  id: string;
  isHtml: boolean;
  /**
   * When set, `message` is the text of this translation key at the time the message was raised;
   * the UI re-translates it with the current translations (e.g. catalogue messages of spec §8).
   */
  messageKey?: string;
  /** ICU values for `messageKey`. */
  values?: Record<string, string | number>;
  target: UserMessageTarget;
  /** Epoch ms when the message was added. */
  createdAt: number;
}

/** A message before normalisation: what callers and the server hand in. */
export interface UserMessageInput {
  id?: string;
  message?: unknown;
  Message?: unknown;
  level?: unknown;
  messageType?: unknown;
  MessageType?: unknown;
  severity?: unknown;
  Severity?: unknown;
  isHtml?: unknown;
  IsHtml?: unknown;
  controlName?: unknown;
  ControlName?: unknown;
  messageKey?: string;
  values?: Record<string, string | number>;
  target?: UserMessageTarget;
}
