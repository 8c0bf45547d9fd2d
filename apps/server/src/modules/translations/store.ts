import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatMessageText } from '@insulcalc/i18n/core';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { fingerprint, fingerprintDir, seedIfChanged } from '../../db/seedState';
import { translation } from '../../db/schema/translations';
import { translationFolders, type TranslationFolder } from './folders';
import { FALLBACK_LANGUAGE, type LanguageCode } from './languages';

/** Shape of one seed file: `{ "Key": { "en": "…", "sl": "…", … } }` (a text may be null). */
export const seedFileSchema = z.record(
  z.string().min(1).max(200),
  z.record(z.string().min(2).max(10), z.string().max(20000).nullable()),
);

export interface TranslationRow {
  key: string;
  language: string;
  text: string | null;
  source: string;
}

/**
 * Reads every `*.json` under the folder (in name order); throws with the file name on malformed
 * content. A key defined by two files keeps the later file's texts; `duplicates` names them.
 * Rows carry `<owner>/<namespace>` as their source (just the namespace without an owner).
 */
export function readSeedFolder(dir: string, duplicates: string[] = [], owner?: string): TranslationRow[] {
  return readSeedFolders([{ owner: owner ?? '', dir }], duplicates);
}

/** The texts of several folders (see readSeedFolder); a later folder's text of a key wins. */
export function readSeedFolders(
  folders: readonly Pick<TranslationFolder, 'owner' | 'dir'>[],
  duplicates: string[] = [],
): TranslationRow[] {
  const byKey = new Map<string, TranslationRow>();
  for (const { owner, dir } of folders) {
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      continue;
    }
    for (const file of files) {
      const source = owner ? `${owner}/${basename(file, '.json')}` : basename(file, '.json');
      let parsed: z.infer<typeof seedFileSchema>;
      try {
        parsed = seedFileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      } catch (err) {
        throw new Error(`Translation seed ${source}.json is not valid: ${(err as Error).message}`, {
          cause: err,
        });
      }
      for (const [key, texts] of Object.entries(parsed)) {
        for (const [language, text] of Object.entries(texts)) {
          const id = `${key}\u0000${language}`;
          const previous = byKey.get(id);
          if (previous && previous.source !== source && language === 'en')
            duplicates.push(`${key} (${previous.source}, ${source})`);
          byKey.set(id, { key, language, text, source });
        }
      }
    }
  }
  return [...byKey.values()];
}

/** Every folder the seed reads: the packages' `translations/` folders and the server's own. */
export function seedTranslationFolders(paths: { packageRoot: string; seedDir: string }): TranslationFolder[] {
  return translationFolders(paths.packageRoot, join(paths.seedDir, 'translations'));
}

/**
 * Upserts the seed texts (only rows whose text or source changed are written) and removes rows a
 * seed file used to hold but no longer does. Texts added at runtime (source null) are kept.
 */
export async function loadTranslations(
  db: Db,
  rows: TranslationRow[],
): Promise<{ written: number; removed: number }> {
  let written = 0;
  const CHUNK = 400;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const result = await db
      .insert(translation)
      .values(chunk.map((r) => ({ key: r.key, language: r.language, text: r.text, source: r.source })))
      .onConflictDoUpdate({
        target: [translation.key, translation.language],
        set: { text: sql`excluded.text`, source: sql`excluded.source`, updatedAt: sql`now()` },
        setWhere: sql`${translation.text} is distinct from excluded.text or ${translation.source} is distinct from excluded.source`,
      })
      .returning({ key: translation.key });
    written += result.length;
  }
  let removed = 0;
  const sources = [...new Set(rows.map((r) => r.source))];
  for (const source of sources) {
    const keys = [
      ...new Set(rows.filter((r) => r.source === source).map((r) => `${r.key}\u0000${r.language}`)),
    ];
    const existing = await db
      .select({ key: translation.key, language: translation.language })
      .from(translation)
      .where(eq(translation.source, source));
    const wanted = new Set(keys);
    const stale = existing.filter((e) => !wanted.has(`${e.key}\u0000${e.language}`));
    for (const s of stale) {
      await db
        .delete(translation)
        .where(
          and(
            eq(translation.key, s.key),
            eq(translation.language, s.language),
            eq(translation.source, source),
          ),
        );
      removed++;
    }
  }
  // A seed file that disappeared entirely: drop its rows too.
  if (sources.length > 0) {
    const gone = await db
      .delete(translation)
      .where(and(isNotNull(translation.source), notInArray(translation.source, sources)))
      .returning({ key: translation.key });
    removed += gone.length;
  }
  invalidateTranslationCache();
  return { written, removed };
}

/** Loads the seed files into the table; skipped when no file changed since the last load. */
export async function seedTranslations(ctx: ServerContext): Promise<void> {
  const folders = seedTranslationFolders(ctx.paths);
  if (folders.length === 0) return;
  const fp = fingerprint(
    'translations-v2',
    ...folders.flatMap((f) => [f.owner, fingerprintDir(f.dir, (p) => p.endsWith('.json'))]),
  );
  await seedIfChanged(ctx, 'translations', fp, async () => {
    const duplicates: string[] = [];
    const rows = readSeedFolders(folders, duplicates);
    if (duplicates.length > 0)
      ctx.log.warn(
        { keys: duplicates },
        'translations: keys defined in more than one seed file (the later file wins)',
      );
    const { written, removed } = await loadTranslations(ctx.db, rows);
    ctx.log.info(
      { texts: rows.length, written, removed, owners: folders.map((f) => f.owner) },
      'translations: seed loaded',
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Lookup with a short per-process cache (other processes may change texts: TTL keeps it fresh).

const CACHE_TTL_MS = 30_000;
interface CacheEntry {
  at: number;
  /** The `translations` data version the map was read under ('' when none is registered). */
  stamp: string;
  texts: Promise<LanguageTexts>;
}

/** One language's texts, whole and by namespace. */
interface LanguageTexts {
  map: Map<string, string | null>;
  /** namespace → key → text (see {@link namespaceOfSource}). */
  namespaces: Map<string, Map<string, string | null>>;
}

/**
 * The namespace of texts added at run time (source null): code-list items' names, the form
 * designer's labels, an administrator's edits. They belong to no package (decision 0035).
 */
export const DATA_NAMESPACE = 'data';

/**
 * A text's namespace: the package owning its seed file (`insulation/insulation-ui` →
 * `insulation`, the server's own `server/forms` → `server`), or `data` for a runtime text.
 */
export function namespaceOfSource(source: string | null): string {
  if (source === null) return DATA_NAMESPACE;
  const slash = source.indexOf('/');
  return slash < 0 ? source : source.slice(0, slash);
}

/**
 * Per database, the current `translations` data version (the read cache's, moved by the table's
 * trigger in every process): a text written anywhere (an administrator's code-list names) is read
 * again at once instead of after the TTL.
 */
const stamps = new WeakMap<Db, () => string>();
export function registerTranslationStamp(db: Db, stamp: () => string): void {
  stamps.set(db, stamp);
}
const cache = new WeakMap<Db, Map<string, CacheEntry>>();

export function invalidateTranslationCache(): void {
  // WeakMap cannot be cleared; bump a generation instead.
  generation++;
}
let generation = 0;
const generationOf = new WeakMap<Map<string, CacheEntry>, number>();

async function loadLanguage(db: Db, language: LanguageCode): Promise<LanguageTexts> {
  const rows = await db
    .select({
      key: translation.key,
      language: translation.language,
      text: translation.text,
      source: translation.source,
    })
    .from(translation)
    .where(
      inArray(
        translation.language,
        language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE],
      ),
    );
  const map = new Map<string, string | null>();
  const namespaceOf = new Map<string, string>();
  for (const r of rows)
    if (r.language === FALLBACK_LANGUAGE) {
      map.set(r.key, r.text);
      namespaceOf.set(r.key, namespaceOfSource(r.source));
    }
  if (language !== FALLBACK_LANGUAGE)
    for (const r of rows)
      if (r.language === language) {
        map.set(r.key, r.text);
        // A key only this language has (a runtime text) still needs a namespace.
        if (!namespaceOf.has(r.key)) namespaceOf.set(r.key, namespaceOfSource(r.source));
      }
  const namespaces = new Map<string, Map<string, string | null>>();
  for (const key of [...map.keys()].sort()) {
    const ns = namespaceOf.get(key) ?? DATA_NAMESPACE;
    let texts = namespaces.get(ns);
    if (!texts) namespaces.set(ns, (texts = new Map()));
    texts.set(key, map.get(key) ?? null);
  }
  return { map, namespaces };
}

/** key → text for a language, English texts filling keys the language lacks (null texts kept). */
export async function getTranslations(db: Db, language: LanguageCode): Promise<Map<string, string | null>> {
  return (await languageTexts(db, language)).map;
}

/**
 * One namespace's texts of a language (keys sorted; English filling keys the language lacks), or
 * undefined when no text belongs to it. The `data` namespace always exists (maybe empty).
 */
export async function getTranslationNamespace(
  db: Db,
  language: LanguageCode,
  namespace: string,
): Promise<Map<string, string | null> | undefined> {
  const texts = (await languageTexts(db, language)).namespaces.get(namespace);
  return texts ?? (namespace === DATA_NAMESPACE ? new Map() : undefined);
}

function languageTexts(db: Db, language: LanguageCode): Promise<LanguageTexts> {
  let perDb = cache.get(db);
  if (!perDb || generationOf.get(perDb) !== generation) {
    perDb = new Map();
    cache.set(db, perDb);
    generationOf.set(perDb, generation);
  }
  const stamp = stamps.get(db)?.() ?? '';
  const hit = perDb.get(language);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < CACHE_TTL_MS) return hit.texts;
  const entry: CacheEntry = { at: Date.now(), stamp, texts: loadLanguage(db, language) };
  perDb.set(language, entry);
  entry.texts.catch(() => perDb.delete(language));
  return entry.texts;
}

/** Formats an ICU message (arguments, plurals, selects) in `language`. */
export function formatMessage(
  text: string,
  values?: Record<string, string | number>,
  language?: LanguageCode,
): string {
  // The i18n package's ICU formatter (plurals of the six languages), the same as the clients'.
  return values ? formatMessageText(text, values, language) : text;
}

/** Translates a key for the user's language; unknown keys come back as the key itself. */
export async function translate(
  db: Db,
  language: LanguageCode,
  key: string,
  values?: Record<string, string | number>,
): Promise<string> {
  try {
    const map = await getTranslations(db, language);
    const text = map.get(key);
    return text == null ? key : formatMessage(text, values, language);
  } catch {
    return key;
  }
}
