import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import type { FastifyInstance } from 'fastify';
import { minimalDocx } from '@insulcalc/documents/docx';
import { entityInstance } from '../../db/schema/entities';
import { storedFile } from '../../db/schema/files';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { createTestCluster, type TestCluster } from '../../../test/testCluster';
import { testDriver } from '../../../test/testServer';
import { controlFields, saveWith } from '../forms/testing';
import { acceptsType } from '@insulcalc/forms/core';

const KIB = 1024;
const MIB = 1024 * KIB;

const offer = {
  ContactName: 'Ana Novak',
  Company: 'Toplota d.o.o.',
  Email: 'ana.novak@example.si',
  Phone: '+386 1 234 56 78',
  Country: 'SI',
  Message: 'Please quote 40 m of DN50 pipe insulation.',
  Consent: true,
};

const pdf = (size = 0) =>
  new TextEncoder().encode(`%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n${'0'.repeat(size)}`);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
/** A zip that is not an office document, named as one. */
function plainZip(): Uint8Array {
  const zip = new PizZip();
  zip.file('readme.txt', 'not an office document');
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}

function filesOnDisk(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

describe(`uploads with limits a business would set, on ${testDriver()}`, () => {
  let cluster: TestCluster;
  let app: FastifyInstance;
  /** A second server process on the same database, with a 1 MiB UPLOAD_LIMIT. */
  let app2: FastifyInstance;
  let address = 0;

  beforeAll(async () => {
    cluster = await createTestCluster({
      config: { uploadQuotaAnonymousBytesPerDay: 600 * KIB },
      otherConfig: { uploadLimit: MIB },
      separateDataDirs: true,
      poolSize: 2,
    });
    ({ app, other: app2 } = cluster);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  /** An anonymous visitor reading German, at an address of its own (or the one given). */
  const visitor = async (target = app, remoteAddress = `198.51.100.${++address}`) => {
    const client = new TestClient(target, { remoteAddress });
    client.cookies.set('lang', 'de');
    await client.profile();
    return client;
  };
  const send = (client: TestClient, name: string, type: string, content: string | Uint8Array) =>
    saveWith(client, 'OfferRequest', controlFields(offer), [{ field: 'Attachment', name, type, content }]);
  const stored = async () => {
    const [files] = await app.ctx.db.select({ n: count() }).from(storedFile);
    const [requests] = await app.ctx.db
      .select({ n: count() })
      .from(entityInstance)
      .where(eq(entityInstance.entityId, 'OfferRequest'));
    return { files: files!.n, requests: requests!.n, disk: filesOnDisk(app.ctx.filesDir) };
  };

  it('accepts PDF, images and office documents by their content, and stores the detected type', async () => {
    const client = await visitor();
    for (const [name, declared, content, detected] of [
      ['angebot.pdf', 'application/pdf', pdf(), 'application/pdf'],
      // Declared as anything: the content decides.
      ['plan', 'application/octet-stream', PNG, 'image/png'],
      [
        'liste.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        minimalDocx(['Rohrleitung DN50']),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ] as const) {
      const res = await send(client, name, declared, content);
      expect(res.statusCode, res.body).toBe(200);
      const [file] = res.json().elements.Attachment.value as { fileId: string; contentType: string }[];
      const [row] = await app.ctx.db.select().from(storedFile).where(eq(storedFile.id, file!.fileId));
      expect(row?.contentType).toBe(detected);
    }
  });

  it('refuses HTML declared as PNG, an .exe, an SVG with script and a zip named .docx: 415, nothing kept', async () => {
    const client = await visitor();
    const before = await stored();
    for (const [name, declared, content] of [
      ['photo.png', 'image/png', HTML],
      ['setup.exe', 'application/octet-stream', EXE],
      ['logo.svg', 'image/svg+xml', SVG],
      ['offer.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', plainZip()],
    ] as const) {
      const problem = expectProblemShape(await send(client, name, declared, content), 415);
      expect(problem.userMessages).toEqual([
        {
          level: 'error',
          controlName: 'Attachment',
          message: `Die Datei ${name} hat keinen zulässigen Typ. Zulässig: PDF, PNG, JPEG, WebP, GIF, DOCX, XLSX, PPTX.`,
        },
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it('takes one file per save for a control that does not allow several (not 20)', async () => {
    const client = await visitor();
    const before = await stored();
    const twice = await saveWith(client, 'OfferRequest', controlFields(offer), [
      { field: 'Attachment', name: 'a.pdf', type: 'application/pdf', content: pdf() },
      { field: 'Attachment', name: 'b.pdf', type: 'application/pdf', content: pdf() },
    ]);
    expect(expectProblemShape(twice, 400).userMessages?.[0]).toMatchObject({
      controlName: 'Attachment',
      message: 'Hier kann höchstens eine Datei angehängt werden.',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file beyond the field’s size (10 MB) with 413, translated, and leaves no file behind', async () => {
    const client = await visitor();
    const before = await stored();
    const problem = expectProblemShape(await send(client, 'big.pdf', 'application/pdf', pdf(10 * MIB)), 413);
    expect(problem.userMessages?.[0]).toMatchObject({
      controlName: 'Attachment',
      message: 'Die Datei big.pdf ist zu groß: Hier werden höchstens 10 MB angenommen.',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file beyond UPLOAD_LIMIT with 413 (not 400 "cannot be read")', async () => {
    const client = await visitor(app2);
    const before = await stored();
    const problem = expectProblemShape(await send(client, 'big.pdf', 'application/pdf', pdf(MIB)), 413);
    expect(problem.userMessages?.[0]?.message).toBe(
      'Die Datei big.pdf ist zu groß: Hier werden höchstens 1 MB angenommen.',
    );
    expect(await stored()).toEqual(before);
  });

  it('holds an anonymous address to its daily byte quota on every server process: 429 with Retry-After', async () => {
    const remoteAddress = '203.0.113.77';
    const first = await visitor(app, remoteAddress);
    const saved = await send(first, 'a.pdf', 'application/pdf', pdf(400 * KIB));
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await stored();
    // 400 + 400 KiB exceed the 600 KiB quota: refused after reading, the file removed.
    const over = await send(first, 'b.pdf', 'application/pdf', pdf(400 * KIB));
    const problem = expectProblemShape(over, 429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(problem.userMessages?.[0]?.message).toBe(
      'Von Ihrer Adresse können pro Tag Dateien mit insgesamt höchstens 600 kB gesendet werden. Bitte versuchen Sie es in 24 Stunden erneut.',
    );
    expect(await stored()).toEqual(before);
    // What still fits is taken, on the other process too; then the quota is used up there as well.
    const other = await visitor(app2, remoteAddress);
    expect((await send(other, 'c.pdf', 'application/pdf', pdf(150 * KIB))).statusCode).toBe(200);
    expectProblemShape(await send(other, 'd.pdf', 'application/pdf', pdf(100 * KIB)), 429);
    // Another address is not affected; the first request and its file are still there.
    expect((await send(await visitor(), 'e.pdf', 'application/pdf', pdf(400 * KIB))).statusCode).toBe(200);
    const kept = saved.json().elements.Attachment.value[0].fileId as string;
    const [row] = await app.ctx.db.select().from(storedFile).where(eq(storedFile.id, kept));
    expect(readdirSync(join(app.ctx.filesDir, row!.storageKey.slice(0, 2)))).toContain(kept);
  });

  it('two processes cannot both take the last bytes of a quota', async () => {
    const remoteAddress = '203.0.113.99';
    const [one, two] = await Promise.all([visitor(app, remoteAddress), visitor(app2, remoteAddress)]);
    // 400 KiB each: either fits the 600 KiB quota, both do not.
    const answers = await Promise.all([
      send(one, 'x.pdf', 'application/pdf', pdf(400 * KIB)),
      send(two, 'y.pdf', 'application/pdf', pdf(400 * KIB)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
  });

  it('counts an IPv6 network (/64) as one client', async () => {
    const [one, two] = [await visitor(app, '2001:db8:7:8::1'), await visitor(app, '2001:db8:7:8:ffff::2')];
    expect((await send(one, 'a.pdf', 'application/pdf', pdf(400 * KIB))).statusCode).toBe(200);
    expectProblemShape(await send(two, 'b.pdf', 'application/pdf', pdf(400 * KIB)), 429);
    const elsewhere = await visitor(app, '2001:db8:7:9::1');
    expect((await send(elsewhere, 'c.pdf', 'application/pdf', pdf(400 * KIB))).statusCode).toBe(200);
  });

  it('answers a malformed or unknown file id with 404 for everyone, before asking anyone to sign in', async () => {
    const client = await visitor();
    for (const url of [
      '/DynamicForm/GetFile?fileId=../etc/passwd',
      '/DynamicForm/GetFile',
      '/platform/DynamicForm/DownloadFile?fileId=1',
    ])
      expectProblemShape(await client.request({ method: 'GET', url }), 404);
    const unknown = `/DynamicForm/GetFile?fileId=${crypto.randomUUID()}`;
    expectProblemShape(await client.request({ method: 'GET', url: unknown }), 401);
  });

  it('matches accept tokens against the detected type only', () => {
    const png = { ext: 'png', mime: 'image/png' };
    expect(acceptsType(['image/*'], png)).toBe(true);
    expect(acceptsType(['.png'], png)).toBe(true);
    expect(acceptsType(['.jpeg'], { ext: 'jpg', mime: 'image/jpeg' })).toBe(true);
    expect(acceptsType(['application/pdf'], png)).toBe(false);
  });
});
