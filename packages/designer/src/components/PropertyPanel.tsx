import { useId, useState } from 'react';
import { LANGUAGES } from '@insulcalc/i18n';
import { CodeEditor, controlRegistry } from '@insulcalc/forms';
import {
  CONTROL_TYPES,
  DEFAULT_CONTROL_TAB_INDEX,
  controlSpecOf,
  jsonLogicRuleSchema,
  type FormElementInput,
  type SettingDescription,
} from '@insulcalc/forms/core';
import {
  RULE_KINDS,
  parseSettingInput,
  settingsFields,
  settingsProblems,
  type LayoutPlace,
  type RuleKind,
  type SettingsField,
} from '../core/index';
import { useT } from '../i18n';
import type { Texts } from '../api';

export interface PropertyPanelProps {
  element: FormElementInput;
  place: LayoutPlace | undefined;
  /** Every element name of the form (offered in the rules). */
  fieldNames: string[];
  /** Elements whose rules read this one (derived dependencies). */
  readBy: string[];
  texts: Texts;
  onElement(patch: Partial<FormElementInput>): void;
  onRename(name: string): string | null;
  onPlace(patch: Partial<LayoutPlace>): void;
  /** Sets the text of a label or tooltip in one language (the page moves it to a designer key). */
  onText(part: 'displayName' | 'tooltip', language: string, text: string): void;
}

/** Control types to choose from: the registered ones (with a component) first, then the spec's others. */
function controlTypes(): string[] {
  const registered = controlRegistry.list().map((c) => c.type);
  return [...new Set([...registered, ...CONTROL_TYPES])].sort();
}

function Field({
  label,
  children,
  hint,
  help,
}: {
  label: string;
  children: (id: string) => React.ReactNode;
  hint?: string;
  /** The setting's help: the label's tooltip, and the hint under the input. */
  help?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="ic-designer-field">
      <label htmlFor={id} title={help || undefined}>
        {label}
      </label>
      {children(id)}
      {hint || help ? <span className="ic-designer-hint">{hint || help}</span> : null}
    </div>
  );
}

function SettingInput({
  field,
  description,
  value,
  onChange,
}: {
  field: SettingsField;
  /** The spec's label and help keys; without them the technical key is the label. */
  description: SettingDescription | undefined;
  value: unknown;
  onChange(text: string): void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const t = useT();
  const label = (description && t(description.label)) || field.key;
  const help = description?.help ? t(description.help) : undefined;
  if (field.kind === 'boolean')
    return (
      <div className="ic-designer-field ic-inline">
        <input
          id={`setting-${field.key}`}
          type="checkbox"
          checked={value === true}
          aria-description={help || undefined}
          onChange={(e) => onChange(String(e.target.checked))}
        />
        <label htmlFor={`setting-${field.key}`} title={help || undefined}>
          {label}
        </label>
      </div>
    );
  return (
    <Field label={label} help={help}>
      {(id) =>
        field.kind === 'enum' ? (
          <select
            id={id}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{t('Designer_Default')}</option>
            {field.values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        ) : field.kind === 'json' ? (
          <textarea
            id={id}
            rows={3}
            value={draft ?? (value === undefined ? '' : JSON.stringify(value))}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => {
              if (draft !== null) onChange(draft);
              setDraft(null);
            }}
          />
        ) : (
          <input
            id={id}
            type={field.kind === 'string' ? 'text' : 'number'}
            inputMode={field.kind === 'string' ? undefined : 'decimal'}
            min={field.kind !== 'string' ? field.minimum : undefined}
            max={field.kind !== 'string' ? field.maximum : undefined}
            value={value === undefined || value === null ? '' : String(value)}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** One rule as JSON text, checked as it is typed; the form's fields can be inserted as `{"var": …}`. */
function RuleEditor({
  kind,
  rule,
  fieldNames,
  onChange,
}: {
  kind: RuleKind;
  rule: unknown;
  fieldNames: string[];
  onChange(rule: unknown): void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(rule === undefined ? '' : JSON.stringify(rule));
  const [error, setError] = useState<string | null>(null);
  const apply = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setError(null);
      onChange(undefined);
      return;
    }
    try {
      const parsed = jsonLogicRuleSchema.parse(JSON.parse(next));
      setError(null);
      onChange(parsed);
    } catch (e) {
      setError(t('Designer_RuleInvalid', { message: (e as Error).message.split('\n')[0] ?? '' }));
    }
  };
  return (
    <div className="ic-designer-field">
      <label id={`${id}-label`} htmlFor={id}>
        {t(`Designer_Rule_${kind}`)}
      </label>
      <CodeEditor
        id={id}
        labelId={`${id}-label`}
        language="json"
        value={text}
        lineNumbers={false}
        minHeight={48}
        maxHeight={160}
        invalid={error !== null}
        describedBy={error ? `${id}-error` : undefined}
        onChange={apply}
      />
      {error ? (
        <span id={`${id}-error`} className="ic-designer-error">
          {error}
        </span>
      ) : null}
      <div
        className="ic-designer-chips"
        role="group"
        aria-label={t('Designer_InsertField', { rule: t(`Designer_Rule_${kind}`) })}
      >
        {fieldNames.map((name) => (
          <button
            key={name}
            type="button"
            onClick={() =>
              apply(
                text.trim() === ''
                  ? JSON.stringify({ var: name })
                  : `${text}${JSON.stringify({ var: name })}`,
              )
            }
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The selected element's properties: name, control type, labels and tooltips in the six languages,
 * flags, its grid place, the settings generated from the control's settings schema, and its
 * rules as JSON Logic with the form's fields offered.
 */
export function PropertyPanel(props: PropertyPanelProps) {
  const t = useT();
  const { element, place } = props;
  const [name, setName] = useState(element.name);
  const [nameError, setNameError] = useState<string | null>(null);
  // The shared control spec first (the server checks the same schema); a registered component's
  // schema covers types that have no spec yet.
  const spec = controlSpecOf(element.controlType);
  const settingsSchema = spec?.settingsSchema ?? controlRegistry.get(element.controlType)?.settingsSchema;
  const fields = settingsFields(settingsSchema);
  const descriptionOf = (key: string) => spec?.settings?.[key];
  // A setting without a human label, or marked technical, waits in the collapsed advanced section.
  const isAdvanced = (key: string) => {
    const description = descriptionOf(key);
    return !description || description.advanced === true;
  };
  const settings = (element.settings ?? {}) as Record<string, unknown>;
  const problems = settingsProblems(settingsSchema, settings);
  const known = new Set(fields.map((f) => f.key));
  const extra = Object.fromEntries(Object.entries(settings).filter(([k]) => !known.has(k)));
  const [extraText, setExtraText] = useState<string | null>(null);
  const [extraError, setExtraError] = useState<string | null>(null);
  const textOf = (key: string | undefined, language: string) => {
    if (!key) return '';
    const byLanguage = props.texts[key];
    if (byLanguage) return byLanguage[language] ?? '';
    // A literal text (not a key) shows in every language until it is translated.
    return /^[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+$/.test(key) ? '' : key;
  };

  const setSetting = (field: SettingsField, text: string) => {
    const parsed = parseSettingInput(field, text);
    if (parsed.error) return;
    const next = { ...settings };
    if (parsed.remove) delete next[field.key];
    else next[field.key] = parsed.value as never;
    props.onElement({ settings: next as FormElementInput['settings'] });
  };

  return (
    <aside className="ic-designer-panel" aria-label={t('Designer_Properties', { name: element.name })}>
      <h2>{t('Designer_Properties', { name: element.name })}</h2>
      <Field label={t('Designer_Name')} hint={nameError ?? t('Designer_NameHint')}>
        {(id) => (
          <input
            id={id}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => {
              if (name === element.name) return;
              const problem = props.onRename(name);
              setNameError(problem);
              if (problem) setName(element.name);
            }}
          />
        )}
      </Field>
      <Field label={t('Designer_ControlType')}>
        {(id) => (
          <select
            id={id}
            value={element.controlType}
            onChange={(e) => props.onElement({ controlType: e.target.value })}
          >
            {controlTypes().map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      {(['displayName', 'tooltip'] as const).map((part) => (
        <fieldset key={part}>
          <legend>{t(part === 'displayName' ? 'Designer_Label' : 'Designer_Tooltip')}</legend>
          {LANGUAGES.map((language) => (
            <Field key={language.code} label={language.localName}>
              {(id) => (
                <input
                  id={id}
                  lang={language.code}
                  value={textOf(element[part], language.code)}
                  onChange={(e) => props.onText(part, language.code, e.target.value)}
                />
              )}
            </Field>
          ))}
        </fieldset>
      ))}
      <fieldset>
        <legend>{t('Designer_Behaviour')}</legend>
        {(['required', 'hidden', 'readonly'] as const).map((flag) => (
          <div key={flag} className="ic-designer-field ic-inline">
            <input
              id={`flag-${flag}`}
              type="checkbox"
              checked={element[flag] === true}
              onChange={(e) => props.onElement({ [flag]: e.target.checked })}
            />
            <label htmlFor={`flag-${flag}`}>{t(`Designer_Flag_${flag}`)}</label>
          </div>
        ))}
        <Field label={t('Designer_LabelPosition')}>
          {(id) => (
            <select
              id={id}
              value={element.labelPosition ?? 'left'}
              onChange={(e) =>
                props.onElement({ labelPosition: e.target.value as 'left' | 'top' | 'inline' })
              }
            >
              {(['left', 'top', 'inline'] as const).map((p) => (
                <option key={p} value={p}>
                  {t(`Designer_LabelPosition_${p}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      {place ? (
        <fieldset>
          <legend>{t('Designer_Layout')}</legend>
          <div className="ic-designer-row">
            {(['colSpan', 'rowSpan', 'colGap', 'tabIndex'] as const).map((key) => (
              <Field key={key} label={t(`Designer_Layout_${key}`)}>
                {(id) => {
                  // The spec's default tab index (32767) means "in reading order": shown as empty.
                  const automatic = key === 'tabIndex' && place[key] === DEFAULT_CONTROL_TAB_INDEX;
                  return (
                    <input
                      id={id}
                      type="number"
                      value={automatic ? '' : place[key]}
                      placeholder={key === 'tabIndex' ? t('Designer_Setting_TabIndexAutomatic') : undefined}
                      onChange={(e) => {
                        if (key === 'tabIndex' && e.target.value.trim() === '')
                          return props.onPlace({ tabIndex: DEFAULT_CONTROL_TAB_INDEX });
                        const n = Number(e.target.value);
                        if (Number.isFinite(n)) props.onPlace({ [key]: n });
                      }}
                    />
                  );
                }}
              </Field>
            ))}
          </div>
          <div className="ic-designer-field ic-inline">
            <input
              id="place-newRow"
              type="checkbox"
              checked={place.newRow}
              onChange={(e) => props.onPlace({ newRow: e.target.checked })}
            />
            <label htmlFor="place-newRow">{t('Designer_Layout_newRow')}</label>
          </div>
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t('Designer_Settings', { controlType: element.controlType })}</legend>
        {fields
          .filter((field) => !isAdvanced(field.key))
          .map((field) => (
            <SettingInput
              key={field.key}
              field={field}
              description={descriptionOf(field.key)}
              value={settings[field.key]}
              onChange={(text) => setSetting(field, text)}
            />
          ))}
        <details className="ic-designer-advanced">
          <summary>{t('Designer_Setting_AdvancedSection')}</summary>
          {fields
            .filter((field) => isAdvanced(field.key))
            .map((field) => (
              <SettingInput
                key={field.key}
                field={field}
                description={descriptionOf(field.key)}
                value={settings[field.key]}
                onChange={(text) => setSetting(field, text)}
              />
            ))}
          <Field label={t('Designer_OtherSettings')} hint={extraError ?? t('Designer_OtherSettingsHint')}>
            {(id) => (
              <textarea
                id={id}
                rows={3}
                value={extraText ?? JSON.stringify(extra)}
                onChange={(e) => setExtraText(e.target.value)}
                onBlur={() => {
                  if (extraText === null) return;
                  try {
                    const parsed = JSON.parse(extraText) as unknown;
                    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
                      throw new Error('object');
                    const kept = Object.fromEntries(Object.entries(settings).filter(([k]) => known.has(k)));
                    props.onElement({
                      settings: {
                        ...kept,
                        ...(parsed as Record<string, never>),
                      } as FormElementInput['settings'],
                    });
                    setExtraError(null);
                    setExtraText(null);
                  } catch {
                    setExtraError(t('Designer_JsonObjectExpected'));
                  }
                }}
              />
            )}
          </Field>
        </details>
        {problems.length ? (
          <ul className="ic-designer-error" aria-live="polite">
            {problems.map((p) => (
              <li key={`${p.key}:${p.message}`}>
                {t('Designer_SettingProblem', { setting: p.key || '—', message: p.message })}
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('Designer_Rules')}</legend>
        {RULE_KINDS.map((kind) => (
          <RuleEditor
            key={`${element.name}:${kind}`}
            kind={kind}
            rule={element.rules?.[kind]}
            fieldNames={props.fieldNames}
            onChange={(rule) => {
              const rules = { ...(element.rules ?? {}) } as Record<string, unknown>;
              if (rule === undefined) delete rules[kind];
              else rules[kind] = rule;
              props.onElement({
                rules: Object.keys(rules).length ? (rules as FormElementInput['rules']) : undefined,
              });
            }}
          />
        ))}
        <p className="ic-designer-hint">
          {props.readBy.length
            ? t('Designer_ReadBy', { names: props.readBy.join(', ') })
            : t('Designer_ReadByNone')}
        </p>
      </fieldset>
    </aside>
  );
}
