import { describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import type { RenderEnvironment } from '../core/expressions';
import { docxText, minimalDocx, renderDocx } from './render';

const env: RenderEnvironment = { language: 'de', translate: (k) => (k === 'Documents_Yes' ? 'Ja' : k) };

describe('renderDocx', () => {
  it('fills placeholders, loops and conditions with values formatted in the reader’s language', () => {
    const template = minimalDocx([
      'Kunde: {ContactName}',
      '{#lines}{name}: {price}{/lines}',
      '{#Consent}Zustimmung erteilt{/Consent}',
      'Fehlt: [{Nope}]',
    ]);
    const out = renderDocx(
      template,
      { ContactName: 'Đurđa Šišić ß', lines: [{ name: 'A', price: 1234.5 }], Consent: true },
      env,
    );
    expect(docxText(out)).toBe('Kunde: Đurđa Šišić ß\nA: 1.234,5\nZustimmung erteilt\nFehlt: []');
  });

  it('escapes a hostile value: the XML stays well-formed, the markup prints as text', () => {
    const hostile = '</w:t></w:r><w:r><w:t>injected & {ContactName}';
    const out = renderDocx(minimalDocx(['{ContactName}']), { ContactName: hostile }, env);
    const xml = new PizZip(out).file('word/document.xml')!.asText();
    expect(xml).not.toContain('<w:t>injected');
    expect(xml).toContain('&lt;/w:t&gt;');
    expect(docxText(out)).toBe(hostile);
  });

  it('refuses a file that is not a DOCX, and a broken tag, with a translation key', () => {
    expect(() => renderDocx(new Uint8Array([1, 2, 3]), {}, env)).toThrow(/Documents_DocxInvalid/);
    expect(() => renderDocx(minimalDocx(['{#open']), {}, env)).toThrow(/Documents_DocxTemplateInvalid/);
  });
});
