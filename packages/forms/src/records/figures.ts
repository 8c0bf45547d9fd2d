import type { RequestCalculationDto } from '@insulcalc/api-schema';

/**
 * A record's calculation rows and the documents kept as they left, as the server answers them
 * (GET api/v1/workflow/requests/{entityId}/{instanceId}/calculation, GET api/v1/documents/sent).
 * The task page and the record's controls read them with these types and narrowing functions.
 */

/** The record's calculation as readable rows; `sentAt` when they are the sent offer's. */
export type RecordCalculation = NonNullable<RequestCalculationDto['calculation']>;

/** One group of the configurator's rows (inputs and results), in the reader's language. */
export type FigureGroup = RecordCalculation['summary'][number];

/** A document kept as it left (sent by a process, or a later download). */
export interface SentDocument {
  id: string;
  kind: 'sent' | 'rendered';
  templateId: string;
  templateVersion: number | null;
  fileName: string;
  /** Against the sent document: the figures that read differently in this later version. */
  differences: { title: string; label: string; sent: string; now: string }[] | null;
  createdBy: string | null;
  createdAt: string;
  /** Opens the stored bytes (never a re-render). */
  href: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A row as printed: "21.26 W/m", or the value alone. */
export const shownFigure = (row: { value: string; unit: string }): string =>
  row.unit ? `${row.value} ${row.unit}` : row.value;

export function readFigureGroups(value: unknown): FigureGroup[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((g) => ({
    title: text(g.title),
    rows: (Array.isArray(g.rows) ? g.rows : [])
      .filter(isRecord)
      .map((r) => ({ label: text(r.label), value: text(r.value), unit: text(r.unit) })),
  }));
}

export function readSentDocuments(value: unknown): SentDocument[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((d) => typeof d.id === 'string' && typeof d.href === 'string')
    .map((d) => ({
      id: d.id as string,
      kind: d.kind === 'sent' ? 'sent' : 'rendered',
      templateId: text(d.templateId),
      templateVersion: typeof d.templateVersion === 'number' ? d.templateVersion : null,
      fileName: text(d.fileName) || text(d.templateId),
      differences: Array.isArray(d.differences)
        ? d.differences.filter(isRecord).map((x) => ({
            title: text(x.title),
            label: text(x.label),
            sent: text(x.sent),
            now: text(x.now),
          }))
        : null,
      createdBy: textOrNull(d.createdBy),
      createdAt: text(d.createdAt),
      href: d.href as string,
    }));
}

export function readRecordCalculation(value: unknown): RecordCalculation | null {
  if (!isRecord(value)) return null;
  const h = value.headline;
  return {
    projectName: textOrNull(value.projectName),
    calculationName: textOrNull(value.calculationName),
    headline: isRecord(h) ? { label: text(h.label), value: text(h.value), unit: text(h.unit) } : null,
    summary: readFigureGroups(value.summary),
    sentAt: textOrNull(value.sentAt),
  };
}

/** A date and time in the reader's language. */
export function formatRecordDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
