import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OPS, readPdf } from '@insulcalc/test-utils/pdf';
import { pdfTemplateSchema } from '../core/schema';
import type { RenderEnvironment } from '../core/expressions';
import { renderPdf } from './render';

const font = readFileSync(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
);
const env = (language: string): RenderEnvironment => ({
  language,
  translate: (key, values) => (key === 'PageOf' ? `${values?.page}/${values?.pages}` : key),
});

const offer = pdfTemplateSchema.parse({
  format: 'pdf',
  title: { en: 'Offer for {{ instance.ContactName }}', de: 'Angebot für {{ instance.ContactName }}' },
  footer: { left: 'Insulcalc', right: "{{ 'PageOf' | t: page=page, pages=pages }}" },
  body: [
    { type: 'brand', title: { en: 'Offer', de: 'Angebot' }, tagline: 'Insulcalc' },
    { type: 'row', label: { en: 'Customer', de: 'Kunde' }, value: '{{ instance.ContactName }}' },
    { type: 'row', label: 'Total', value: '{{ instance.Price | number: 2 }} EUR', strong: true },
    {
      type: 'table',
      title: 'Lines',
      items: 'instance.lines',
      as: 'line',
      columns: [
        { header: 'Item', value: '{{ line.name }}' },
        { header: 'Qty', value: '{{ line.qty | number: 1 }}' },
      ],
    },
    {
      type: 'each',
      items: 'instance.notes',
      as: 'note',
      body: [{ type: 'paragraph', text: '{{ noteIndex }}. {{ note }}' }],
    },
    {
      type: 'if',
      test: 'instance.Discount',
      then: [{ type: 'paragraph', text: 'Discount {{ instance.Discount }}' }],
      else: [{ type: 'paragraph', text: 'No discount' }],
    },
    { type: 'paragraph', text: 'Missing: [{{ instance.Nope }}]' },
  ],
});

describe('renderPdf', () => {
  it('fills placeholders, loops, tables and conditions in the reader’s language', async () => {
    const bytes = await renderPdf(
      offer,
      {
        instance: {
          ContactName: 'Đurđa Šišić',
          Price: 12345.5,
          lines: [
            { name: 'Mineralwolle č', qty: 2 },
            { name: 'Žica ß', qty: 10.25 },
          ],
          notes: ['first', 'second'],
          Discount: null,
        },
      },
      { font, env: env('de') },
    );
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Angebot für Đurđa Šišić');
    expect(pdf.language).toMatch(/^de(-DE)?$/);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Angebot',
        'Kunde',
        'Đurđa Šišić',
        '12.345,50 EUR',
        'Mineralwolle č',
        '10,3',
        'Žica ß',
        '1. first',
        '2. second',
        'No discount',
        'Missing: []',
        '1/1',
      ]),
    );
  });

  it('prints every letter of the six languages (no missing glyph, no substitution)', async () => {
    const letters = 'čćđšž ČĆĐŠŽ ßäöüÄÖÜ';
    const bytes = await renderPdf(
      pdfTemplateSchema.parse({ format: 'pdf', title: 'x', body: [{ type: 'paragraph', text: '{{ v }}' }] }),
      { v: letters },
      { font, env: env('sl') },
    );
    expect((await readPdf(bytes)).lines).toContain(letters);
  });

  it('draws a hostile value as its text: no PDF operators or placeholders come from data', async () => {
    const hostile = ') Tj ET BT /F1 99 Tf (pwned {{ secret }} \\';
    const bytes = await renderPdf(
      pdfTemplateSchema.parse({
        format: 'pdf',
        title: '{{ v }}',
        body: [{ type: 'paragraph', text: 'A {{ v }}' }],
      }),
      { v: hostile, secret: 'LEAK' },
      { font, env: env('en') },
    );
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe(hostile);
    expect(pdf.lines.join('\n')).toContain('pwned {{ secret }}');
    expect(pdf.lines.join('\n')).not.toContain('LEAK');
    expect(pdf.pageCount).toBe(1);
  });

  it('refuses a chart the host did not register', async () => {
    const template = pdfTemplateSchema.parse({
      format: 'pdf',
      title: 'x',
      body: [{ type: 'chart', chart: 'missing', data: 'x' }],
    });
    await expect(renderPdf(template, {}, { font, env: env('en') })).rejects.toThrow(/Documents_UnknownChart/);
  });

  it('highlights the marked rows of a table source and names the brand after the context', async () => {
    const template = pdfTemplateSchema.parse({
      format: 'pdf',
      title: 'Compare',
      body: [
        { type: 'brand', title: 'Comparison', tagline: 'Two pipes' },
        { type: 'table', source: 'table' },
      ],
    });
    const table = (marked: boolean) => ({
      header: ['Quantity', 'A', 'B'],
      rows: [
        { cells: ['Length (m)', '10', '10'] },
        { cells: ['Medium temperature (°C)', '90', '6'], marked },
      ],
    });
    const render = async (marked: boolean, brand?: { name: string }) =>
      readPdf(
        await renderPdf(
          template,
          { table: table(marked), ...(brand ? { brand } : {}) },
          { font, env: env('en') },
        ),
      );
    const plain = await render(false);
    const marked = await render(true, { name: 'Izolirka d.o.o.' });
    const fills = (pdf: typeof plain) => pdf.operators.filter(({ fn }) => fn === OPS.constructPath).length;
    expect(fills(marked)).toBe(fills(plain) + 1);
    expect(plain.lines).toContain('Insulcalc');
    expect(marked.lines).toContain('Izolirka d.o.o.');
    expect(marked.lines).not.toContain('Insulcalc');
  });
});
