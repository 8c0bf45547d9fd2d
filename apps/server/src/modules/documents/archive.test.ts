import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import { docxText, minimalDocx } from '@insulcalc/documents/docx';
import { createTestServer, type TestServer } from '../../../test/testServer';
import { expectProblemShape, TestClient } from '../../../test/accountClient';
import { addUserToGroup, createUser } from '../account/index';
import {
  ArchiveError,
  DEFAULT_ARCHIVE_LIMITS,
  checkArchive,
  checkZipDirectory,
  zipDirectory,
} from './archive';
import { ProblemError } from '../../http/problem';
import { RENDERS_QUEUED_PER_THREAD, renderPool } from './renderPool';
import { renderDocument } from './service';

const PASSWORD = 'Correct-horse-42!';
const BASE = '/api/v1/documents/templates';
const MIB = 1024 * 1024;

/** A DOCX template with `count` extra parts of `size` zero bytes each (a zip bomb when large). */
function paddedDocx(count: number, size: number): Uint8Array {
  const zip = new PizZip(minimalDocx(['{ContactName}']));
  const zeros = new Uint8Array(size);
  for (let i = 0; i < count; i++) zip.file(`word/media/filler${i}.bin`, zeros, { binary: true });
  return zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
}

const docxSource = (bytes: Uint8Array) => ({
  format: 'docx',
  title: 'Offer',
  file: Buffer.from(bytes).toString('base64'),
});

async function refusal(promise: Promise<void>): Promise<ArchiveError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ArchiveError);
  return error as ArchiveError;
}

describe('zip archives are judged by their directory before anything unzips them', () => {
  it('reads the entries and their sizes from the central directory', () => {
    const bytes = paddedDocx(2, 1000);
    const entries = zipDirectory(bytes);
    expect(entries.map((e) => e.name)).toEqual(
      expect.arrayContaining(['word/document.xml', 'word/media/filler0.bin', 'word/media/filler1.bin']),
    );
    expect(entries.find((e) => e.name === 'word/media/filler1.bin')?.uncompressedSize).toBe(1000);
  });

  it('refuses too many entries, too much in total and a bomb’s ratio', async () => {
    expect(
      (await refusal(checkArchive(paddedDocx(30, 10), { ...DEFAULT_ARCHIVE_LIMITS, maxEntries: 20 }))).reason,
    ).toBe('too-many-entries');
    const fourMegabytes = paddedDocx(4, MIB);
    expect(
      (
        await refusal(
          checkArchive(fourMegabytes, { ...DEFAULT_ARCHIVE_LIMITS, maxUncompressedBytes: 2 * MIB }),
        )
      ).reason,
    ).toBe('too-large');
    // 4 MiB of zeros are a few kB compressed: far beyond any real document's ratio.
    expect((await refusal(checkArchive(fourMegabytes, DEFAULT_ARCHIVE_LIMITS))).reason).toBe('ratio');
    await expect(checkArchive(fourMegabytes, { ...DEFAULT_ARCHIVE_LIMITS, maxRatio: 10_000 })).resolves.toBe(
      undefined,
    );
    expect((await refusal(checkArchive(new Uint8Array([1, 2, 3]), DEFAULT_ARCHIVE_LIMITS))).reason).toBe(
      'invalid',
    );
  });

  it('stops inflating at the declared size when the directory lies', async () => {
    const bytes = paddedDocx(1, 2 * MIB);
    const entry = zipDirectory(bytes).find((e) => e.name === 'word/media/filler0.bin')!;
    // Rewrite the entry's uncompressed size in the central directory to 100 bytes.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = bytes.length - 22;
    while (view.getUint32(at, true) !== 0x06054b50) at--;
    at = view.getUint32(at + 16, true);
    while (view.getUint32(at + 42, true) !== entry.localHeaderOffset)
      at +=
        46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    view.setUint32(at + 24, 100, true);
    expect(
      checkZipDirectory(bytes, DEFAULT_ARCHIVE_LIMITS).find((e) => e.name === entry.name)?.uncompressedSize,
    ).toBe(100);
    expect((await refusal(checkArchive(bytes, DEFAULT_ARCHIVE_LIMITS))).reason).toBe('mismatch');
  });
});

describe('document templates over HTTP: archive limits and rendering off the event loop', () => {
  let server: TestServer;
  let staff: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    const designer = await createUser(server.app.ctx.db, {
      username: 'archivist',
      password: PASSWORD,
      fullName: 'Archive Designer',
    });
    await addUserToGroup(server.app.ctx.db, designer.id, 'designers');
    staff = new TestClient(server.app);
    expect((await staff.logon('archivist', PASSWORD)).statusCode).toBe(200);
    staff.cookies.set('lang', 'de');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a DOCX that expands to 256 MiB, quickly and without unpacking it', async () => {
    const bomb = paddedDocx(256, MIB);
    console.log(`zip bomb: ${bomb.length} bytes expanding to ${256 + 0} MiB`);
    const before = process.memoryUsage();
    const started = performance.now();
    for (const [method, url] of [
      ['POST', `${BASE}/Offer/test`],
      ['PUT', `${BASE}/Offer/draft`],
    ] as const) {
      const res = await staff.request({
        method,
        url,
        payload: { source: docxSource(bomb), ...(method === 'POST' ? { sample: { ContactName: 'X' } } : {}) },
      });
      const problem = expectProblemShape(res, 413);
      expect(problem.userMessages?.[0]?.message).toBe(
        'Die DOCX-Datei würde entpackt mehr als 64 MB ergeben; sie wurde nicht geöffnet.',
      );
    }
    const after = process.memoryUsage();
    console.log(
      `zip bomb refused in ${Math.round(performance.now() - started)} ms; rss ${Math.round(before.rss / MIB)} → ${Math.round(after.rss / MIB)} MiB, heap ${Math.round(before.heapUsed / MIB)} → ${Math.round(after.heapUsed / MIB)} MiB`,
    );
    // Nothing of the 256 MiB was unpacked (the JSON body itself is about 0.4 MB).
    expect(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers).toBeLessThan(
      128 * MIB,
    );
    const draft = (await staff.request({ method: 'GET', url: `${BASE}/Offer` })).json() as { draft: unknown };
    expect(draft.draft).toBeNull();
  });

  it('refuses a bomb’s ratio with 400 and renders a real DOCX', async () => {
    const dense = paddedDocx(2, 2 * MIB);
    const res = await staff.request({
      method: 'POST',
      url: `${BASE}/Offer/test`,
      payload: { source: docxSource(dense), sample: { ContactName: 'X' } },
    });
    expect(expectProblemShape(res, 400).userMessages?.[0]?.message).toContain('100-fach');
    const ok = await staff.request({
      method: 'POST',
      url: `${BASE}/Offer/test`,
      payload: {
        source: docxSource(minimalDocx(['Hallo {instance.ContactName}'])),
        sample: { ContactName: 'Ana' },
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(docxText(ok.rawPayload)).toBe('Hallo Ana');
  });

  it('answers /api/health while a heavy render is still running in the render pool', async () => {
    const heavy = minimalDocx([
      '{#instance.lines}',
      '{name} – {quantity} – {price} – {note}',
      '{/instance.lines}',
    ]);
    const lines = Array.from({ length: 12_000 }, (_, i) => ({
      name: `Item ${i}`,
      quantity: i,
      price: i * 1.5,
      note: 'Stone wool, 50 mm, aluminium cladding',
    }));
    const pool = renderPool(server.app.ctx);
    const events: string[] = [];
    let dispatched!: () => void;
    const inPool = new Promise<void>((resolve) => (dispatched = resolve));
    const run = pool.run.bind(pool);
    // Observes the real pool: when the render is handed over and when its document is made.
    pool.run = ((...args: Parameters<typeof run>) => {
      dispatched();
      return run(...args).then((result) => {
        events.push('render finished');
        return result;
      });
    }) as typeof pool.run;
    const render = staff.request({
      method: 'POST',
      url: `${BASE}/Offer/test`,
      payload: { source: docxSource(heavy), sample: { lines } },
    });
    await inPool;
    const started = performance.now();
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    const latency = performance.now() - started;
    events.push('health answered');
    const rendered = await render;
    const renderMs = performance.now() - started;
    pool.run = run;
    console.log(
      `/api/health answered in ${latency.toFixed(1)} ms while a render ran (${renderMs.toFixed(0)} ms)`,
    );
    expect(health.statusCode, health.body).toBe(200);
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(docxText(rendered.rawPayload).split('\n')).toHaveLength(12_000);
    // Answered before the document was made: the render did not hold the event loop.
    expect(events).toEqual(['health answered', 'render finished']);
  });
});

describe('the render queue is bounded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { documentRenderThreads: 1 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 with Retry-After, translated, when every thread is busy and the queue is full', async () => {
    const ctx = server.app.ctx;
    const docx = (lines: string[]) => ({
      source: docxSource(minimalDocx(lines)) as { format: 'docx'; title: string; file: string },
    });
    const pool = renderPool(ctx);
    let dispatched!: () => void;
    const inPool = new Promise<void>((resolve) => (dispatched = resolve));
    const run = pool.run.bind(pool);
    pool.run = ((...args: Parameters<typeof run>) => {
      dispatched();
      pool.run = run;
      return run(...args);
    }) as typeof pool.run;
    // One long render holds the only thread…
    const lines = Array.from({ length: 24_000 }, (_, i) => ({ name: `Item ${i}` }));
    const heavy = renderDocument(
      ctx,
      'Offer',
      { lines },
      'de',
      docx(['{#instance.lines}', '{name}', '{/instance.lines}']),
    );
    await inPool;
    // …while more renders arrive than may wait for it.
    const light = await Promise.allSettled(
      Array.from({ length: 2 * RENDERS_QUEUED_PER_THREAD }, () =>
        renderDocument(ctx, 'Offer', { ContactName: 'Ana' }, 'de', docx(['Hallo {instance.ContactName}'])),
      ),
    );
    const refused = light.filter((r) => r.status === 'rejected').map((r) => r.reason as ProblemError);
    console.log(`${refused.length} of ${light.length} renders refused while the thread was busy`);
    expect(refused.length).toBeGreaterThan(0);
    for (const problem of refused) {
      expect(problem).toBeInstanceOf(ProblemError);
      expect(problem.status).toBe(503);
      expect(problem.headers).toEqual({ 'retry-after': '5' });
      expect(problem.userMessages?.[0]?.message).toBe(
        'Gerade werden viele Dokumente erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
      );
    }
    expect(docxText((await heavy).bytes).split('\n')).toHaveLength(24_000);
    // The queue drains: a later render is served again.
    const after = await renderDocument(
      ctx,
      'Offer',
      { ContactName: 'Ana' },
      'de',
      docx(['Hallo {instance.ContactName}']),
    );
    expect(docxText(after.bytes)).toBe('Hallo Ana');
  });
});
