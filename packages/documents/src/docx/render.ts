/**
 * DOCX documents with docxtemplater's MIT core: `{ContactName}` placeholders, `{#lines}…{/lines}`
 * loops and `{#Consent}…{/Consent}` conditions in a Word file the administrator uploads. Values
 * are formatted in the reader's language before they reach the file (numbers, dates, code-list
 * names); docxtemplater escapes them as XML text, so a value never becomes markup.
 */
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { TemplateError, displayValue, lookup, type RenderEnvironment } from '../core/expressions';

/** The context with every leaf value as display text in the reader's language (lists kept for loops). */
export function docxData(value: unknown, env: RenderEnvironment, depth = 0): unknown {
  if (depth > 20) return '';
  if (Array.isArray(value)) return value.map((v) => docxData(v, env, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      // Booleans stay booleans: `{#flag}…{/flag}` is a condition.
      out[key] = typeof v === 'boolean' ? v : docxData(v, env, depth + 1);
    }
    return out;
  }
  return displayValue(value, env);
}

/** Renders a DOCX template (the .docx bytes) with a context; returns the document's bytes. */
export function renderDocx(
  file: Uint8Array,
  context: Record<string, unknown>,
  env: RenderEnvironment,
): Uint8Array {
  let zip: PizZip;
  try {
    zip = new PizZip(file);
  } catch {
    throw new TemplateError('Documents_DocxInvalid');
  }
  let doc: Docxtemplater;
  try {
    doc = new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      // A missing value prints nothing (as in PDF templates).
      nullGetter: () => '',
      // Dotted paths as in PDF templates (`{instance.ContactName}`), looked up in the loop's item
      // first, then in the enclosing scopes; own properties only.
      parser: (tag: string) => ({
        get(scope: unknown, context: { scopeList: unknown[] }) {
          const path = tag.trim();
          if (path === '.' || path === '') return scope;
          for (let i = context.scopeList.length - 1; i >= 0; i--) {
            const value = lookup(context.scopeList[i], path);
            if (value !== undefined) return value;
          }
          return undefined;
        },
      }),
    });
  } catch (error) {
    throw new TemplateError('Documents_DocxTemplateInvalid', { detail: describe(error) });
  }
  try {
    doc.render(docxData(context, env) as Record<string, unknown>);
  } catch (error) {
    throw new TemplateError('Documents_DocxTemplateInvalid', { detail: describe(error) });
  }
  return doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
}

/** The first docxtemplater error's explanation (its tag), without internals. */
function describe(error: unknown): string {
  const e = error as {
    properties?: { errors?: { properties?: { explanation?: string } }[]; explanation?: string };
  };
  return (
    e.properties?.errors?.[0]?.properties?.explanation ??
    e.properties?.explanation ??
    'invalid template'
  ).slice(0, 300);
}

/** The text of a DOCX's body (w:t runs, paragraphs as lines): for tests and previews. */
export function docxText(file: Uint8Array): string {
  const zip = new PizZip(file);
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  return xml
    .split(/<\/w:p>/)
    .map((p) =>
      [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((m) => m[1]!)
        .join('')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .filter((line) => line !== '')
    .join('\n');
}

/** A minimal .docx with one paragraph per line (for seeding and tests: placeholders as text). */
export function minimalDocx(lines: readonly string[]): Uint8Array {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines
      .map((l) => `<w:p><w:r><w:t xml:space="preserve">${esc(l)}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}
