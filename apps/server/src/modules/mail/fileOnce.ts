import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes a keyed message to the mail folder once: the file name comes from its Message-ID, and
 * the file appears whole or not at all (written aside, then hard-linked, which fails when the
 * name exists). A second write of the same message — a job that ran again after a crash between
 * writing the mail and recording it sent — finds the file and leaves it. Returns the path.
 */
export async function writeMailFileOnce(dir: string, messageId: string, content: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = createHash('sha256').update(messageId).digest('hex').slice(0, 32);
  const file = join(dir, `outbox-${name}.eml`);
  const part = join(dir, `.${name}-${randomBytes(4).toString('hex')}.part`);
  await writeFile(part, content, { mode: 0o600 });
  try {
    await link(part, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(part).catch(() => undefined);
  }
  return file;
}
