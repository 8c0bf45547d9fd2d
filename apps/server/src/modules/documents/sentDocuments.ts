import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { sentDocument, type SentDocumentRow } from '../../db/schema/documents';
import type { RenderedDocument } from './service';

/** One printed figure: the configurator's result row (label, value, unit) in the document's language. */
export interface FigureRow {
  label: string;
  value: string;
  unit: string;
}
export interface FigureGroup {
  title: string;
  rows: FigureRow[];
}
/** A figure that reads differently in a later render than in the sent document. */
export interface FigureDifference {
  title: string;
  label: string;
  sent: string;
  now: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function groupsOf(value: unknown): FigureGroup[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((g) => ({
    title: typeof g.title === 'string' ? g.title : '',
    rows: (Array.isArray(g.rows) ? g.rows : []).filter(isRecord).map((r) => ({
      label: String(r.label ?? ''),
      value: String(r.value ?? ''),
      unit: String(r.unit ?? ''),
    })),
  }));
}

/**
 * The figures a document printed, from its render context: the calculation's inputs and result
 * sections (the calculation report's own context, or an offer's `calculation.summary`), and the
 * headline. Whatever else the template read is kept as the inputs.
 */
export function figuresOf(context: Record<string, unknown> | undefined): FigureGroup[] {
  if (!context) return [];
  const source = isRecord(context.calculation) ? context.calculation : context;
  const groups = isRecord(context.calculation)
    ? groupsOf(source.summary)
    : [...groupsOf(source.inputs), ...groupsOf(source.sections)];
  // The headline first, untitled (the record and the task read the sent heat loss from it).
  const h = source.headline;
  if (isRecord(h) && typeof h.label === 'string')
    groups.unshift({
      title: '',
      rows: [{ label: h.label, value: String(h.value ?? ''), unit: String(h.unit ?? '') }],
    });
  return groups;
}

/** The rows of each title, groups of the same title joined in order. */
function rowsByTitle(groups: FigureGroup[]): Map<string, FigureRow[]> {
  const byTitle = new Map<string, FigureRow[]>();
  for (const g of groups) {
    const rows = byTitle.get(g.title);
    if (rows) rows.push(...g.rows);
    else byTitle.set(g.title, [...g.rows]);
  }
  return byTitle;
}

const shown = (r: FigureRow) => (r.unit ? `${r.value} ${r.unit}` : r.value);

/**
 * The figures of `now` that differ from (or are missing in) `sent`, by group title and label. A
 * label may carry a figure itself ("λ at its mean temperature 57.9 °C"): a row whose label has no
 * match is paired with the unmatched row at the same place of the same group, so one changed row
 * reads as one difference (its sent label beside the sent value), not as one removed and one added.
 */
export function differencesOf(sent: FigureGroup[], now: FigureGroup[]): FigureDifference[] {
  const sentByTitle = rowsByTitle(sent);
  const nowByTitle = rowsByTitle(now);
  const out: FigureDifference[] = [];
  const used = new Set<FigureRow>();
  for (const [title, rows] of nowByTitle) {
    const before = sentByTitle.get(title) ?? [];
    const labels = new Set(rows.map((r) => r.label));
    const sentLabels = new Set(before.map((r) => r.label));
    rows.forEach((r, i) => {
      let old = before.find((o) => o.label === r.label && !used.has(o));
      const sameSpot = before[i];
      if (!old && !sentLabels.has(r.label) && sameSpot && !used.has(sameSpot) && !labels.has(sameSpot.label))
        old = sameSpot;
      if (old) used.add(old);
      const was = old ? (old.label === r.label ? shown(old) : `${shown(old)} (${old.label})`) : '';
      if (!old || was !== shown(r)) out.push({ title, label: r.label, sent: was, now: shown(r) });
    });
  }
  for (const [title, rows] of sentByTitle)
    for (const old of rows)
      if (!used.has(old)) out.push({ title, label: old.label, sent: shown(old), now: '' });
  return out;
}

export interface StoreSentDocument {
  entityId: string;
  entityInstanceId: string;
  processId?: string | null;
  jobKey?: string | null;
  kind: 'sent' | 'rendered';
  output?: string | null;
  language: string;
  inputs: Record<string, unknown>;
  document: RenderedDocument;
  createdBy: string | null;
  createdByName: string | null;
}

/** The latest document sent for a record with a template (what a later render is compared with). */
export async function latestSent(
  db: Db,
  entityId: string,
  entityInstanceId: string,
  templateId: string,
): Promise<SentDocumentRow | null> {
  const [row] = await db
    .select()
    .from(sentDocument)
    .where(
      and(
        eq(sentDocument.entityId, entityId),
        eq(sentDocument.entityInstanceId, entityInstanceId),
        eq(sentDocument.templateId, templateId),
        eq(sentDocument.kind, 'sent'),
      ),
    )
    .orderBy(desc(sentDocument.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a document as it left (never updated afterwards). A 'rendered' one is compared with the
 * latest sent document of its template for the record; a job's one is written in the job's
 * effect transaction (pass that transaction as `db`).
 */
export async function storeSentDocument(db: Db, input: StoreSentDocument): Promise<SentDocumentRow> {
  const figures = figuresOf(input.document.context);
  const templateId = input.document.templateId ?? '';
  const basedOn =
    input.kind === 'rendered'
      ? await latestSent(db, input.entityId, input.entityInstanceId, templateId)
      : null;
  const [row] = await db
    .insert(sentDocument)
    .values({
      id: randomUUID(),
      entityId: input.entityId,
      entityInstanceId: input.entityInstanceId,
      processId: input.processId ?? null,
      jobKey: input.jobKey ?? null,
      kind: input.kind,
      output: input.output ?? null,
      templateId,
      templateVersion: input.document.templateVersion ?? null,
      language: input.language,
      fileName: input.document.fileName,
      contentType: input.document.contentType,
      contentBase64: Buffer.from(input.document.bytes).toString('base64'),
      inputs: input.inputs,
      figures,
      basedOnId: basedOn?.id ?? null,
      differences: basedOn ? differencesOf(groupsOf(basedOn.figures), figures) : null,
      createdBy: input.createdBy,
      createdByName: input.createdByName,
    })
    .returning();
  return row!;
}

/** A record's stored documents, newest first (without their bytes). */
export async function sentDocumentsOf(db: Db, entityId: string, entityInstanceId: string) {
  const rows = await db
    .select()
    .from(sentDocument)
    .where(and(eq(sentDocument.entityId, entityId), eq(sentDocument.entityInstanceId, entityInstanceId)))
    .orderBy(desc(sentDocument.createdAt));
  return rows.map(sentDocumentDto);
}

export function sentDocumentDto(row: SentDocumentRow) {
  return {
    id: row.id,
    kind: row.kind,
    output: row.output,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    language: row.language,
    fileName: row.fileName,
    processId: row.processId,
    figures: groupsOf(row.figures),
    basedOnId: row.basedOnId,
    differences: row.differences ?? null,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    href: `/api/v1/documents/sent/${encodeURIComponent(row.id)}/content`,
  };
}

export async function loadSentDocument(db: Db, id: string): Promise<SentDocumentRow | null> {
  const [row] = await db.select().from(sentDocument).where(eq(sentDocument.id, id)).limit(1);
  return row ?? null;
}
