import { FORBIDDEN_NAMES } from '../definition/index';

/** Operations whose arguments are variable paths rather than expressions. */
const PATH_OPERATIONS = new Set(['var', 'missing', 'missing_some']);

function pathsOf(operation: string, argument: unknown): unknown[] {
  const args = Array.isArray(argument) ? argument : [argument];
  if (operation === 'var') return [args[0]];
  if (operation === 'missing') return args.flatMap((arg) => (Array.isArray(arg) ? arg : [arg]));
  const second = args[1];
  return Array.isArray(second) ? second : [];
}

function visit(rule: unknown, found: Set<string>, paths: Set<string>): void {
  if (Array.isArray(rule)) {
    for (const item of rule) visit(item, found, paths);
    return;
  }
  if (rule === null || typeof rule !== 'object') return;
  for (const [operation, argument] of Object.entries(rule)) {
    if (PATH_OPERATIONS.has(operation)) {
      for (const path of pathsOf(operation, argument)) {
        if (typeof path === 'string' || typeof path === 'number') {
          const text = String(path);
          if (text === '') continue;
          paths.add(text);
          found.add(text.split('.')[0]!);
        } else visit(path, found, paths);
      }
      if (operation === 'var' && Array.isArray(argument)) visit(argument.slice(1), found, paths);
    } else visit(argument, found, paths);
  }
}

/**
 * The control names a rule reads, found statically (the first segment of every `var`, `missing`
 * and `missing_some` path). A computed path (`{"var": {"cat": …}}`) cannot be known ahead, so its
 * inner expression is searched instead.
 */
export function ruleVariables(rule: unknown): string[] {
  const found = new Set<string>();
  visit(rule, found, new Set());
  return [...found];
}

/** Every path a rule reads, in full (`Address.City`). */
export function rulePaths(rule: unknown): string[] {
  const paths = new Set<string>();
  visit(rule, new Set(), paths);
  return [...paths];
}

/** True when a path would walk into Object.prototype (`__proto__`, `constructor`, `prototype`). */
export function isForbiddenPath(path: string): boolean {
  return path.split('.').some((segment) => FORBIDDEN_NAMES.includes(segment));
}
