import { useCallback, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import type { FieldSnapshot } from '../../core/index';
import type { ControlProps } from '../../react/controlRegistry';
import { fieldMessageText } from '../../react/FieldChrome';
import { useT } from '../../react/i18n';
import { ControlStyles } from '../../ui/controlStyles';
import { DateControl } from '../Date/Date';
import { DateTimeControl } from '../DateTime/DateTime';
import { Dropdown } from '../Dropdown/Dropdown';
import { Numeric } from '../Numeric/Numeric';
import { TextBox } from '../TextBox/TextBox';
import { TimeControl } from '../Time/Time';
import {
  columnElement,
  emptyRow,
  formGridRows,
  parseFormGridSettings,
  validateCell,
  type FormGridCellType,
  type FormGridColumn,
  type FormGridRow,
} from './settings';

/** The form's own controls edit the cells (Boolean gets a labelled checkbox of its own). */
const CELL_CONTROLS: Readonly<Record<Exclude<FormGridCellType, 'Boolean'>, ComponentType<ControlProps>>> = {
  TextBox,
  Numeric,
  Dropdown,
  Date: DateControl,
  Time: TimeControl,
  DateTime: DateTimeControl,
};

interface RowKeys {
  keys: string[];
  next: number;
}

const keyRange = (from: number, count: number) => Array.from({ length: count }, (_, i) => `r${from + i}`);

/**
 * FormGrid (spec §3): editable child rows of the parent form, saved with it as one list value.
 * Each cell is one of the form's controls, validated by that control type's validator as you
 * type. Keyboard: Tab through the cells; Alt+↑ / Alt+↓ move the focused row; Alt+Delete removes
 * it; the buttons do the same, and a status line announces each change.
 */
export function FormGrid({ field, model, inputId, labelId, describedBy, tabIndex, onChange }: ControlProps) {
  const t = useT();
  const settings = parseFormGridSettings(field.settings);
  const columns = settings.columns;
  const rows = formGridRows(field.value);
  // Stable React keys for rows that are plain objects: kept in step with every add, remove and
  // move, and regenerated when the value changes length from outside (a reload).
  const [rowKeys, setRowKeys] = useState<RowKeys>(() => ({
    keys: keyRange(0, rows.length),
    next: rows.length,
  }));
  let keys = rowKeys.keys;
  if (keys.length !== rows.length) {
    keys = keyRange(rowKeys.next, rows.length);
    setRowKeys({ keys, next: rowKeys.next + rows.length });
  }
  const readonly = field.readonly;
  const [announcement, setAnnouncement] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const tableRef = useRef<HTMLTableElement>(null);
  // Cell messages show once a cell was edited, and all of them after the field's error arrived
  // without an edit here (a validate-all on save, or the server's answer) — not for the untouched
  // cells of a row the user is still filling in.
  const [seen, setSeen] = useState({ value: field.value, error: field.error, revealAll: false });
  let revealAll = seen.revealAll;
  if (seen.value !== field.value || seen.error !== field.error) {
    revealAll = field.error ? (seen.value === field.value ? true : seen.revealAll) : false;
    setSeen({ value: field.value, error: field.error, revealAll });
  }
  const errorsShown = revealAll;

  const focusRow = useCallback((index: number, fallback?: 'add') => {
    // After React commits the new order, focus the row's first editable cell (or the add button).
    requestAnimationFrame(() => {
      const table = tableRef.current;
      const row = table?.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]')[index];
      const target =
        row?.querySelector<HTMLElement>('input:not([readonly]), button, [tabindex="0"]') ??
        (fallback
          ? table?.parentElement?.parentElement?.querySelector<HTMLElement>('.ic-formgrid-add')
          : null);
      target?.focus();
    });
  }, []);

  const commit = (next: FormGridRow[], nextKeys: string[], used = 0) => {
    setRowKeys({ keys: nextKeys, next: rowKeys.next + used });
    onChange(next);
  };
  const addRow = () => {
    if (rows.length >= settings.maxRows) return;
    commit([...rows, emptyRow(columns)], [...keys, `r${rowKeys.next}`], 1);
    setAnnouncement(t('FormGrid_RowAdded', { row: rows.length + 1 }));
    focusRow(rows.length);
  };
  const removeRow = (index: number) => {
    commit(
      rows.filter((_, i) => i !== index),
      keys.filter((_, i) => i !== index),
    );
    setAnnouncement(t('FormGrid_RowRemoved', { row: index + 1 }));
    focusRow(Math.min(index, rows.length - 2), 'add');
  };
  const moveRow = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const nextRows = [...rows];
    const nextKeys = [...keys];
    [nextRows[index], nextRows[to]] = [nextRows[to]!, nextRows[index]!];
    [nextKeys[index], nextKeys[to]] = [nextKeys[to]!, nextKeys[index]!];
    commit(nextRows, nextKeys);
    setAnnouncement(t('FormGrid_RowMoved', { from: index + 1, to: to + 1 }));
    focusRow(to);
  };
  const setCell = (index: number, column: FormGridColumn, value: unknown) => {
    const next = rows.map((row, i) => (i === index ? { ...row, [column.name]: value } : row));
    setTouched((current) => new Set(current).add(`${keys[index]}:${column.name}`));
    onChange(next);
  };
  const onRowKeyDown = (index: number) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (readonly || !event.altKey) return;
    if (settings.allowReorder && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      moveRow(index, event.key === 'ArrowUp' ? -1 : 1);
    } else if (settings.allowRemove && event.key === 'Delete') {
      event.preventDefault();
      removeRow(index);
    }
  };

  const captionId = `${inputId}-caption`;
  const helpId = `${inputId}-keys`;
  const canAdd = !readonly && settings.allowAdd && rows.length < settings.maxRows;
  const showActions = !readonly && (settings.allowRemove || settings.allowReorder);

  return (
    <div className="ic-formgrid-wrap-outer">
      <ControlStyles />
      <div className="ic-formgrid-wrap" role="region" aria-labelledby={labelId} tabIndex={-1} id={inputId}>
        <table
          className="ic-formgrid"
          ref={tableRef}
          aria-labelledby={captionId}
          aria-describedby={[describedBy, readonly ? null : helpId].filter(Boolean).join(' ') || undefined}
        >
          <caption id={captionId} className="ic-visually-hidden">
            {field.displayName}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="ic-formgrid-number">
                <span className="ic-visually-hidden">{t('FormGrid_RowNumber')}</span>
                <span aria-hidden="true">#</span>
              </th>
              {columns.map((column) => (
                <th
                  key={column.name}
                  id={`${inputId}-col-${column.name}`}
                  scope="col"
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.displayName}
                  {column.required && !readonly ? (
                    <span className="ic-required" aria-hidden="true">
                      {'\u00a0*'}
                    </span>
                  ) : null}
                </th>
              ))}
              {showActions ? (
                <th scope="col">
                  <span className="ic-visually-hidden">{t('FormGrid_Actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (showActions ? 2 : 1)} className="ic-muted">
                  {t('FormGrid_Empty')}
                </td>
              </tr>
            ) : null}
            {rows.map((row, index) => {
              const rowKey = keys[index]!;
              const rowHeaderId = `${inputId}-row-${rowKey}`;
              return (
                <tr key={rowKey} className="ic-formgrid-row" data-row={index} onKeyDown={onRowKeyDown(index)}>
                  <th scope="row" id={rowHeaderId} className="ic-formgrid-number">
                    <span className="ic-visually-hidden">{t('FormGrid_RowLabel', { row: index + 1 })}</span>
                    <span aria-hidden="true">{index + 1}</span>
                  </th>
                  {columns.map((column) => (
                    <td key={column.name}>
                      <Cell
                        column={column}
                        value={row[column.name] ?? null}
                        rowReadonly={readonly}
                        showError={errorsShown || touched.has(`${rowKey}:${column.name}`)}
                        cellId={`${inputId}-${rowKey}-${column.name}`}
                        labelledBy={`${inputId}-col-${column.name} ${rowHeaderId}`}
                        tabIndex={tabIndex}
                        parent={field}
                        model={model}
                        onChange={(value) => setCell(index, column, value)}
                      />
                    </td>
                  ))}
                  {showActions ? (
                    <td>
                      <div className="ic-formgrid-actions">
                        {settings.allowReorder ? (
                          <>
                            <Button
                              className="ic-btn ic-btn-small"
                              aria-label={t('FormGrid_MoveUp', { row: index + 1 })}
                              isDisabled={index === 0}
                              onPress={() => moveRow(index, -1)}
                            >
                              <span aria-hidden="true">↑</span>
                            </Button>
                            <Button
                              className="ic-btn ic-btn-small"
                              aria-label={t('FormGrid_MoveDown', { row: index + 1 })}
                              isDisabled={index === rows.length - 1}
                              onPress={() => moveRow(index, 1)}
                            >
                              <span aria-hidden="true">↓</span>
                            </Button>
                          </>
                        ) : null}
                        {settings.allowRemove ? (
                          <Button
                            className="ic-btn ic-btn-small"
                            aria-label={t('FormGrid_RemoveRow', { row: index + 1 })}
                            isDisabled={rows.length <= settings.minRows}
                            onPress={() => removeRow(index)}
                          >
                            <span aria-hidden="true">✕</span>
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {readonly ? null : (
        <p id={helpId} className="ic-visually-hidden">
          {t('FormGrid_KeyboardHelp')}
        </p>
      )}
      {canAdd ? (
        <div className="ic-formgrid-toolbar">
          <Button className="ic-btn ic-formgrid-add" onPress={addRow}>
            {t('FormGrid_AddRow')}
          </Button>
        </div>
      ) : null}
      <div className="ic-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

interface CellProps {
  column: FormGridColumn;
  value: unknown;
  rowReadonly: boolean;
  showError: boolean;
  cellId: string;
  labelledBy: string;
  tabIndex: number;
  parent: FieldSnapshot;
  model: ControlProps['model'];
  onChange(value: unknown): void;
}

/** One cell: its control, and its own validation message once edited or after a validate-all. */
function Cell({
  column,
  value,
  rowReadonly,
  showError,
  cellId,
  labelledBy,
  tabIndex,
  parent,
  model,
  onChange,
}: CellProps) {
  const t = useT();
  const readonly = rowReadonly || column.readonly;
  const result = validateCell(column, value, readonly);
  const error = showError && !result.valid ? result.failure : null;
  const errorId = `${cellId}-error`;
  const describedBy = error ? errorId : undefined;
  if (column.controlType === 'Boolean') {
    const checked = value === true || value === 'true';
    return (
      <>
        <Checkbox
          id={cellId}
          className="ic-checkbox"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          isSelected={checked}
          isReadOnly={readonly}
          isInvalid={Boolean(error)}
          onChange={onChange}
          excludeFromTabOrder={tabIndex < 0}
        >
          <span className="ic-checkbox-box" aria-hidden="true">
            {checked ? '✓' : ''}
          </span>
        </Checkbox>
        {error ? (
          <div id={errorId} className="ic-formgrid-error">
            {fieldMessageText(error, t)}
          </div>
        ) : null}
      </>
    );
  }
  const Control = CELL_CONTROLS[column.controlType];
  const element = columnElement(column);
  const snapshot: FieldSnapshot = {
    name: `${parent.name}.${column.name}`,
    controlType: column.controlType,
    element,
    settings: element.settings,
    displayName: column.displayName,
    section: parent.section,
    layout: null,
    value,
    hidden: false,
    readonly,
    required: column.required,
    error,
    warning: null,
    info: null,
  };
  return (
    <div className={readonly ? 'ic-readonly' : undefined}>
      <Control
        field={snapshot}
        model={model}
        inputId={cellId}
        labelId={labelledBy}
        describedBy={describedBy}
        tabIndex={tabIndex}
        invalid={Boolean(error)}
        onChange={onChange}
      />
      {error ? (
        <div id={errorId} className="ic-formgrid-error">
          {fieldMessageText(error, t)}
        </div>
      ) : null}
    </div>
  );
}
