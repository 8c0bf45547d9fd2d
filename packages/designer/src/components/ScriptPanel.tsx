import { useEffect, useId, useMemo, useState } from 'react';
import { CodeEditor, type CodeCompletion } from '@insulcalc/forms';
import { FORM_SCRIPT_API, FORM_SCRIPT_GLOBALS, FORM_SCRIPT_HOOKS } from '../core/index';
import { designerUrls, useCall, type ScriptFindingDto } from '../api';
import { useT } from '../i18n';

/** How long typing pauses before the script is linted on the server. */
export const LINT_DEBOUNCE_MS = 800;

/** The script API as completions: hooks and globals at the top level, the methods after `form.`. */
export function scriptCompletions(t: (key: string) => string): CodeCompletion[] {
  return [
    ...FORM_SCRIPT_API.map(({ label, type, member, detail, infoKey }) => ({
      label,
      type,
      detail,
      info: t(infoKey),
      ...(member ? { member } : {}),
    })),
    ...FORM_SCRIPT_GLOBALS.map((label) => ({ label, type: 'variable' as const })),
  ];
}

/**
 * The form script in CodeEditor, linted by the server's ESLint (ValidateJavaScript's rules) as it
 * is typed; findings show as lint marks in the editor and as a list with line and column. The
 * editor completes the script API (hooks, `form.` methods, the allowed globals; decision 0046).
 */
export function ScriptPanel({ value, onChange }: { value: string; onChange(text: string): void }) {
  const call = useCall();
  const t = useT();
  const id = useId();
  const completions = useMemo(() => scriptCompletions(t), [t]);
  const [linted, setFindings] = useState<ScriptFindingDto[] | null>(null);
  const findings = value.trim() === '' ? [] : linted;
  useEffect(() => {
    if (value.trim() === '') return;
    const timer = setTimeout(() => {
      void call<{ findings: ScriptFindingDto[] }>({
        url: designerUrls.lint,
        method: 'POST',
        body: { javascript: value },
        lockForm: false,
      }).then((answer) => setFindings(answer?.findings ?? null));
    }, LINT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, call]);
  return (
    <div className="ic-designer-script">
      <label id={`${id}-label`} htmlFor={id}>
        {t('Designer_Script')}
      </label>
      <p id={`${id}-hint`} className="ic-designer-hint">
        {t('Designer_ScriptHint', { hooks: FORM_SCRIPT_HOOKS.join(', ') })}
      </p>
      <CodeEditor
        id={id}
        labelId={`${id}-label`}
        describedBy={`${id}-hint`}
        language="javascript"
        value={value}
        onChange={onChange}
        completions={completions}
        minHeight={240}
        maxHeight={520}
        diagnostics={(findings ?? []).map((f) => ({
          line: f.line,
          column: f.column,
          message: f.message,
          severity: f.severity,
        }))}
      />
      <div role="status" aria-live="polite">
        {findings === null ? null : findings.length === 0 ? (
          <p>{t('Designer_ScriptClean')}</p>
        ) : (
          <>
            <p>{t('Designer_ScriptFindings', { count: findings.length })}</p>
            <ul className="ic-designer-findings">
              {findings.map((f) => (
                <li key={`${f.line}:${f.column}:${f.ruleId}`} className={`ic-${f.severity}`}>
                  {t('Designer_FindingAt', { line: f.line, column: f.column, message: f.message })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
