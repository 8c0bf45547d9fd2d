/**
 * Placeholders: `{{ path | filter: arg, name=value | … }}` inside a template's texts. One pass
 * over the template text only: a value is never read as a template again, so a customer's
 * "{{…}}" or markup in a field prints as typed (nothing is injected).
 */
import { resolveLocale } from '@insulcalc/i18n/core';
import type { TemplateText } from './schema';

/** What a render needs besides the data: the reader's language, texts and code lists. */
export interface RenderEnvironment {
  /** sl, sr, en, de, bs or hr. */
  language: string;
  /** Translates a key with ICU values (the translations table in `language`). */
  translate(key: string, values?: Record<string, string | number>): string;
  /** The name of a code list's item in `language` (by code or id); undefined when unknown. */
  codeListName?(list: string, value: unknown): string | undefined;
  /** IANA time zone for dates; default UTC. */
  timeZone?: string;
}

/** A template that cannot render (a placeholder it cannot parse, an unknown filter or chart). */
export class TemplateError extends Error {
  constructor(
    /** Translation key of the message (Documents_…). */
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(values)}`);
    this.name = 'TemplateError';
  }
}

/** The text in the language, else English, else the first one given. */
export function resolveText(text: TemplateText | undefined, language: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const byLanguage = text as Record<string, string | undefined>;
  return (
    byLanguage[language] ?? byLanguage.en ?? Object.values(byLanguage).find((v) => v !== undefined) ?? ''
  );
}

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/** The value at a dotted path (own properties only; array indexes allowed); undefined if absent. */
export function lookup(scope: unknown, path: string): unknown {
  let current: unknown = scope;
  for (const segment of path.split('.')) {
    if (FORBIDDEN_SEGMENTS.has(segment)) return undefined;
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

type Operand = { kind: 'literal'; value: string | number } | { kind: 'path'; path: string };
interface FilterCall {
  name: string;
  args: Operand[];
  named: Record<string, Operand>;
}
export interface Expression {
  operand: Operand;
  filters: FilterCall[];
}

const PATH = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z0-9_$]+)*$/;

/** Splits at `separator` outside quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quote: string | null = null;
  let current = '';
  for (const ch of text) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === separator) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quote) throw new TemplateError('Documents_PlaceholderInvalid', { placeholder: text });
  parts.push(current);
  return parts;
}

function parseOperand(raw: string, whole: string): Operand {
  const text = raw.trim();
  if (/^'[^']*'$/.test(text) || /^"[^"]*"$/.test(text)) return { kind: 'literal', value: text.slice(1, -1) };
  if (/^-?\d+(\.\d+)?$/.test(text)) return { kind: 'literal', value: Number(text) };
  if (PATH.test(text)) return { kind: 'path', path: text };
  throw new TemplateError('Documents_PlaceholderInvalid', { placeholder: whole });
}

/** Parses the inside of `{{ … }}`. */
export function parseExpression(source: string): Expression {
  const [head, ...rest] = splitOutsideQuotes(source, '|');
  const operand = parseOperand(head ?? '', source);
  const filters = rest.map((part): FilterCall => {
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).trim();
    if (!FILTERS.has(name)) throw new TemplateError('Documents_UnknownFilter', { filter: name });
    const call: FilterCall = { name, args: [], named: {} };
    if (colon >= 0) {
      for (const arg of splitOutsideQuotes(part.slice(colon + 1), ',')) {
        const eq = /^\s*([A-Za-z_]\w*)\s*=(.*)$/s.exec(arg);
        if (eq) call.named[eq[1]!] = parseOperand(eq[2]!, source);
        else call.args.push(parseOperand(arg, source));
      }
    }
    return call;
  });
  return { operand, filters };
}

/** The placeholder filters (`{{ price | currency }}`): the one list the renderer and the editor's completion use. */
export const FILTER_NAMES = [
  'number',
  'integer',
  'percent',
  'currency',
  'date',
  'datetime',
  'unit',
  'default',
  't',
  'codeList',
  'upper',
  'lower',
  'yesNo',
  'join',
] as const;
const FILTERS = new Set<string>(FILTER_NAMES);

/** The placeholder pattern: `{{` … `}}` (no nesting). */
const PLACEHOLDER = /\{\{([\s\S]*?)\}\}/g;

/** Every placeholder's problem in a text (for the editor's save): empty when all parse. */
export function placeholderIssues(text: string): TemplateError[] {
  const issues: TemplateError[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    try {
      parseExpression(match[1]!);
    } catch (error) {
      if (error instanceof TemplateError) issues.push(error);
      else throw error;
    }
  }
  return issues;
}

function intlLocale(language: string): string {
  return resolveLocale(language).intlLocale;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' || typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A value as text: nothing for null/undefined/objects, lists joined. */
export function displayValue(value: unknown, env: RenderEnvironment): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isFinite(value) ? new Intl.NumberFormat(intlLocale(env.language)).format(value) : '';
  if (typeof value === 'boolean') return env.translate(value ? 'Documents_Yes' : 'Documents_No');
  if (value instanceof Date) return formatDateValue(value, 'medium', env);
  if (Array.isArray(value))
    return value
      .map((v) => displayValue(v, env))
      .filter((v) => v !== '')
      .join(', ');
  return '';
}

function formatDateValue(date: Date, style: string, env: RenderEnvironment): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'datetime'
      ? { dateStyle: 'long', timeStyle: 'short' }
      : { dateStyle: style === 'short' || style === 'long' || style === 'full' ? style : 'medium' };
  try {
    return new Intl.DateTimeFormat(intlLocale(env.language), {
      ...options,
      timeZone: env.timeZone ?? 'UTC',
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat(intlLocale(env.language), { ...options, timeZone: 'UTC' }).format(date);
  }
}

function applyFilter(value: unknown, call: FilterCall, scope: unknown, env: RenderEnvironment): unknown {
  const arg = (i: number): unknown => {
    const operand = call.args[i];
    if (!operand) return undefined;
    return operand.kind === 'literal' ? operand.value : lookup(scope, operand.path);
  };
  const locale = intlLocale(env.language);
  switch (call.name) {
    case 'number':
    case 'integer':
    case 'percent': {
      const n = toNumber(value);
      if (n === null) return value === null || value === undefined ? '' : value;
      const digits = call.name === 'integer' ? 0 : toNumber(arg(0));
      const options: Intl.NumberFormatOptions = call.name === 'percent' ? { style: 'percent' } : {};
      if (digits !== null) {
        const d = Math.max(0, Math.min(10, Math.trunc(digits)));
        options.minimumFractionDigits = d;
        options.maximumFractionDigits = d;
      }
      return new Intl.NumberFormat(locale, options).format(n);
    }
    case 'currency': {
      const n = toNumber(value);
      if (n === null) return '';
      const code = String(arg(0) ?? 'EUR');
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(n);
      } catch {
        return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} ${code}`;
      }
    }
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      if (!date) return '';
      return formatDateValue(date, call.name === 'datetime' ? 'datetime' : String(arg(0) ?? 'medium'), env);
    }
    case 'unit': {
      const text = displayValue(value, env);
      const unit = displayValue(arg(0), env);
      return text === '' || unit === '' ? text : `${text} ${unit}`;
    }
    case 'default': {
      const text = displayValue(value, env);
      return text === '' ? arg(0) : value;
    }
    case 't': {
      const values: Record<string, string | number> = {};
      for (const [name, operand] of Object.entries(call.named)) {
        const v = operand.kind === 'literal' ? operand.value : lookup(scope, operand.path);
        values[name] = typeof v === 'number' ? v : displayValue(v, env);
      }
      return typeof value === 'string' && value !== '' ? env.translate(value, values) : '';
    }
    case 'codeList': {
      if (value === null || value === undefined || value === '') return '';
      return env.codeListName?.(String(arg(0) ?? ''), value) ?? displayValue(value, env);
    }
    case 'upper':
      return displayValue(value, env).toLocaleUpperCase(locale);
    case 'lower':
      return displayValue(value, env).toLocaleLowerCase(locale);
    case 'yesNo':
      return value === null || value === undefined
        ? ''
        : env.translate(value ? 'Documents_Yes' : 'Documents_No');
    case 'join':
      return Array.isArray(value)
        ? value.map((v) => displayValue(v, env)).join(String(arg(0) ?? ', '))
        : displayValue(value, env);
    default:
      throw new TemplateError('Documents_UnknownFilter', { filter: call.name });
  }
}

/** The value of one expression (before display). */
export function evaluate(expression: Expression, scope: unknown, env: RenderEnvironment): unknown {
  let value: unknown =
    expression.operand.kind === 'literal' ? expression.operand.value : lookup(scope, expression.operand.path);
  for (const call of expression.filters) value = applyFilter(value, call, scope, env);
  return value;
}

const parsed = new Map<string, Expression>();
function cachedParse(source: string): Expression {
  let expression = parsed.get(source);
  if (!expression) {
    expression = parseExpression(source);
    if (parsed.size > 5000) parsed.clear();
    parsed.set(source, expression);
  }
  return expression;
}

/** A template text with its placeholders replaced by the scope's values, in the environment's language. */
export function interpolate(text: TemplateText | undefined, scope: unknown, env: RenderEnvironment): string {
  const source = resolveText(text, env.language);
  if (!source.includes('{{')) return source;
  return source.replace(PLACEHOLDER, (_, inner: string) =>
    displayValue(evaluate(cachedParse(inner), scope, env), env),
  );
}

/** A condition's truth: empty lists, empty strings, 0, false, null and undefined are false. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}
