/**
 * The PDF report, written with pdf-lib (no DOM, no React: it runs on the server). Text is set in
 * an embedded Noto Sans so every language of the product (č, ć, đ, š, ž, ß, ü …) prints correctly
 * (embedded whole: pdf-lib's subsetting loses composite glyphs of this font).
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { canDrawThicknessChart, drawThicknessChart, thicknessChartTexts } from './chart';
import { productConductivityTables, reportInputs, reportNotes, type ReportData } from './reportContent';
import type { FigureTable } from '../components/resultRows';
import type { Ui } from '../components/uiCore';
import type { Comparison } from '../compare/compare';
import { shownCalculationName } from '../domain/defaults';
import { LANGUAGE_NAMES, type Language } from '@insulcalc/i18n/core';

/** The font the report is set in: a TrueType face covering Latin Extended-A. */
export type FontBytes = Uint8Array | ArrayBuffer;

/** Stand-ins for characters the font lacks (else a missing glyph would print as a box). */
const SUBSTITUTES: Record<string, string> = {
  '←': '<-',
  '↔': '<->',
  '−': '-',
  '…': '...',
};

/**
 * Typographic signs the font lacks, drawn as vector strokes instead (an arrow, not "->"): each is
 * a list of polylines in em units from the baseline (x right, y up) and its advance width.
 */
const VECTOR_SIGNS: Record<string, { width: number; lines: [number, number][][]; fill?: boolean }> = {
  '→': {
    width: 1,
    lines: [
      [
        [0.1, 0.33],
        [0.86, 0.33],
      ],
      [
        [0.6, 0.55],
        [0.88, 0.33],
        [0.6, 0.11],
      ],
    ],
  },
  '≤': {
    width: 0.75,
    lines: [
      [
        [0.65, 0.62],
        [0.1, 0.4],
        [0.65, 0.18],
      ],
      [
        [0.1, 0.04],
        [0.65, 0.04],
      ],
    ],
  },
  '≥': {
    width: 0.75,
    lines: [
      [
        [0.1, 0.62],
        [0.65, 0.4],
        [0.1, 0.18],
      ],
      [
        [0.1, 0.04],
        [0.65, 0.04],
      ],
    ],
  },
  '≠': {
    width: 0.75,
    lines: [
      [
        [0.1, 0.44],
        [0.65, 0.44],
      ],
      [
        [0.1, 0.22],
        [0.65, 0.22],
      ],
      [
        [0.5, 0.62],
        [0.25, 0.04],
      ],
    ],
  },
  '★': {
    width: 0.85,
    fill: true,
    lines: [
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => {
        const r = i % 2 === 0 ? 0.38 : 0.16;
        const a = Math.PI / 2 + (i * Math.PI) / 5;
        return [0.42 + r * Math.cos(a), 0.3 + r * Math.sin(a)] as [number, number];
      }),
    ],
  },
};
const VECTOR_SPLIT = /([→≤≥≠★])/u;

/** Replaces the characters the font cannot print by stand-ins (or '?'). */
export function printableWith(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text, (ch) => {
      const code = ch.codePointAt(0)!;
      if (supported.has(code) || code === 0x20 || ch in VECTOR_SIGNS) return ch;
      return SUBSTITUTES[ch] ?? '?';
    }).join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const CHART_HEIGHT = 250;
const ACCENT = rgb(0.55, 0.2, 0.08);
const MUTED = rgb(0.33, 0.33, 0.33);

/** Text with the typographic signs the font lacks drawn as vectors (see VECTOR_SIGNS). */
export class RichText {
  private readonly printable: (text: string) => string;
  constructor(readonly font: PDFFont) {
    this.printable = printableWith(font);
  }

  private parts(text: string): string[] {
    return this.printable(text)
      .split(VECTOR_SPLIT)
      .filter((p) => p !== '');
  }

  width(text: string, size: number): number {
    return this.parts(text).reduce(
      (sum, part) =>
        sum +
        (VECTOR_SIGNS[part] ? VECTOR_SIGNS[part].width * size : this.font.widthOfTextAtSize(part, size)),
      0,
    );
  }

  draw(page: PDFPage, text: string, x: number, y: number, size: number, color = rgb(0, 0, 0)) {
    let at = x;
    for (const part of this.parts(text)) {
      const sign = VECTOR_SIGNS[part];
      if (!sign) {
        page.drawText(part, { x: at, y, size, font: this.font, color });
        at += this.font.widthOfTextAtSize(part, size);
        continue;
      }
      for (const line of sign.lines) {
        const points = line.map(([px, py]) => ({ x: at + px * size, y: y + py * size }));
        if (sign.fill) {
          const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${p.x - at} ${-(p.y - y)}`).join(' ');
          page.drawSvgPath(`${path} Z`, { x: at, y, color });
        } else {
          for (let i = 1; i < points.length; i++)
            page.drawLine({ start: points[i - 1]!, end: points[i]!, thickness: size * 0.07, color });
        }
      }
      at += sign.width * size;
    }
  }
}

class Writer {
  page: PDFPage;
  y: number;
  readonly rich: RichText;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.rich = new RichText(font);
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Wraps text to the given width in points. */
  private wrap(text: string, size: number, width: number): string[] {
    const words = text.split(/\s+/);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.rich.width(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A heading never ends a page: it keeps room for itself and `keep` points of what follows. */
  heading(text: string, size = 14, keep = 16) {
    this.ensure(size + 14 + keep);
    this.y -= 8;
    this.rich.draw(this.page, text, MARGIN, this.y - size, size, ACCENT);
    this.y -= size + 6;
  }

  paragraph(text: string, size = 10) {
    for (const line of this.wrap(text, size, CONTENT_WIDTH)) {
      this.ensure(size + 4);
      this.rich.draw(this.page, line, MARGIN, this.y - size, size);
      this.y -= size + 4;
    }
  }

  /** A label on the left, value and unit on the right. */
  row(label: string, value: string, size = 10, strong = false) {
    const labelWidth = 300;
    const lines = this.wrap(label, size, labelWidth - 10);
    this.ensure((size + 4) * lines.length);
    const top = this.y;
    lines.forEach((line, i) => this.rich.draw(this.page, line, MARGIN, top - size - i * (size + 4), size));
    this.rich.draw(
      this.page,
      value,
      MARGIN + labelWidth,
      top - size,
      strong ? size + 1 : size,
      strong ? ACCENT : undefined,
    );
    this.y -= (size + 4) * lines.length + 2;
  }

  /**
   * Columns of text, right-aligned numbers after the first column; the header repeats on a new
   * page. `first` is the first column's width; header cells wrap to two lines when long.
   */
  table(header: string[], rows: string[][], size = 9, first = 120, marked?: (row: number) => boolean) {
    const columns = header.length;
    const width = (CONTENT_WIDTH - first) / Math.max(1, columns - 1);
    const right = (i: number) => MARGIN + first + width * i;
    const cellWidth = (i: number) => (i === 0 ? first - 6 : width - 6);
    // A cell wraps at spaces within its column (up to three lines; longer words are shortened).
    const fit = (text: string, i: number) =>
      this.wrap(text, size, cellWidth(i))
        .slice(0, 3)
        .map((piece) => {
          let cell = piece;
          while (cell.length > 1 && this.rich.width(cell, size) > cellWidth(i))
            cell = `${cell.slice(0, -2)}…`;
          return cell;
        });
    const line = (cells: string[], mark = false) => {
      const wrapped = cells.map(fit);
      const height = (size + 4) * Math.max(1, ...wrapped.map((w) => w.length));
      if (this.y - height < MARGIN) return false;
      if (mark)
        this.page.drawRectangle({
          x: MARGIN - 2,
          y: this.y - height + 1,
          width: CONTENT_WIDTH + 4,
          height: height,
          color: rgb(1, 0.957, 0.839),
        });
      wrapped.forEach((pieces, i) =>
        pieces.forEach((cell, l) => {
          const x = i === 0 ? MARGIN : right(i) - this.rich.width(cell, size);
          this.rich.draw(this.page, cell, x, this.y - size - l * (size + 4), size);
        }),
      );
      this.y -= height;
      return true;
    };
    const drawHeader = () => {
      line(header);
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 1 },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 1 },
        thickness: 0.5,
        color: rgb(0.6, 0.6, 0.6),
      });
      this.y -= 2;
    };
    // A short table stays on one page; a long one repeats its header on the next.
    const total = (size + 4) * (rows.length + 3) + 2;
    this.ensure(total <= 320 ? total : (size + 4) * 4 + 2);
    drawHeader();
    rows.forEach((cells, i) => {
      if (!line(cells, marked?.(i) ?? false)) {
        this.newPage();
        drawHeader();
        line(cells, marked?.(i) ?? false);
      }
    });
  }

  /** Reserves a block of `height` points and returns its top edge on the current page. */
  block(height: number): number {
    this.ensure(height);
    const top = this.y;
    this.y -= height;
    return top;
  }

  /** The brand block at the top of a first page: the mark, the name and what the report is. */
  brand(title: string, tagline: string) {
    const top = this.y;
    this.page.drawRectangle({ x: MARGIN, y: top - 34, width: 34, height: 34, color: ACCENT });
    // The mark: three insulation layers around a pipe, in white.
    for (const [r, w] of [
      [12, 2.2],
      [8, 1.6],
    ] as const)
      this.page.drawCircle({
        x: MARGIN + 17,
        y: top - 17,
        size: r,
        borderColor: rgb(1, 1, 1),
        borderWidth: w,
      });
    this.page.drawCircle({ x: MARGIN + 17, y: top - 17, size: 3.5, color: rgb(1, 1, 1) });
    this.rich.draw(this.page, 'Insulcalc', MARGIN + 44, top - 16, 16, ACCENT);
    this.rich.draw(this.page, tagline, MARGIN + 44, top - 30, 8.5, MUTED);
    const titleWidth = this.rich.width(title, 12);
    this.rich.draw(this.page, title, MARGIN + CONTENT_WIDTH - titleWidth, top - 16, 12);
    this.page.drawLine({
      start: { x: MARGIN, y: top - 42 },
      end: { x: MARGIN + CONTENT_WIDTH, y: top - 42 },
      thickness: 1,
      color: ACCENT,
    });
    this.y = top - 52;
  }
}

export function formatDate(date: Date, locale: string, timeZone: string | undefined): string {
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

async function newDocument(data: ReportData, fontBytes: FontBytes, title: string) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The whole face: pdf-lib's subsetting drops glyphs of Noto Sans (composite glyphs).
  const font = await doc.embedFont(fontBytes, { subset: false });
  doc.setTitle(title);
  doc.setLanguage(data.ui.intlLocale);
  doc.setCreator('Insulcalc');
  doc.setProducer('Insulcalc (pdf-lib)');
  doc.setCreationDate(data.date);
  doc.setModificationDate(data.date);
  // One face keeps the file small; headings differ by size and colour.
  return { doc, font, w: new Writer(doc, font, font) };
}

/** "Page N of M" and the document's name on every page, once all pages exist. */
function footers(doc: PDFDocument, rich: RichText, ui: Ui, name: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = ui.t('Insulation_Report_PageOf', { page: i + 1, pages: pages.length });
    const size = 8;
    page.drawLine({
      start: { x: MARGIN, y: MARGIN - 14 },
      end: { x: MARGIN + CONTENT_WIDTH, y: MARGIN - 14 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
    let label = `Insulcalc · ${name}`;
    while (label.length > 10 && rich.width(label, size) > CONTENT_WIDTH - 120)
      label = `${label.slice(0, -2)}…`;
    rich.draw(page, label, MARGIN, MARGIN - 26, size, MUTED);
    rich.draw(page, text, MARGIN + CONTENT_WIDTH - rich.width(text, size), MARGIN - 26, size, MUTED);
  });
}

function drawTable(w: Writer, table: FigureTable, size = 9, first = 120) {
  w.heading(table.title, 11, (size + 4) * 5);
  w.table(
    table.header,
    table.rows.map((r) => r.cells),
    size,
    first,
  );
}

/** One calculation's content: headline, errors, inputs, results, parts, economics, chart, λ(θ), notes. */
function writeCalculation(w: Writer, data: ReportData, font: PDFFont) {
  const { ui, sections, headline, errors, thickness } = data;
  const { t } = ui;
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
  if (data.parts) drawTable(w, data.parts, 8.5, 130);
  if (data.economic) {
    w.heading(data.economic.title, 12);
    for (const row of data.economic.rows) w.row(row.label, row.unit ? `${row.value} ${row.unit}` : row.value);
  }
  if (data.economicTable) drawTable(w, data.economicTable, 8.5, 90);

  if (headline) {
    const texts = thicknessChartTexts(ui, data.perMetre);
    w.heading(texts.title, 12, canDrawThicknessChart(thickness) ? CHART_HEIGHT : 16);
    if (canDrawThicknessChart(thickness)) {
      // The chart in the reader's units (the series are SI).
      const heatSi = data.perMetre ? 'W/m' : 'W';
      const shown = thickness.map((p) => ({
        thickness: ui.units.toShown(p.thickness, 'mm'),
        heatFlow: ui.units.toShown(p.heatFlow, heatSi),
        surfaceTemperature: ui.units.toShown(p.surfaceTemperature, '°C'),
      }));
      const top = w.block(CHART_HEIGHT);
      drawThicknessChart(
        w.page,
        font,
        { x: MARGIN, top, width: CONTENT_WIDTH, height: CHART_HEIGHT },
        {
          ui,
          points: shown,
          perMetre: data.perMetre,
          selectedThickness:
            data.selectedThickness === null ? null : ui.units.toShown(data.selectedThickness, 'mm'),
          printable: printableWith(font),
        },
      );
      w.y -= 10;
      // The chart's numbers as a table (the text alternative, as on screen).
      w.table(
        [texts.xTitle, texts.heatTitle, texts.surfaceTitle],
        thickness.map((p) => [
          ui.measure(p.thickness, 'mm', 0).value,
          ui.measure(p.heatFlow, heatSi, 2).value,
          ui.measure(p.surfaceTemperature, '°C', 1).value,
        ]),
      );
    } else {
      w.paragraph(t('Report_Chart_NotAvailable'), 9);
    }
  }

  for (const table of productConductivityTables(data)) drawTable(w, table, 9, 200);

  w.heading(t('Insulation_Report_Notes'), 11);
  for (const note of reportNotes({ ui, calculation: data.calculation, economic: !!data.economic }))
    w.paragraph(note, 9);
}

/** The header rows of a calculation: project, calculation, date, language. */
function writeMeta(w: Writer, data: ReportData, calculationName?: string) {
  const { ui } = data;
  const { t } = ui;
  w.row(t('Insulation_Project_Label'), data.projectName);
  if (calculationName !== undefined) w.row(t('Insulation_Report_Calculation'), calculationName);
  w.row(t('Insulation_Report_Date'), formatDate(data.date, ui.intlLocale, data.timeZone));
  w.row(t('Insulation_Report_Language'), LANGUAGE_NAMES[ui.language as Language] ?? ui.language);
}

/** Writes the report of one calculation; returns the PDF's bytes. */
export async function buildReportPdf(data: ReportData, fontBytes: FontBytes): Promise<Uint8Array> {
  const { ui, projectName, calculation } = data;
  const { t } = ui;
  const title = t('Insulation_Report_Title');
  const calculationName = shownCalculationName(calculation.name, t);
  const { doc, font, w } = await newDocument(
    data,
    fontBytes,
    `${title}: ${projectName} – ${calculationName}`,
  );
  w.brand(title, t('Insulation_Report_Tagline'));
  writeMeta(w, data, calculationName);
  writeCalculation(w, data, font);
  footers(doc, w.rich, ui, `${projectName} – ${calculationName}`);
  return doc.save();
}

/**
 * Writes the report of a whole project: the brand block and the comparison of its calculations
 * (four to a page, differing rows marked), then every calculation on its own pages.
 */
export async function buildProjectReportPdf(
  datas: readonly ReportData[],
  comparisons: readonly Comparison[],
  fontBytes: FontBytes,
): Promise<Uint8Array> {
  const first = datas[0]!;
  const { ui, projectName } = first;
  const { t } = ui;
  const title = t('Insulation_Report_ProjectTitle');
  const { doc, font, w } = await newDocument(first, fontBytes, `${title}: ${projectName}`);
  w.brand(title, t('Insulation_Report_Tagline'));
  writeMeta(w, first);
  w.row(t('Insulation_Report_CalculationCount'), String(datas.length));
  comparisons.forEach((comparison, i) => {
    if (i > 0) w.newPage();
    w.heading(t('Insulation_Report_Comparison'));
    w.paragraph(t('Insulation_Compare_Differences', { count: comparison.differences }), 9);
    for (const section of comparison.sections) {
      // The heading stays with its table when the table fits on a page.
      w.heading(section.title, 10, Math.min(320, 12 * (section.rows.length + 3)));
      w.table(
        [t('Insulation_Compare_Quantity'), ...comparison.columns.map((c) => c.name)],
        section.rows.map((row) => [
          `${row.differs ? '≠ ' : ''}${row.label}${row.unit ? ` (${row.unit})` : ''}`,
          ...row.cells.map((c) => c.text),
        ]),
        8,
        190,
        (r) => section.rows[r]?.differs ?? false,
      );
    }
  });
  for (const data of datas) {
    w.newPage();
    const name = shownCalculationName(data.calculation.name, t);
    w.heading(`${t('Insulation_Report_Calculation')}: ${name}`, 16);
    writeCalculation(w, data, font);
  }
  footers(doc, w.rich, ui, projectName);
  return doc.save();
}
