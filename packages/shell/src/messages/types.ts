/** Levels of a user message (spec §3 User message). */
export type UserMessageLevel = 'error' | 'warn' | 'info';

/** Where a message is shown: the page's alert area or the toast stack. */
export type UserMessageTarget = 'page' | 'toast';

/** A message for the user (spec §3): id, message, level, isHtml and an optional controlName. */
export interface UserMessage {
  id: string;
  message: string;
  level: UserMessageLevel;
  isHtml: boolean;
  controlName?: string;
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
