/**
 * Zip archives (DOCX templates) are checked before anything unzips them: the central directory
 * gives each entry's sizes, so a bomb (a few hundred kB that expand to gigabytes) is refused from
 * its directory alone. The declared sizes are then held to: each entry is inflated off the main
 * thread with its declared size as the output limit, so a directory that lies stops the inflater
 * at that size instead of filling memory.
 */
import { inflateRaw } from 'node:zlib';
import { promisify } from 'node:util';

const inflateRawAsync = promisify(inflateRaw);

export interface ArchiveLimits {
  /** Sum of the entries' uncompressed sizes (DOCUMENT_ARCHIVE_MAX_BYTES). */
  maxUncompressedBytes: number;
  /** Entries in the archive (DOCUMENT_ARCHIVE_MAX_ENTRIES). */
  maxEntries: number;
  /** Uncompressed ÷ compressed size of the archive and of each large entry (DOCUMENT_ARCHIVE_MAX_RATIO). */
  maxRatio: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 100,
};

/**
 * Below this many uncompressed bytes the ratio is not judged: small XML parts (an empty style
 * sheet, a run of spaces) legitimately compress a hundredfold and cannot hurt anyone.
 */
const RATIO_FLOOR_BYTES = 1024 * 1024;

export type ArchiveRefusal = 'too-large' | 'too-many-entries' | 'ratio' | 'mismatch' | 'invalid';

export class ArchiveError extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    readonly values: Record<string, number> = {},
  ) {
    super(`archive refused: ${reason} ${JSON.stringify(values)}`);
    this.name = 'ArchiveError';
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/** The entries of a zip's central directory; never inflates anything. */
export function zipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65535 bytes, searched from the end as
  // the zip readers do (PizZip included), so both read the same directory.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ArchiveError('invalid');
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  // ZIP64 exists for archives beyond 4 GiB or 65535 entries: never a document template.
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) throw new ArchiveError('too-large');
  if (offset + size > end) throw new ArchiveError('invalid');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw new ArchiveError('invalid');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString('utf8'),
    };
    if (
      entry.compressedSize === ZIP64_MARK ||
      entry.uncompressedSize === ZIP64_MARK ||
      entry.localHeaderOffset === ZIP64_MARK
    )
      throw new ArchiveError('too-large');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** Refuses an archive whose directory exceeds the limits (entries, total size, ratio). */
export function checkZipDirectory(bytes: Uint8Array, limits: ArchiveLimits): ZipEntry[] {
  const entries = zipDirectory(bytes);
  if (entries.length > limits.maxEntries)
    throw new ArchiveError('too-many-entries', { maxEntries: limits.maxEntries });
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes)
      throw new ArchiveError('too-large', { maxMegabytes: megabytes(limits.maxUncompressedBytes) });
    if (
      entry.uncompressedSize > RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
    )
      throw new ArchiveError('ratio', { maxRatio: limits.maxRatio });
  }
  if (total > RATIO_FLOOR_BYTES && total > limits.maxRatio * Math.max(1, bytes.length))
    throw new ArchiveError('ratio', { maxRatio: limits.maxRatio });
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw new ArchiveError('invalid');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ArchiveError('invalid');
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Checks the directory, then inflates every entry (in libuv's thread pool, never on the event
 * loop) with its declared size as the output limit: an entry that inflates to more than it
 * declares is stopped at that size and the archive refused.
 */
export async function checkArchive(bytes: Uint8Array, limits: ArchiveLimits): Promise<void> {
  const entries = checkZipDirectory(bytes, limits);
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw new ArchiveError('invalid');
      continue;
    }
    if (entry.method !== 8) throw new ArchiveError('invalid');
    let out: Buffer;
    try {
      out = await inflateRawAsync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ArchiveError('mismatch');
      throw new ArchiveError('invalid');
    }
    if (out.length !== entry.uncompressedSize) throw new ArchiveError('mismatch');
  }
}
