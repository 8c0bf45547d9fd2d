import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { OPS, readPdf } from './pdf';

async function twoPages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Report title');
  doc.setLanguage('sl-SI');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('First page', { x: 50, y: 700, font, size: 12 });
  const second = doc.addPage();
  second.drawText('Second', { x: 50, y: 700, font, size: 12 });
  second.drawText('page', { x: 50, y: 680, font, size: 12 });
  return doc.save();
}

describe('readPdf', () => {
  it('reads pages, title, language, text items and drawing operators', async () => {
    const content = await readPdf(await twoPages());
    expect(content.pageCount).toBe(2);
    expect(content.title).toBe('Report title');
    expect(content.language).toBe('sl-SI');
    expect(content.lines).toEqual(['First page', 'Second', 'page']);
    expect(content.items.map((item) => item.str)).toEqual(content.lines);
    expect(content.operators.filter((op) => op.fn === OPS.showText)).toHaveLength(3);
  });

  it('leaves the caller’s bytes usable (pdf.js takes over only its copy)', async () => {
    const bytes = await twoPages();
    await readPdf(bytes);
    expect((await readPdf(bytes)).pageCount).toBe(2);
  });
});
