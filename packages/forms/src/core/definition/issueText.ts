import type { z } from 'zod';

/**
 * A schema problem of a form or view definition in any language: the kind of its text (`Type`,
 * `DuplicateElement`, …) and its values, never zod's English (the repository's decision 0039, as
 * 0029 did for process definitions). The definitions' own cross-checks carry their kind in
 * `params.issue` (`definitionIssues`, the view schema's refinements). The consistency report words
 * it `Consistency_DefinitionIssue_<kind>`, the designer (its preview and the draft save)
 * `DefinitionIssue_<kind>`.
 */
const CUSTOM_ISSUES: Record<string, string> = {
  duplicateElement: 'DuplicateElement',
  duplicateSection: 'DuplicateSection',
  unknownElement: 'UnknownElement',
  placedTwice: 'PlacedTwice',
  duplicateButton: 'DuplicateButton',
  duplicateColumn: 'DuplicateColumn',
  notSortable: 'NotSortable',
};

export function definitionIssueText(issue: z.core.$ZodIssue): {
  kind: string;
  values: Record<string, string | number>;
} {
  const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
  switch (issue.code) {
    case 'invalid_type':
      return { kind: 'Type', values: { expected: issue.expected } };
    case 'too_small':
      return { kind: 'TooSmall', values: { origin: issue.origin, minimum: Number(issue.minimum) } };
    case 'too_big':
      return { kind: 'TooBig', values: { origin: issue.origin, maximum: Number(issue.maximum) } };
    case 'unrecognized_keys':
      return { kind: 'UnknownKeys', values: { keys: issue.keys.join(', '), count: issue.keys.length } };
    case 'invalid_value':
      return { kind: 'Value', values: { values: list(issue.values) } };
    case 'invalid_format':
      return { kind: 'Format', values: {} };
    case 'invalid_union':
      return { kind: 'Union', values: {} };
    case 'custom': {
      const { issue: custom, ...rest } = (issue.params ?? {}) as Record<string, unknown>;
      const kind = typeof custom === 'string' ? CUSTOM_ISSUES[custom] : undefined;
      if (!kind) return { kind: 'Invalid', values: {} };
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(rest))
        if (typeof value === 'string' || typeof value === 'number') values[name] = value;
      return { kind, values };
    }
    default:
      return { kind: 'Invalid', values: {} };
  }
}
