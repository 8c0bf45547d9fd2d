import { formatNumber, getNumberSeparators } from '@insulcalc/i18n';
import { performRequest, type HttpClient } from '@insulcalc/shell/http';
import {
  VIEW_PAGE_SIZE_MAX,
  type ViewColumnAnswer,
  type ViewFilter,
  type ViewRow,
  type ViewRowsAnswer,
  type ViewSort,
} from '../core/index';
import { VIEW_CALLS } from '../views/viewsApi';
import { exportValue, type CellFormatContext } from './cells';

/** An export stops here: the default count limit of a view ("10,000+"). */
export const EXPORT_MAX_ROWS = 10_000;

export type ExportFormat = 'csv' | 'xlsx';

/** A spreadsheet formula in a cell would run when the file opens: such text gets a leading quote. */
function defuse(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(text: string, delimiter: string): string {
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as CSV in the user's number format (RFC 4180 quoting): where the decimal separator is
 * a comma the fields are separated by semicolons, as spreadsheets of those locales expect. Starts
 * with a byte-order mark so spreadsheets read UTF-8 (č, ć, đ, ß).
 */
export function buildCsv(
  columns: readonly ViewColumnAnswer[],
  rows: readonly ViewRow[],
  context: CellFormatContext,
): string {
  const delimiter = getNumberSeparators(context.language).decimal === ',' ? ';' : ',';
  const lines = [columns.map((c) => csvField(defuse(c.title), delimiter)).join(delimiter)];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => {
          const value = exportValue(column, row.values[column.attribute], context);
          if (value === null) return '';
          if (typeof value === 'number')
            return csvField(
              formatNumber(value, context.language, undefined, { useGrouping: false }),
              delimiter,
            );
          return csvField(defuse(value), delimiter);
        })
        .join(delimiter),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The rows as an XLSX workbook (exceljs loads on first export only). Numbers stay numeric cells. */
export async function buildXlsx(
  title: string,
  columns: readonly ViewColumnAnswer[],
  rows: readonly ViewRow[],
  context: CellFormatContext,
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => ({
    header: column.title,
    key: column.attribute,
    width: Math.max(10, Math.min(60, Math.round((column.width ?? 120) / 7))),
    ...(column.dataType === 'integer' ? { style: { numFmt: '0' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const record: Record<string, string | number | null> = {};
    for (const column of columns) {
      const value = exportValue(column, row.values[column.attribute], context);
      record[column.attribute] = typeof value === 'string' ? defuse(value) : value;
    }
    sheet.addRow(record);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/**
 * Every row the grid's filters and sort match, page after page of the largest page size, up to
 * {@link EXPORT_MAX_ROWS}. A failed page fails the export (its message is shown by the caller).
 */
export async function fetchAllRows(
  http: HttpClient,
  viewId: string,
  query: { sort: ViewSort[] | null; filters: ViewFilter[] },
  signal?: AbortSignal,
): Promise<{ answer: ViewRowsAnswer; rows: ViewRow[] }> {
  const rows: ViewRow[] = [];
  let answer: ViewRowsAnswer | null = null;
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const result = await performRequest<ViewRowsAnswer>(
      http,
      {
        url: VIEW_CALLS.rows(viewId),
        method: 'POST',
        body: {
          page,
          pageSize: VIEW_PAGE_SIZE_MAX,
          filters: query.filters,
          ...(query.sort ? { sort: query.sort } : {}),
        },
        lockForm: false,
        silent: true,
      },
      signal ? { signal } : {},
    );
    if (result.error) throw result.error;
    answer = result.data;
    rows.push(...answer.rows);
    if (answer.rows.length < VIEW_PAGE_SIZE_MAX) break;
  }
  return { answer: answer!, rows: rows.slice(0, EXPORT_MAX_ROWS) };
}

/** A file name from the view's title and today's date: "Offer requests 2026-11-24.csv". */
export function exportFileName(title: string, format: ExportFormat, now = new Date()): string {
  const safe =
    [...title]
      .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .trim() || 'export';
  return `${safe} ${now.toISOString().slice(0, 10)}.${format}`;
}
