/**
 * The PDF report, written with pdf-lib (no DOM, no React: it runs on the server). Text is set in
 * an embedded Noto Sans so every language of the product (č, ć, đ, š, ž, ß, ü …) prints correctly
 * (embedded whole: pdf-lib's subsetting loses composite glyphs of this font).
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { canDrawThicknessChart, drawThicknessChart, thicknessChartTexts } from './chart';
import { reportInputs, type ReportData } from './reportContent';
import { LANGUAGE_NAMES, type Language } from '@insulcalc/i18n/core';

/** The font the report is set in: a TrueType face covering Latin Extended-A. */
export type FontBytes = Uint8Array | ArrayBuffer;

/** Stand-ins for characters the font lacks (else a missing glyph would print as a box). */
const SUBSTITUTES: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '≤': '<=',
  '≥': '>=',
  '−': '-',
  '…': '...',
  '★': '*',
};

/** Replaces the characters the font cannot print by stand-ins (or '?'). */
export function printableWith(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text, (ch) => {
      const code = ch.codePointAt(0)!;
      if (supported.has(code) || code === 0x20) return ch;
      return SUBSTITUTES[ch] ?? '?';
    }).join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const CHART_HEIGHT = 250;

class Writer {
  page: PDFPage;
  y: number;
  private readonly printable: (text: string) => string;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.printable = printableWith(font);
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /** Wraps text to the given width in points. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = text.split(/\s+/);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  heading(raw: string, size = 14) {
    const text = this.printable(raw);
    // A heading never ends a page: keep room for it and the first line after it.
    this.ensure(size + 14 + 16);
    this.y -= 8;
    this.page.drawText(text, {
      x: MARGIN,
      y: this.y - size,
      size,
      font: this.bold,
      color: rgb(0.55, 0.2, 0.08),
    });
    this.y -= size + 6;
  }

  paragraph(text: string, size = 10) {
    for (const line of this.wrap(this.printable(text), this.font, size, CONTENT_WIDTH)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font: this.font });
      this.y -= size + 4;
    }
  }

  /** A label on the left, value and unit on the right. */
  row(label: string, rawValue: string, size = 10, strong = false) {
    const labelWidth = 300;
    const value = this.printable(rawValue);
    const lines = this.wrap(this.printable(label), this.font, size, labelWidth - 10);
    this.ensure((size + 4) * lines.length);
    const top = this.y;
    lines.forEach((line, i) => {
      this.page.drawText(line, { x: MARGIN, y: top - size - i * (size + 4), size, font: this.font });
    });
    this.page.drawText(value, {
      x: MARGIN + labelWidth,
      y: top - size,
      size,
      font: strong ? this.bold : this.font,
    });
    this.y -= (size + 4) * lines.length + 2;
  }

  /** Columns of text, right-aligned numbers after the first column; the header repeats on a new page. */
  table(header: string[], rows: string[][], size = 9) {
    const columns = header.length;
    const first = 120;
    const width = (CONTENT_WIDTH - first) / Math.max(1, columns - 1);
    const right = (i: number) => MARGIN + first + width * i;
    const line = (cells: string[], font: PDFFont) => {
      cells.map(this.printable).forEach((cell, i) => {
        const x = i === 0 ? MARGIN : right(i) - font.widthOfTextAtSize(cell, size);
        this.page.drawText(cell, { x, y: this.y - size, size, font });
      });
      this.y -= size + 4;
    };
    const drawHeader = () => {
      line(header, this.bold);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 1 },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 1 },
        thickness: 0.5,
        color: rgb(0.6, 0.6, 0.6),
      });
      this.y -= 2;
    };
    // A short table stays on one page; a long one repeats its header on the next.
    const total = (size + 4) * (rows.length + 1) + 2;
    this.ensure(total <= 320 ? total : (size + 4) * 2 + 2);
    drawHeader();
    for (const cells of rows) {
      if (this.y - (size + 4) < MARGIN) {
        this.ensure(Number.POSITIVE_INFINITY);
        drawHeader();
      }
      line(cells, this.font);
    }
  }

  /** Reserves a block of `height` points and returns its top edge on the current page. */
  block(height: number): number {
    this.ensure(height);
    const top = this.y;
    this.y -= height;
    return top;
  }
}

function formatDate(date: Date, locale: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** Writes the report; returns the PDF's bytes. */
export async function buildReportPdf(data: ReportData, fontBytes: FontBytes): Promise<Uint8Array> {
  const { ui, projectName, calculation, sections, headline, errors, thickness } = data;
  const { t, format } = ui;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The whole face: pdf-lib's subsetting drops glyphs of Noto Sans (composite glyphs).
  const font = await doc.embedFont(fontBytes, { subset: false });
  // One face keeps the file small; headings differ by size and colour.
  const bold = font;
  const title = t('Insulation_Report_Title');
  const calculationName = calculation.name || t('Insulation_Calculation_Unnamed');
  doc.setTitle(`${title}: ${projectName} – ${calculationName}`);
  doc.setLanguage(ui.intlLocale);
  doc.setCreator('Insulcalc');
  doc.setProducer('Insulcalc (pdf-lib)');
  doc.setCreationDate(data.date);
  doc.setModificationDate(data.date);

  const w = new Writer(doc, font, bold);
  w.heading(title, 18);
  w.row(t('Insulation_Project_Label'), projectName);
  w.row(t('Insulation_Report_Calculation'), calculationName);
  w.row(t('Insulation_Report_Date'), formatDate(data.date, ui.intlLocale, data.timeZone));
  w.row(t('Insulation_Report_Language'), LANGUAGE_NAMES[ui.language as Language] ?? ui.language);

  if (headline) {
    w.heading(t('Insulation_Results_Title'));
    w.row(headline.label, `${headline.value} ${headline.unit}`, 12, true);
  }
  if (errors.length > 0) {
    w.heading(t('Insulation_Results_Invalid'));
    for (const e of errors) w.paragraph(`• ${e}`);
  }

  w.heading(t('Insulation_Report_Inputs'));
  for (const group of reportInputs(data)) {
    w.heading(group.title, 11);
    for (const row of group.rows) w.row(row.label, row.unit ? `${row.value} ${row.unit}` : row.value);
  }

  for (const section of sections) {
    w.heading(section.title, 12);
    for (const row of section.rows) w.row(row.label, row.unit ? `${row.value} ${row.unit}` : row.value);
  }

  if (headline) {
    const texts = thicknessChartTexts(ui, data.perMetre);
    w.heading(texts.title, 12);
    if (canDrawThicknessChart(thickness)) {
      const top = w.block(CHART_HEIGHT);
      drawThicknessChart(
        w.page,
        font,
        { x: MARGIN, top, width: CONTENT_WIDTH, height: CHART_HEIGHT },
        {
          ui,
          points: thickness,
          perMetre: data.perMetre,
          selectedThickness: data.selectedThickness,
          printable: printableWith(font),
        },
      );
      w.y -= 10;
      // The chart's numbers as a table (the text alternative, as on screen).
      w.table(
        [texts.xTitle, texts.heatTitle, texts.surfaceTitle],
        thickness.map((p) => [
          format(p.thickness, 0),
          format(p.heatFlow, 2),
          format(p.surfaceTemperature, 1),
        ]),
      );
    } else {
      w.paragraph(t('Report_Chart_NotAvailable'), 9);
    }
  }

  w.heading(t('Insulation_Report_Notes'), 11);
  w.paragraph(t('Insulation_Report_Disclaimer'), 9);
  return doc.save();
}
