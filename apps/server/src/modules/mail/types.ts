/** The mail module's message and transport shapes (its index and outbox both read them). */

/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files attached to the message (an offer PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * A Message-ID derived from the message's idempotency key (`outbox.ts`): the file transport
   * writes such a message once, and a resent SMTP copy carries the same id.
   */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written, for the file transport. */
  file?: string;
}

/** How mail leaves the server: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<SentMail>;
}
