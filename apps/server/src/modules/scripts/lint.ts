import type { Linter, Rule } from 'eslint';
import { lazyModule } from '../../lazyModule';
import { FORBIDDEN_SCRIPT_GLOBALS, FORM_SCRIPT_GLOBALS, FORM_SCRIPT_HOOKS } from '@insulcalc/designer/core';

/** One finding of the form-script linter, in the linter's positions (1-based lines and columns). */
export interface ScriptFinding {
  severity: 'error' | 'warning';
  /** ESLint's rule id, `formScript/…` for this module's rules, `syntax` for a parse error. */
  ruleId: string;
  /** Translation key of the message and its values (the name, the URL …). */
  messageKey: string;
  values: Record<string, string | number>;
  line: number;
  column: number;
  endLine?: number | undefined;
  endColumn?: number | undefined;
}

/** An absolute URL (scheme or protocol-relative) leaves the app's origin. */
const ABSOLUTE_URL = /^\s*([a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;

/** fetch() only to the app's own origin: a relative URL literal; anything else is reported. */
const fetchOriginRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    messages: {
      otherOrigin: "fetch to another origin: '{{url}}'.",
      unknownOrigin: 'fetch with a computed URL: its origin cannot be checked.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const named =
          (callee.type === 'Identifier' && callee.name === 'fetch') ||
          (callee.type === 'MemberExpression' &&
            !callee.computed &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'fetch');
        if (!named) return;
        // The URL's start decides its origin: the leftmost text of `'…' + x` or `\`…${x}\``.
        let first = node.arguments[0];
        while (first?.type === 'BinaryExpression' && first.operator === '+')
          first = first.left as typeof first;
        let url: string | null = null;
        if (first?.type === 'Literal' && typeof first.value === 'string') url = first.value;
        else if (first?.type === 'TemplateLiteral' && first.quasis[0])
          url = first.quasis[0].value.cooked ?? first.quasis[0].value.raw;
        // A relative start ('api/…', '/api/…', '?x') stays on the origin whatever follows.
        if (url !== null && url === '' && first?.type === 'TemplateLiteral' && first.expressions.length)
          url = null;
        if (url === null) {
          context.report({ node, messageId: 'unknownOrigin' });
          return;
        }
        if (ABSOLUTE_URL.test(url)) context.report({ node, messageId: 'otherOrigin', data: { url } });
      },
    };
  },
};

/** Exports are the engine's hooks; another exported name is never called (a typo, usually). */
const knownHooksRule: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    messages: { unknownHook: "'{{name}}' is not a form-script hook." },
    schema: [],
  },
  create(context) {
    const hooks = new Set<string>(FORM_SCRIPT_HOOKS);
    const check = (name: string, node: Rule.Node) => {
      if (!hooks.has(name)) context.report({ node, messageId: 'unknownHook', data: { name } });
    };
    return {
      ExportNamedDeclaration(node) {
        const d = node.declaration;
        if (d?.type === 'FunctionDeclaration' && d.id) check(d.id.name, node);
        if (d?.type === 'VariableDeclaration')
          for (const v of d.declarations) if (v.id.type === 'Identifier') check(v.id.name, node);
        for (const s of node.specifiers) if (s.exported.type === 'Identifier') check(s.exported.name, node);
      },
    };
  },
};

const readonly = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, 'readonly' as const]));

/**
 * The form-script configuration (decision 0022): ES2022 module, the API's browser globals, the
 * forbidden globals declared (so `no-restricted-globals` names them instead of `no-undef`), code
 * from text refused, imports refused (a script is one self-contained file), fetch same-origin only.
 */
export const FORM_SCRIPT_LINT_CONFIG: Linter.Config[] = [
  {
    files: ['**/*.js'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...readonly(FORM_SCRIPT_GLOBALS), ...readonly(FORBIDDEN_SCRIPT_GLOBALS) },
    },
    plugins: { formScript: { rules: { 'fetch-origin': fetchOriginRule, 'known-hooks': knownHooksRule } } },
    rules: {
      'no-undef': 'error',
      // eval has its own rule (no-eval), which also catches `window.eval` and indirect calls.
      'no-restricted-globals': ['error', ...FORBIDDEN_SCRIPT_GLOBALS.filter((name) => name !== 'eval')],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration', message: 'import' },
        { selector: 'ImportExpression', message: 'import' },
      ],
      'no-const-assign': 'error',
      'no-dupe-keys': 'error',
      'no-dupe-args': 'error',
      'no-func-assign': 'error',
      'no-redeclare': 'error',
      'valid-typeof': 'error',
      'no-unreachable': 'warn',
      'no-unused-vars': ['warn', { args: 'none' }],
      'no-debugger': 'warn',
      'no-self-assign': 'warn',
      'formScript/fetch-origin': 'error',
      'formScript/known-hooks': 'warn',
    },
  },
];

const eslint = lazyModule<{ Linter: typeof Linter }>('eslint');
let linter: Linter | undefined;

/** The quoted name in an ESLint message (`'x' is not defined.`). */
const quoted = (message: string) => /'([^']+)'/.exec(message)?.[1] ?? '';

function keyOf(message: Linter.LintMessage): Pick<ScriptFinding, 'messageKey' | 'values' | 'ruleId'> {
  const ruleId = message.ruleId ?? 'syntax';
  switch (message.ruleId) {
    case null:
    case undefined:
      return {
        ruleId,
        messageKey: 'Scripts_SyntaxError',
        values: { message: message.message.replace(/^Parsing error: /, '') },
      };
    case 'no-undef':
      return { ruleId, messageKey: 'Scripts_UndefinedName', values: { name: quoted(message.message) } };
    case 'no-restricted-globals':
      return { ruleId, messageKey: 'Scripts_ForbiddenGlobal', values: { name: quoted(message.message) } };
    case 'no-eval':
    case 'no-implied-eval':
    case 'no-new-func':
      return { ruleId, messageKey: 'Scripts_CodeFromText', values: {} };
    case 'no-restricted-syntax':
      return { ruleId, messageKey: 'Scripts_NoImports', values: {} };
    case 'formScript/fetch-origin':
      return message.message.startsWith('fetch to another')
        ? { ruleId, messageKey: 'Scripts_FetchOtherOrigin', values: { url: quoted(message.message) } }
        : { ruleId, messageKey: 'Scripts_FetchUnknownOrigin', values: {} };
    case 'formScript/known-hooks':
      return { ruleId, messageKey: 'Scripts_UnknownHook', values: { name: quoted(message.message) } };
    case 'no-unused-vars':
      return { ruleId, messageKey: 'Scripts_UnusedName', values: { name: quoted(message.message) } };
    default:
      return {
        ruleId,
        messageKey: 'Scripts_RuleViolation',
        values: { rule: message.ruleId, message: message.message },
      };
  }
}

/** Lints one form script; findings sorted by position. */
export function lintFormScript(script: string): ScriptFinding[] {
  linter ??= new (eslint().Linter)({ configType: 'flat' });
  const messages = linter.verify(script, FORM_SCRIPT_LINT_CONFIG, { filename: 'form-script.js' });
  return messages
    .map((m) => ({
      severity: m.severity === 2 || m.fatal ? ('error' as const) : ('warning' as const),
      ...keyOf(m),
      line: m.line,
      column: m.column,
      ...(m.endLine !== undefined ? { endLine: m.endLine } : {}),
      ...(m.endColumn !== undefined ? { endColumn: m.endColumn } : {}),
    }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
