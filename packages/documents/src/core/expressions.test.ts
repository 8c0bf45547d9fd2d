import { describe, expect, it } from 'vitest';
import { interpolate, lookup, parseExpression, TemplateError, type RenderEnvironment } from './expressions';
import { templateIssues, templatePaths } from './validate';
import { pdfTemplateSchema } from './schema';

const texts: Record<string, string> = {
  Documents_Yes: 'Ja',
  Documents_No: 'Nein',
  Page: 'Seite {page} von {pages}',
};
const env = (language = 'de'): RenderEnvironment => ({
  language,
  translate: (key, values) =>
    (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? '')),
  codeListName: (list, value) => (list === 'countries' && value === 'SI' ? 'Slowenien' : undefined),
});

describe('placeholders', () => {
  it('replace paths, nested and in lists, with values of the scope', () => {
    const scope = { instance: { ContactName: 'Ana', lines: [{ price: 10 }] } };
    expect(interpolate('Dear {{ instance.ContactName }}, {{instance.lines.0.price}} €', scope, env())).toBe(
      'Dear Ana, 10 €',
    );
  });

  it('pick the reader’s language of a multi-language text, else English', () => {
    const text = { en: 'Offer for {{name}}', de: 'Angebot für {{name}}' };
    expect(interpolate(text, { name: 'X' }, env('de'))).toBe('Angebot für X');
    expect(interpolate(text, { name: 'X' }, env('hr'))).toBe('Offer for X');
  });

  it('format numbers, currency, dates and units per locale', () => {
    const scope = { n: 1234.5, d: '2026-03-05T10:00:00Z' };
    expect(interpolate('{{ n | number: 2 }}', scope, env('de'))).toBe('1.234,50');
    expect(interpolate('{{ n | number: 2 }}', scope, env('en'))).toBe('1,234.50');
    // Slovenian groups thousands from five digits on.
    expect(interpolate('{{ n | number: 1 | unit: "kWh" }}', scope, env('sl'))).toBe('1234,5 kWh');
    expect(interpolate('{{ n | currency: "EUR" }}', scope, env('de'))).toBe('1.234,50\u00a0€');
    expect(interpolate('{{ d | date: "long" }}', scope, env('de'))).toBe('5. März 2026');
    expect(interpolate('{{ d | date: "long" }}', scope, env('en'))).toBe('March 5, 2026');
  });

  it('translate keys with ICU values, code-list names and yes/no', () => {
    const scope = { p: 2, c: 'SI', ok: true };
    expect(interpolate("{{ 'Page' | t: page=p, pages=3 }}", scope, env())).toBe('Seite 2 von 3');
    expect(interpolate('{{ c | codeList: "countries" }} {{ ok | yesNo }}', scope, env())).toBe(
      'Slowenien Ja',
    );
  });

  it('print nothing for missing values, or the default', () => {
    expect(interpolate('[{{ nothing.here }}]', {}, env())).toBe('[]');
    expect(interpolate('[{{ missing | default: "–" }}]', {}, env())).toBe('[–]');
    expect(interpolate('[{{ obj }}]', { obj: { a: 1 } }, env())).toBe('[]');
    expect(interpolate('[{{ n | number: 2 }}]', { n: null }, env())).toBe('[]');
  });

  it('never read the prototype chain', () => {
    expect(lookup({}, 'constructor.name')).toBeUndefined();
    expect(lookup({ a: {} }, 'a.__proto__')).toBeUndefined();
    expect(interpolate('{{ toString }}', {}, env())).toBe('');
  });

  it('a hostile value prints as typed: never read as a template again, nothing injected', () => {
    const hostile = "{{ secret }} </w:t><script>alert('x')</script> {{'Page'|t}}";
    const out = interpolate('Name: {{ name }}', { name: hostile, secret: 'LEAK' }, env());
    expect(out).toBe(`Name: ${hostile}`);
    expect(out).not.toContain('LEAK');
  });

  it('keep every language’s letters', () => {
    const letters = 'č ć đ š ž Č Ć Đ Š Ž ß ä ö ü Ä Ö Ü';
    expect(interpolate('{{ x }} – Ärger', { x: letters }, env('hr'))).toBe(`${letters} – Ärger`);
  });

  it('refuse unknown filters and broken placeholders with a translation key', () => {
    expect(() => parseExpression('a | explode')).toThrow(TemplateError);
    expect(() => parseExpression("a | t: x='open")).toThrow(/Documents_PlaceholderInvalid/);
    expect(() => parseExpression('a b')).toThrow(/Documents_PlaceholderInvalid/);
  });
});

describe('template checks', () => {
  it('list the placeholders that do not parse, by where they are', () => {
    const template = pdfTemplateSchema.parse({
      format: 'pdf',
      title: 'T',
      body: [
        { type: 'paragraph', text: { en: 'ok {{a}}', de: 'bad {{ a | nope }}' } },
        { type: 'if', test: 'x', then: [{ type: 'heading', text: '{{ 1 2 }}' }] },
        { type: 'table' },
      ],
    });
    expect(templateIssues(template).map((i) => [i.path, i.key])).toEqual([
      ['body.0.text.de', 'Documents_UnknownFilter'],
      ['body.1.then.0.text', 'Documents_PlaceholderInvalid'],
      ['body.2', 'Documents_TableNeedsRows'],
    ]);
  });

  it('offer the sample’s paths for completion', () => {
    expect(templatePaths({ instance: { a: 1, lines: [{ b: 2 }] } })).toEqual([
      'instance.a',
      'instance.lines',
      'instance.lines.0.b',
    ]);
  });
});
