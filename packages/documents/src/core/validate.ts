/** Checks of a template beyond its schema (every placeholder parses) and completion paths. */
import { placeholderIssues, TemplateError } from './expressions';
import type { TemplateBlock, TemplateSource, TemplateText } from './schema';

export interface TemplateIssue {
  /** Where: `body.3.then.0.text.de`. */
  path: string;
  key: string;
  values: Record<string, string | number>;
}

function textIssues(text: TemplateText | undefined, path: string, out: TemplateIssue[]) {
  if (text === undefined) return;
  const entries: [string, string][] =
    typeof text === 'string' ? [['', text]] : Object.entries(text).map(([k, v]) => [`.${k}`, v ?? '']);
  for (const [suffix, value] of entries)
    for (const issue of placeholderIssues(value))
      out.push({ path: `${path}${suffix}`, key: issue.key, values: issue.values });
}

function blockIssues(blocks: readonly TemplateBlock[], path: string, out: TemplateIssue[]) {
  blocks.forEach((block, i) => {
    const at = `${path}.${i}`;
    switch (block.type) {
      case 'brand':
        textIssues(block.title, `${at}.title`, out);
        textIssues(block.tagline, `${at}.tagline`, out);
        break;
      case 'heading':
      case 'paragraph':
        textIssues(block.text, `${at}.text`, out);
        break;
      case 'row':
        textIssues(block.label, `${at}.label`, out);
        textIssues(block.value, `${at}.value`, out);
        break;
      case 'table':
        textIssues(block.title, `${at}.title`, out);
        block.columns?.forEach((c, j) => {
          textIssues(c.header, `${at}.columns.${j}.header`, out);
          textIssues(c.value, `${at}.columns.${j}.value`, out);
        });
        if (!block.source && !(block.items && block.columns))
          out.push({ path: at, key: 'Documents_TableNeedsRows', values: {} });
        break;
      case 'each':
        blockIssues(block.body, `${at}.body`, out);
        break;
      case 'if':
        blockIssues(block.then, `${at}.then`, out);
        if (block.else) blockIssues(block.else, `${at}.else`, out);
        break;
      default:
        break;
    }
  });
}

/** The problems of a (schema-valid) template: placeholders that do not parse, tables without rows. */
export function templateIssues(source: TemplateSource): TemplateIssue[] {
  const out: TemplateIssue[] = [];
  textIssues(source.title, 'title', out);
  textIssues(source.fileName, 'fileName', out);
  if (source.format === 'pdf') {
    textIssues(source.footer?.left, 'footer.left', out);
    textIssues(source.footer?.right, 'footer.right', out);
    blockIssues(source.body, 'body', out);
  }
  return out;
}

/** Every dotted path of a sample context (lists through their first item as `list.0`), for completion. */
export function templatePaths(sample: unknown, limit = 500): string[] {
  const paths: string[] = [];
  const visit = (value: unknown, prefix: string, depth: number) => {
    if (paths.length >= limit || depth > 6 || typeof value === 'function') return;
    if (Array.isArray(value)) {
      if (prefix) paths.push(prefix);
      if (value.length > 0) visit(value[0], `${prefix}.0`, depth + 1);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) visit(v, prefix ? `${prefix}.${key}` : key, depth + 1);
      return;
    }
    if (prefix) paths.push(prefix);
  };
  visit(sample, '', 0);
  return paths;
}

export { TemplateError };
