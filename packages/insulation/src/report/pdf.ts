/**
 * The PDF report, built in the browser with pdf-lib (no server round trip). Text is set in an
 * embedded Noto Sans so every language of the product (č, ć, đ, š, ž, ß, ü …) prints
 * correctly (embedded whole: pdf-lib's subsetting loses composite glyphs). Loaded lazily when the user asks for a report.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { reportInputs, type ReportData } from './reportContent';
import { getReportFontUrls } from './fonts';

export type { ReportData } from './reportContent';

const LANGUAGE_NAMES: Record<string, string> = {
  sl: 'Slovenščina',
  sr: 'Srpski',
  en: 'English',
  de: 'Deutsch',
  bs: 'Bosanski',
  hr: 'Hrvatski',
};

export interface FontSource {
  regular: Uint8Array | ArrayBuffer;
}

async function fetchFonts(): Promise<FontSource> {
  const urls = getReportFontUrls();
  if (!urls) throw new Error('The report fonts are not configured: call setReportFontUrls() at start.');
  const response = await fetch(urls.regular);
  if (!response.ok) throw new Error(`Font ${urls.regular}: HTTP ${response.status}`);
  return { regular: await response.arrayBuffer() };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number) {
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

  heading(text: string, size = 14) {
    this.ensure(size + 14);
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
    for (const line of this.wrap(text, this.font, size, A4[0] - 2 * MARGIN)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font: this.font });
      this.y -= size + 4;
    }
  }

  /** A label on the left, value and unit on the right. */
  row(label: string, value: string, size = 10, strong = false) {
    const labelWidth = 300;
    const lines = this.wrap(label, this.font, size, labelWidth - 10);
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
}

/** Builds the report; returns the PDF's bytes. */
export async function buildReportPdf(data: ReportData, fonts?: FontSource): Promise<Uint8Array> {
  const { ui, project, calculation, sections, headline, errors } = data;
  const { t } = ui;
  const source = fonts ?? (await fetchFonts());
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // The whole face: pdf-lib's subsetting drops glyphs of Noto Sans (composite glyphs).
  const font = await doc.embedFont(source.regular, { subset: false });
  // One face keeps the download small; headings differ by size and colour.
  const bold = font;
  const now = data.date ?? new Date();
  const title = t('Insulation_Report_Title');
  doc.setTitle(`${title}: ${project.name} – ${calculation.name}`);
  doc.setLanguage(ui.language);
  doc.setCreator('Insulcalc');
  doc.setProducer('Insulcalc (pdf-lib)');
  doc.setCreationDate(now);

  const w = new Writer(doc, font, bold);
  w.heading(title, 18);
  w.row(t('Insulation_Project_Label'), project.name);
  w.row(t('Insulation_Report_Calculation'), calculation.name);
  w.row(
    t('Insulation_Report_Date'),
    new Intl.DateTimeFormat(ui.intlLocale, { dateStyle: 'long', timeStyle: 'short' }).format(now),
  );
  w.row(t('Insulation_Report_Language'), LANGUAGE_NAMES[ui.language] ?? ui.language);

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
  w.heading(t('Insulation_Report_Notes'), 11);
  w.paragraph(t('Insulation_Report_Disclaimer'), 9);
  return doc.save();
}

/** Offers bytes as a file download. */
export function downloadBytes(bytes: Uint8Array, fileName: string, type = 'application/pdf'): void {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
