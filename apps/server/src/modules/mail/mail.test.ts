import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, mailSettingsFromEnv } from './index';

const log = Fastify({ logger: false }).log;

/** A minimal SMTP server (RFC 5321 happy path) that records what it receives. */
function smtpServer(): Promise<{
  server: Server;
  port: number;
  received: { from: string; to: string[]; data: string }[];
}> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let from = '';
    let to: string[] = [];
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ from, to, data });
            data = '';
            to = [];
            socket.write('250 OK queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') {
          socket.write('250-test.local\r\n250 8BITMIME\r\n');
        } else if (cmd === 'MAIL') {
          from = line.slice(10).trim();
          socket.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          to.push(line.slice(8).trim());
          socket.write('250 OK\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else {
          socket.write('250 OK\r\n');
        }
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}

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
