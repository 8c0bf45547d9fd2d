import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { queryRows } from '../../db/index';
import type { MailMessage, MailTransport } from './types';

/**
 * The mail outbox (decision 0044): a job's mails are written to `mail_outbox` under one key per
 * message, in the transaction that records the job's effect, and sent afterwards. The sender
 * skips a message whose key is marked sent; a message sent but not yet marked (a crash between
 * the two) is written once by the file transport (its name comes from the key) and resent over
 * SMTP with the same Message-ID, which mail clients show once.
 */

interface StoredMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
}

/** The Message-ID of a keyed message: the same for every attempt to send it. */
export function outboxMessageId(key: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@outbox.insulcalc>`;
}

/** Queues messages in the caller's transaction; a key queued before is skipped. */
export async function queueMails(
  tx: Db,
  jobKey: string,
  messages: readonly { key: string; message: MailMessage }[],
): Promise<void> {
  for (const { key, message } of messages) {
    const stored: StoredMessage = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              contentBase64: a.content.toString('base64'),
            })),
          }
        : {}),
    };
    await tx.execute(
      sql`insert into mail_outbox (key, job_key, message) values (${key}, ${jobKey}, ${JSON.stringify(stored)}::jsonb)
          on conflict (key) do nothing`,
    );
  }
}

/**
 * Sends the queued, unsent messages of one job, each marked sent right after the transport took
 * it. `beforeEach` runs before every message (the job's holder check) and may throw to stop.
 * Returns how many were sent now.
 */
export async function deliverQueuedMails(
  db: Db,
  transport: MailTransport,
  jobKey: string,
  beforeEach: () => Promise<void> = async () => undefined,
): Promise<number> {
  const pending = await queryRows<{ key: string; message: StoredMessage }>(
    db,
    sql`select key, message from mail_outbox where job_key = ${jobKey} and sent_at is null order by key`,
  );
  let sent = 0;
  for (const row of pending) {
    await beforeEach();
    const m = row.message;
    const messageId = outboxMessageId(row.key);
    await transport.send({
      to: m.to,
      subject: m.subject,
      text: m.text,
      ...(m.html ? { html: m.html } : {}),
      ...(m.attachments?.length
        ? {
            attachments: m.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.contentBase64, 'base64'),
            })),
          }
        : {}),
      messageId,
    });
    const marked = await queryRows<{ key: string }>(
      db,
      // The attachments' bytes go once sent (the offer PDF stays in process_document).
      sql`update mail_outbox set sent_at = now(), message_id = ${messageId}, message = message - 'attachments'
          where key = ${row.key} and sent_at is null returning key`,
    );
    sent += marked.length;
  }
  return sent;
}
