/**
 * The page writer every document template is laid out with (the calculation and project reports
 * included: their layout is now the seeded templates, not code): wrapped text, label/value rows,
 * tables whose header repeats on a new page, headings that never end a page, and the typographic
 * signs Noto Sans lacks drawn as vectors.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

/** A TrueType font's bytes (Noto Sans covers every letter of the six languages). */
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

export const PAGE_SIZES = { A4: [595.28, 841.89], Letter: [612, 792] } as const satisfies Record<
  string,
  [number, number]
>;
export const ACCENT = rgb(0.55, 0.2, 0.08);
export const MUTED = rgb(0.33, 0.33, 0.33);

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

export class Writer {
  page: PDFPage;
  y: number;
  readonly rich: RichText;
  readonly margin: number;
  readonly contentWidth: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly pageSize: [number, number] = [...PAGE_SIZES.A4],
    margin = 50,
  ) {
    this.margin = margin;
    this.contentWidth = pageSize[0] - 2 * margin;
    this.page = doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
    this.rich = new RichText(font);
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (this.y - height < this.margin) this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(this.pageSize);
    this.y = this.pageSize[1] - this.margin;
  }

  /** Wraps text to the given width in points. */
  wrap(text: string, size: number, width: number): string[] {
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
    this.rich.draw(this.page, text, this.margin, this.y - size, size, ACCENT);
    this.y -= size + 6;
  }

  paragraph(text: string, size = 10) {
    for (const line of this.wrap(text, size, this.contentWidth)) {
      this.ensure(size + 4);
      this.rich.draw(this.page, line, this.margin, this.y - size, size);
      this.y -= size + 4;
    }
  }

  /** A label on the left, value and unit on the right. */
  row(label: string, value: string, size = 10, strong = false) {
    const labelWidth = 300;
    const lines = this.wrap(label, size, labelWidth - 10);
    this.ensure((size + 4) * lines.length);
    const top = this.y;
    lines.forEach((line, i) =>
      this.rich.draw(this.page, line, this.margin, top - size - i * (size + 4), size),
    );
    this.rich.draw(
      this.page,
      value,
      this.margin + labelWidth,
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
    const width = (this.contentWidth - first) / Math.max(1, columns - 1);
    const right = (i: number) => this.margin + first + width * i;
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
      if (this.y - height < this.margin) return false;
      if (mark)
        this.page.drawRectangle({
          x: this.margin - 2,
          y: this.y - height + 1,
          width: this.contentWidth + 4,
          height: height,
          color: rgb(1, 0.957, 0.839),
        });
      wrapped.forEach((pieces, i) =>
        pieces.forEach((cell, l) => {
          const x = i === 0 ? this.margin : right(i) - this.rich.width(cell, size);
          this.rich.draw(this.page, cell, x, this.y - size - l * (size + 4), size);
        }),
      );
      this.y -= height;
      return true;
    };
    const drawHeader = () => {
      line(header);
      this.page.drawLine({
        start: { x: this.margin, y: this.y + 1 },
        end: { x: this.margin + this.contentWidth, y: this.y + 1 },
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

  /** The brand block at the top of a first page: the logo (else the mark), the name and what the document is. */
  brand(title: string, tagline: string, logo?: PDFImage, name = 'Insulcalc') {
    const top = this.y;
    if (logo) {
      const scale = Math.min(34 / logo.width, 34 / logo.height);
      this.page.drawImage(logo, {
        x: this.margin,
        y: top - 34,
        width: logo.width * scale,
        height: logo.height * scale,
      });
    } else this.markAt(top);
    this.rich.draw(this.page, name, this.margin + 44, top - 16, 16, ACCENT);
    this.rich.draw(this.page, tagline, this.margin + 44, top - 30, 8.5, MUTED);
    const titleWidth = this.rich.width(title, 12);
    this.rich.draw(this.page, title, this.margin + this.contentWidth - titleWidth, top - 16, 12);
    this.page.drawLine({
      start: { x: this.margin, y: top - 42 },
      end: { x: this.margin + this.contentWidth, y: top - 42 },
      thickness: 1,
      color: ACCENT,
    });
    this.y = top - 52;
  }

  /** The Insulcalc mark: three insulation layers around a pipe, in white on the accent. */
  private markAt(top: number) {
    this.page.drawRectangle({ x: this.margin, y: top - 34, width: 34, height: 34, color: ACCENT });
    // The mark: three insulation layers around a pipe, in white.
    for (const [r, w] of [
      [12, 2.2],
      [8, 1.6],
    ] as const)
      this.page.drawCircle({
        x: this.margin + 17,
        y: top - 17,
        size: r,
        borderColor: rgb(1, 1, 1),
        borderWidth: w,
      });
    this.page.drawCircle({ x: this.margin + 17, y: top - 17, size: 3.5, color: rgb(1, 1, 1) });
  }
}
