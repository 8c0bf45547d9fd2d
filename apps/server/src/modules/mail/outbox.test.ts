import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index';
import { openTestDatabase, testDriver, type TestDatabase } from '../../../test/testServer';
import { testTmpRoot } from '../../../test/tmpRoot';
import { createMailTransport, mailSettingsFromEnv } from './index';
import { deliverQueuedMails, outboxMessageId, queueMails } from './outbox';
import { smtpServer } from './testing';

const log = Fastify({ logger: false }).log;

/**
 * The mail outbox (decision 0044): a message queued twice under one key exists once, the SMTP
 * sender and the file writer skip a message already sent, and a message written but not marked
 * sent (a crash between the two) is not written a second time by the file writer.
 */
describe(`mail outbox on ${testDriver()}`, () => {
  let testDb: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    dir = mkdtempSync(join(testTmpRoot(), 'insulcalc-outbox-'));
  });
  afterAll(async () => {
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const message = (to: string) => ({ to, subject: 'Your offer', text: 'Attached.' });

  it('over SMTP: queued twice, delivered twice — one message, with the Message-ID of its key', async () => {
    const db = testDb.database.db;
    const smtp = await smtpServer();
    try {
      const transport = createMailTransport(
        mailSettingsFromEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` }, dir),
        log,
      );
      await queueMails(db, 'job-smtp', [
        { key: 'job-smtp#ana@example.si', message: message('ana@example.si') },
      ]);
      await queueMails(db, 'job-smtp', [
        { key: 'job-smtp#ana@example.si', message: message('ana@example.si') },
      ]);
      expect(await deliverQueuedMails(db, transport, 'job-smtp')).toBe(1);
      expect(await deliverQueuedMails(db, transport, 'job-smtp')).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.data).toContain(`Message-ID: ${outboxMessageId('job-smtp#ana@example.si')}`);
      const [row] = await queryRows<{ n: number | string; sent: number | string }>(
        db,
        sql`select count(*) as n, count(sent_at) as sent from mail_outbox where job_key = 'job-smtp'`,
      );
      expect({ n: Number(row!.n), sent: Number(row!.sent) }).toEqual({ n: 1, sent: 1 });
    } finally {
      smtp.server.close();
    }
  });

  it('to files: a message written but not marked sent is not written again', async () => {
    const db = testDb.database.db;
    const transport = createMailTransport(mailSettingsFromEnv({}, dir), log);
    await queueMails(db, 'job-file', [
      { key: 'job-file#bo@example.si', message: message('bo@example.si') },
      { key: 'job-file#cy@example.si', message: message('cy@example.si') },
    ]);
    expect(await deliverQueuedMails(db, transport, 'job-file')).toBe(2);
    // The crash after the file was written, before it was marked sent.
    await db.execute(sql`update mail_outbox set sent_at = null where key = 'job-file#bo@example.si'`);
    expect(await deliverQueuedMails(db, transport, 'job-file')).toBe(1);
    const files = readdirSync(join(dir, 'mail')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    // No half-written files left beside them.
    expect(readdirSync(join(dir, 'mail')).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('stops before a message when the job is no longer this worker’s', async () => {
    const db = testDb.database.db;
    const transport = createMailTransport(mailSettingsFromEnv({}, join(dir, 'lost')), log);
    await queueMails(db, 'job-lost', [{ key: 'job-lost#di@example.si', message: message('di@example.si') }]);
    await expect(
      deliverQueuedMails(db, transport, 'job-lost', async () => {
        throw new Error('taken over');
      }),
    ).rejects.toThrow('taken over');
    const [row] = await queryRows<{ sent: number | string }>(
      db,
      sql`select count(sent_at) as sent from mail_outbox where job_key = 'job-lost'`,
    );
    expect(Number(row!.sent)).toBe(0);
  });
});
