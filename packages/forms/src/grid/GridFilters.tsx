import { useEffect, useId, useState } from 'react';
import { parseNumber } from '@insulcalc/i18n';
import type { ViewColumnAnswer, ViewFilter, ViewFilterKind } from '../core/index';
import { useT } from '../react/i18n';
import { isNumericColumn } from './cells';
import { filterOf, withFilter } from './gridState';

type Commit = (filter: ViewFilter | null) => void;

function isDateColumn(column: ViewColumnAnswer): boolean {
  return column.dataType === 'date' || column.dataType === 'dateTime';
}

/** A typed text becomes the filter operand: numbers in the user's notation, everything else text. */
function operand(column: ViewColumnAnswer, text: string, language: string): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (isNumericColumn(column)) {
    const parsed = parseNumber(trimmed, language);
    return parsed.ok ? parsed.value : null;
  }
  return trimmed;
}

/** A text input that commits on Enter, on blur and after a pause in typing. */
function DraftInput({
  id,
  label,
  value,
  onCommit,
  type = 'text',
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (text: string) => void;
  type?: 'text' | 'date';
  invalid?: boolean;
}) {
  const [draft, setDraft] = useState(value);
  // A new value from outside (cleared filters, a remembered state) replaces the draft.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onCommit(draft), 500);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <input
      id={id}
      className="ic-input ic-grid-filter-input"
      type={type}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => draft !== value && onCommit(draft)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onCommit(draft);
        }
      }}
    />
  );
}

function ColumnFilter({
  column,
  kind,
  filters,
  onChange,
  language,
}: {
  column: ViewColumnAnswer;
  kind: ViewFilterKind;
  filters: readonly ViewFilter[];
  onChange: Commit;
  language: string;
}) {
  const t = useT();
  const id = useId();
  const { attribute, title } = column;
  const [invalid, setInvalid] = useState(false);
  switch (kind) {
    case 'contains': {
      const current = filterOf(filters, attribute, 'contains');
      return (
        <DraftInput
          id={id}
          label={t('ViewGrid_FilterContains', { column: title })}
          value={current?.value ?? ''}
          onCommit={(text) =>
            onChange(text.trim() ? { attribute, kind: 'contains', value: text.trim().slice(0, 200) } : null)
          }
        />
      );
    }
    case 'equals': {
      const current = filterOf(filters, attribute, 'equals');
      const label = t('ViewGrid_FilterEquals', { column: title });
      if (column.dataType === 'boolean' || (column.dataType === 'code' && column.values)) {
        const choices =
          column.dataType === 'boolean'
            ? [
                { value: 'true', text: t('ViewGrid_Yes') },
                { value: 'false', text: t('ViewGrid_No') },
              ]
            : column.values!.map((v) => ({ value: String(v.value), text: v.text }));
        return (
          <select
            id={id}
            className="ic-input ic-grid-filter-input"
            aria-label={label}
            value={current && current.value !== null ? String(current.value) : ''}
            onChange={(e) => {
              const text = e.target.value;
              if (!text) return onChange(null);
              const value =
                column.dataType === 'boolean'
                  ? text === 'true'
                  : (column.values!.find((v) => String(v.value) === text)?.value ?? text);
              onChange({ attribute, kind: 'equals', value });
            }}
          >
            <option value="">{t('ViewGrid_Any')}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.text}
              </option>
            ))}
          </select>
        );
      }
      return (
        <DraftInput
          id={id}
          label={label}
          type={isDateColumn(column) ? 'date' : 'text'}
          invalid={invalid}
          value={current && current.value !== null ? String(current.value) : ''}
          onCommit={(text) => {
            const value = operand(column, text, language);
            setInvalid(text.trim() !== '' && value === null);
            if (text.trim() === '' || value !== null)
              onChange(value === null ? null : { attribute, kind: 'equals', value });
          }}
        />
      );
    }
    case 'range': {
      const current = filterOf(filters, attribute, 'range');
      const commit = (part: 'from' | 'to', text: string) => {
        const value = operand(column, text, language);
        setInvalid(text.trim() !== '' && value === null);
        if (text.trim() !== '' && value === null) return;
        const next = { from: current?.from, to: current?.to, [part]: value ?? undefined };
        onChange(
          next.from === undefined && next.to === undefined
            ? null
            : {
                attribute,
                kind: 'range',
                ...(next.from !== undefined ? { from: next.from } : {}),
                ...(next.to !== undefined ? { to: next.to } : {}),
              },
        );
      };
      const type = isDateColumn(column) ? 'date' : 'text';
      return (
        <span className="ic-grid-filter-range">
          <DraftInput
            id={`${id}-from`}
            type={type}
            invalid={invalid}
            label={t('ViewGrid_FilterFrom', { column: title })}
            value={current?.from !== undefined ? String(current.from) : ''}
            onCommit={(text) => commit('from', text)}
          />
          <span aria-hidden="true">–</span>
          <DraftInput
            id={`${id}-to`}
            type={type}
            invalid={invalid}
            label={t('ViewGrid_FilterTo', { column: title })}
            value={current?.to !== undefined ? String(current.to) : ''}
            onCommit={(text) => commit('to', text)}
          />
        </span>
      );
    }
    case 'values': {
      if (!column.values?.length) return null;
      const current = filterOf(filters, attribute, 'values');
      const chosen = new Set(current?.values ?? []);
      return (
        <fieldset className="ic-grid-filter-values">
          <legend className="ic-visually-hidden">{t('ViewGrid_FilterValues', { column: title })}</legend>
          {column.values.map((choice) => {
            const key = String(choice.value);
            return (
              <label key={key} className="ic-grid-filter-value">
                <input
                  type="checkbox"
                  checked={chosen.has(key)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(key);
                    else next.delete(key);
                    onChange(next.size ? { attribute, kind: 'values', values: [...next] } : null);
                  }}
                />
                {choice.text}
              </label>
            );
          })}
        </fieldset>
      );
    }
  }
}

/**
 * The filters of a view's columns (text contains, equals, from–to ranges, code-list values), one
 * group per filterable column. Each change goes to the server at once (text after a pause).
 */
export function GridFilters({
  columns,
  filters,
  onChange,
  language,
}: {
  columns: readonly ViewColumnAnswer[];
  filters: readonly ViewFilter[];
  onChange: (filters: ViewFilter[]) => void;
  language: string;
}) {
  const t = useT();
  const filterable = columns.filter((c) => c.filters.length > 0);
  return (
    <div className="ic-grid-filters" role="group" aria-label={t('ViewGrid_Filters')}>
      {filterable.map((column) => (
        <div key={column.attribute} className="ic-grid-filter">
          <span className="ic-grid-filter-title">{column.title}</span>
          {column.filters.map((kind) => (
            <span key={kind} className="ic-grid-filter-kind">
              <span className="ic-grid-filter-kind-label" aria-hidden="true">
                {t(`ViewGrid_Kind_${kind}`)}
              </span>
              <ColumnFilter
                column={column}
                kind={kind}
                filters={filters}
                language={language}
                onChange={(filter) => onChange(withFilter(filters, column.attribute, kind, filter))}
              />
            </span>
          ))}
        </div>
      ))}
      {filters.length ? (
        <button type="button" className="ic-btn ic-btn-link" onClick={() => onChange([])}>
          {t('ViewGrid_ClearFilters')}
        </button>
      ) : null}
    </div>
  );
}
