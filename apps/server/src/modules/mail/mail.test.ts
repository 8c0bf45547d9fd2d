import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, mailSettingsFromEnv } from './index';
import { smtpServer } from './testing';

const log = Fastify({ logger: false }).log;

describe('mail transport', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'insulcalc-mail-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml file under DATA_DIR/mail when SMTP_URL is not set', async () => {
    const settings = mailSettingsFromEnv({}, dir);
    expect(settings.dir).toBe(join(dir, 'mail'));
    const transport = createMailTransport(settings, log);
    expect(transport.kind).toBe('file');
    const sent = await transport.send({
      to: 'ana@example.com',
      subject: 'Koda za ponastavitev',
      text: 'Vaša koda je 12345678.',
    });
    expect(sent.file).toBeDefined();
    expect(readdirSync(join(dir, 'mail'))).toHaveLength(1);
    const eml = readFileSync(sent.file!, 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^From: Insulcalc <no-reply@insulcalc\.local>$/m);
    expect(eml).toMatch(/^Subject: Koda za ponastavitev$/m);
    expect(eml).toMatch(/Va(š|=C5=A1)a koda je 12345678\./);
    expect(eml).toContain('Message-ID:');
  });

  it('delivers over SMTP when SMTP_URL is set', async () => {
    const smtp = await smtpServer();
    try {
      const settings = mailSettingsFromEnv(
        {
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
          MAIL_FROM: 'Insulcalc <robot@insulcalc.test>',
        },
        dir,
      );
      const transport = createMailTransport(settings, log);
      expect(transport.kind).toBe('smtp');
      await transport.send({ to: 'bo@example.com', subject: 'Hello', text: 'Body text' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toBe('<robot@insulcalc.test>');
      expect(smtp.received[0]!.to).toEqual(['<bo@example.com>']);
      expect(smtp.received[0]!.data).toMatch(/^Subject: Hello$/m);
      expect(smtp.received[0]!.data).toContain('Body text');
    } finally {
      smtp.server.close();
    }
  });
});
