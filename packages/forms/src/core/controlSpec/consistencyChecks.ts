import type { FormElement } from '../definition/element';

// What CheckConsistency reports about one element's settings beyond their schema: settings that
// each parse but contradict one another, so the control could never be filled in as configured.
// Plain texts, like the schema's own messages.

type Settings = Record<string, unknown>;
type Check = (settings: Settings) => string[];

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** `low` may not exceed `high` (both optional numbers). */
const ordered =
  (low: string, high: string): Check =>
  (settings) => {
    const a = num(settings[low]);
    const b = num(settings[high]);
    return a !== undefined && b !== undefined && a > b
      ? [`${low} (${a}) is greater than ${high} (${b}).`]
      : [];
  };

const orderedDates: Check = (settings) => {
  const min = text(settings.min);
  const max = text(settings.max);
  const problems: string[] = [];
  for (const [name, value] of [
    ['min', min],
    ['max', max],
  ] as const)
    if (value !== undefined && Number.isNaN(Date.parse(value.length <= 8 ? `1970-01-01T${value}Z` : value)))
      problems.push(`${name} (${value}) is not a date or time.`);
  if (problems.length === 0 && min !== undefined && max !== undefined && min > max)
    problems.push(`min (${min}) is later than max (${max}).`);
  return problems;
};

const validPattern: Check = (settings) => {
  const pattern = text(settings.pattern);
  if (pattern === undefined) return [];
  try {
    new RegExp(pattern);
    return [];
  } catch {
    return [`pattern is not a valid regular expression: ${pattern}`];
  }
};

const uniqueOptions: Check = (settings) => {
  if (!Array.isArray(settings.options)) return [];
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const option of settings.options) {
    const value =
      option && typeof option === 'object' ? (option as { value?: unknown }).value : (option as unknown);
    const key = JSON.stringify(value);
    if (seen.has(key)) twice.add(String(value));
    seen.add(key);
  }
  return [...twice].map((value) => `The option value ${value} is used more than once.`);
};

const selectable: Check = (settings) => {
  const max = num(settings.maxSelected);
  const min = num(settings.minSelected);
  const count =
    Array.isArray(settings.options) && settings.options.length > 0 ? settings.options.length : undefined;
  return [
    ...ordered('minSelected', 'maxSelected')(settings),
    ...(count !== undefined && min !== undefined && min > count
      ? [`minSelected (${min}) is more than the ${count} options.`]
      : []),
    ...(max !== undefined && max < 1 ? ['maxSelected must be at least 1.'] : []),
  ];
};

const uniqueColumns: Check = (settings) => {
  if (!Array.isArray(settings.columns)) return [];
  const names = settings.columns
    .map((column) => (column && typeof column === 'object' ? (column as { name?: unknown }).name : undefined))
    .filter((name): name is string => typeof name === 'string');
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  return [
    ...(settings.columns.length === 0 ? ['A FormGrid needs at least one column.'] : []),
    ...[...new Set(twice)].map((name) => `The column ${name} is defined more than once.`),
  ];
};

const uniqueLanguages: Check = (settings) => {
  if (!Array.isArray(settings.languages)) return [];
  const languages: unknown[] = settings.languages;
  const twice = languages.filter((language, index) => languages.indexOf(language) !== index);
  return [...new Set(twice)].map((language) => `The language ${String(language)} is listed more than once.`);
};

const all =
  (...checks: Check[]) =>
  (element: FormElement): string[] =>
    checks.flatMap((check) => check((element.settings ?? {}) as Settings));

/** The checks of the built-in control types that have settings able to contradict each other. */
export const BUILTIN_CONSISTENCY_CHECKS: Readonly<Record<string, (element: FormElement) => string[]>> = {
  TextBox: all(validPattern, ordered('minRows', 'rows')),
  Numeric: all(ordered('min', 'max')),
  Date: all(orderedDates),
  DateTime: all(orderedDates),
  Time: all(orderedDates),
  Dropdown: all(uniqueOptions),
  RadioGroup: all(uniqueOptions),
  MultiselectDropdown: all(uniqueOptions, selectable),
  MultiselectCheckbox: all(uniqueOptions, selectable),
  DualListbox: all(uniqueOptions, selectable),
  RichTextArea: all(ordered('minRows', 'rows')),
  CodeEditor: all(ordered('minRows', 'maxRows'), ordered('rows', 'maxRows')),
  JsonExpression: all(ordered('minRows', 'maxRows'), ordered('rows', 'maxRows')),
  MultiLang: all(uniqueLanguages),
  MultiselectLookup: all((settings) =>
    num(settings.maxItems) !== undefined && num(settings.maxItems)! < 1
      ? ['maxItems must be at least 1.']
      : [],
  ),
  FormGrid: all(ordered('minRows', 'maxRows'), uniqueColumns),
};
