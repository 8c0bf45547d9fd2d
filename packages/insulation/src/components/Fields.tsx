/**
 * Labelled form controls of the configurator: numbers parsed per locale with a translated error
 * next to the field (aria-invalid, aria-describedby), selects and checkboxes.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Ui } from './ui';

export function fieldId(path: string): string {
  return `f-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

export interface NumberFieldProps {
  ui: Ui;
  path: string;
  label: string;
  unit?: string | undefined;
  value: number | null | undefined;
  optional?: boolean | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** Called only with valid values (or null for an emptied optional field). */
  onChange: (value: number | null) => void;
  /** An error from elsewhere (the engine), already translated. */
  externalError?: string | null | undefined;
  /** A warning (the value computes but is implausible), already translated; never blocks. */
  warning?: string | null | undefined;
  /**
   * Told whether the text in the field is invalid (the stored value is then the last valid one,
   * so results computed from it are out of date); told `false` when the field goes away.
   */
  onInvalidChange?: ((invalid: boolean) => void) | undefined;
}

export function NumberField({
  ui,
  path,
  label,
  unit,
  value,
  optional,
  min,
  max,
  onChange,
  externalError,
  warning,
  onInvalidChange,
}: NumberFieldProps) {
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  // The reader's unit system: the field shows and reads its unit (°F, in …); the value stays SI.
  const si = unit ?? '';
  // A converted value gets six significant digits (60.3 mm → 2.37402 in), an SI one stays exact.
  const shownText = (v: number | null | undefined) =>
    ui.formatInput(
      typeof v === 'number' && ui.units.unit(si) !== si ? Number(ui.units.toShown(v, si).toPrecision(6)) : v,
    );
  const toSi = (v: number | null) => (v === null ? null : ui.units.fromShown(v, si));
  const units = ui.units.system;
  const [text, setText] = useState(() => shownText(value));
  const [system, setSystem] = useState(units);
  const [shown, setShown] = useState<number | null | undefined>(value);
  const [locale, setLocale] = useState(ui.intlLocale);
  const [error, setError] = useState<string | null>(null);

  // The value changed from outside (size picker, equipment switch, load): show it.
  if (shown !== value || locale !== ui.intlLocale || system !== units) {
    setShown(value);
    setLocale(ui.intlLocale);
    setSystem(units);
    const parsed = toSi(ui.parse(text));
    if (!sameValue(parsed, value) || locale !== ui.intlLocale || system !== units) {
      setText(shownText(value));
      setError(null);
    }
  }

  function handle(next: string) {
    setText(next);
    if (next.trim() === '') {
      if (optional) {
        setError(null);
        setShown(null);
        onChange(null);
      } else {
        setError(ui.t('validation_required'));
      }
      return;
    }
    const typed = ui.parse(next);
    const parsed = toSi(typed);
    if (parsed === null || typed === null) {
      // Text without a digit is simply not a number; a near-number ("8O", "1e2", "60.3" in
      // German) gets the rule, with the locale's decimal separator (formatInput(0.5) is "0,5").
      setError(
        /\d/.test(next)
          ? ui.t('Insulation_Error_NumberFormat', { decimal: ui.formatInput(0.5).charAt(1) })
          : ui.t('Insulation_Error_NotANumber'),
      );
      return;
    }
    if (min !== undefined && parsed < min) {
      setError(ui.t('Insulation_Error_Min', { min: shownText(min) }));
      return;
    }
    if (max !== undefined && parsed > max) {
      setError(ui.t('Insulation_Error_Max', { max: shownText(max) }));
      return;
    }
    setError(null);
    setShown(parsed);
    onChange(parsed);
  }

  const report = useRef(onInvalidChange);
  useEffect(() => {
    report.current = onInvalidChange;
  });
  const invalid = error !== null;
  useEffect(() => {
    report.current?.(invalid);
  }, [invalid]);
  useEffect(() => () => report.current?.(false), []);

  const message = error ?? externalError ?? null;
  return (
    <div className={`icc-field${message ? ' icc-field--invalid' : ''}`} data-field={path}>
      <label htmlFor={id}>{label}</label>
      <div className="icc-field__control">
        <input
          id={id}
          name={path}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : warning ? warningId : undefined}
          onChange={(e) => handle(e.target.value)}
        />
        {unit ? (
          <span className="icc-field__unit" aria-hidden="true">
            {ui.units.unit(unit)}
          </span>
        ) : null}
      </div>
      {message ? (
        <p id={errorId} className="icc-field__error" role="alert">
          {message}
        </p>
      ) : warning ? (
        <p id={warningId} className="icc-field__warning" role="status" data-testid="field-warning">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/** The same number up to the rounding of a unit conversion (60.3 mm → 2.374016 in → 60.3000006 mm). */
function sameValue(a: number | null, b: number | null | undefined): boolean {
  if (a === null || b === null || b === undefined) return a === (b ?? null);
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
}

export interface SelectOption {
  value: string | number;
  label: string;
  /** Options with a group are listed under it (an optgroup), in the order given. */
  group?: string | undefined;
  /** An item no longer offered, listed only because it is the chosen one. */
  retired?: boolean | undefined;
}

/** Consecutive options of the same group, for optgroups. */
function grouped(options: readonly SelectOption[]): { group: string | undefined; options: SelectOption[] }[] {
  const out: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const o of options) {
    const last = out[out.length - 1];
    if (last && last.group === o.group) last.options.push(o);
    else out.push({ group: o.group, options: [o] });
  }
  return out;
}

export interface SelectFieldProps {
  path: string;
  label: string;
  value: string | number | null | undefined;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Adds an empty first option with this label. */
  emptyLabel?: string | undefined;
  error?: string | null | undefined;
  /** The line under the field while the chosen option is a retired one. */
  retiredNote?: string | undefined;
  children?: ReactNode;
}

export function SelectField({
  path,
  label,
  value,
  options,
  onChange,
  emptyLabel,
  error,
  retiredNote,
}: SelectFieldProps) {
  const id = fieldId(path);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const chosen =
    value === null || value === undefined
      ? undefined
      : options.find((o) => String(o.value) === String(value));
  // A narrow closed picker cuts a long name, and with it a "(no longer offered)" at its end: the
  // full text shows on hover (title), and a retired choice is said on a line of its own under the
  // field, which is also the picker's description (decision 0039). The title is on the picker's
  // box, not the picker: there it would become its description, and a screen reader would say
  // the chosen value twice.
  const note = chosen?.retired ? retiredNote : undefined;
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`icc-field${error ? ' icc-field--invalid' : ''}`} data-field={path}>
      <label htmlFor={id}>{label}</label>
      <div className="icc-field__control" title={chosen?.label}>
        <select
          id={id}
          name={path}
          value={value === null || value === undefined ? '' : String(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {grouped(options).map(({ group, options: list }) => {
            const items = list.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {o.label}
              </option>
            ));
            return group === undefined ? (
              items
            ) : (
              <optgroup key={`group-${group}`} label={group}>
                {items}
              </optgroup>
            );
          })}
        </select>
      </div>
      {note ? (
        <p id={noteId} className="icc-field__note">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="icc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  path,
  label,
  checked,
  onChange,
}: {
  path: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = fieldId(path);
  return (
    <div className="icc-field icc-field--check" data-field={path}>
      <input
        id={id}
        name={path}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A group of radio buttons in its own fieldset. */
export function RadioGroup({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: number;
  options: readonly SelectOption[];
  onChange: (value: number) => void;
}) {
  const base = useId();
  return (
    <fieldset className="icc-radios" data-field={name}>
      <legend>{legend}</legend>
      {options.map((o) => {
        const id = `${base}-${o.value}`;
        return (
          <span key={String(o.value)} className="icc-radios__item">
            <input
              id={id}
              type="radio"
              name={`${base}-${name}`}
              value={String(o.value)}
              checked={Number(o.value) === value}
              onChange={() => onChange(Number(o.value))}
            />
            <label htmlFor={id}>{o.label}</label>
          </span>
        );
      })}
    </fieldset>
  );
}
