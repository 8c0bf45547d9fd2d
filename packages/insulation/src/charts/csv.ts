/**
 * CSV for spreadsheets, shared by the size-range table and the comparison: UTF-8 with a byte order
 * mark (else Excel reads č, ć, đ as mojibake), ';' between fields where the language writes a
 * decimal comma, CRLF lines, and a formula guard that escapes text a spreadsheet would run as a
 * formula but leaves numbers — negative ones included — as numbers.
 */
import Papa from 'papaparse';
import type { Ui } from '../components/uiCore';

/** The UTF-8 byte order mark. */
export const BYTE_ORDER_MARK = '\uFEFF';

export function csvDelimiter(ui: Ui): ',' | ';' {
  return ui.formatInput(1.5).includes(',') ? ';' : ',';
}

/**
 * Cells a spreadsheet would read as a formula (= + - @, tab, carriage return first), except a plain
 * number: "-4.49" (or "-4,49") is a negative number, not a formula, and must import as one.
 */
export const FORMULA_GUARD = /^(?!-\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/** Rows of cells → the CSV text (BOM, the language's delimiter, CRLF, the formula guard). */
export function toCsv(rows: readonly (readonly string[])[], ui: Ui): string {
  const csv = Papa.unparse(rows as string[][], {
    delimiter: csvDelimiter(ui),
    newline: '\r\n',
    escapeFormulae: FORMULA_GUARD,
  });
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}
