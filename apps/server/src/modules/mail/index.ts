import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type Nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { lazyModule } from '../../lazyModule';
import { writeMailFileOnce } from './fileOnce';
import type { MailTransport } from './types';

const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

export type { MailMessage, MailTransport, SentMail } from './types';
export { deliverQueuedMails, queueMails } from './outbox';

export interface MailSettings {
  /** smtp:// or smtps:// URL with credentials (SMTP_URL). */
  smtpUrl?: string | undefined;
  /** Sender address (MAIL_FROM, default "Insulcalc <no-reply@insulcalc.local>"). */
  from: string;
  /** Folder of the file transport (DATA_DIR/mail). */
  dir: string;
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'Insulcalc <no-reply@insulcalc.local>',
    dir: join(dataDir, 'mail'),
  };
}

export function createMailTransport(settings: MailSettings, log: FastifyBaseLogger): MailTransport {
  if (settings.smtpUrl) {
    const transporter = nodemailer().createTransport(settings.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transporter.sendMail({ from: settings.from, ...message });
        log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail: sent over SMTP',
        );
        return { messageId: String(info.messageId) };
      },
    };
  }
  // No SMTP: let nodemailer build the RFC 5322 message and keep it as an .eml file.
  const builder = nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await builder.sendMail({ from: settings.from, ...message });
      if (message.messageId) {
        const file = await writeMailFileOnce(settings.dir, message.messageId, info.message as Buffer);
        log.info(
          { to: message.to, subject: message.subject, file },
          'mail: no SMTP_URL configured, written to file',
        );
        return { messageId: message.messageId, file };
      }
      await mkdir(settings.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(settings.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { to: message.to, subject: message.subject, file },
        'mail: no SMTP_URL configured, written to file',
      );
      return { messageId: String(info.messageId), file };
    },
  };
}
