'use no memo';
// TanStack Table 9 keeps its state in its own store: the React Compiler's memoisation would
// hide its updates (libraries.md), so this file opts out.
import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  useVirtualizer,
} from '@tanstack/react-virtual';
import { useLanguage, useMessages } from '@insulcalc/i18n';
import { ShellContext, useHttp } from '@insulcalc/shell';
import { saveBlob } from '@insulcalc/shell/http';
import type { ViewColumnAnswer, ViewFilter, ViewRow, ViewRowsAnswer } from '../core/index';
import { useT } from '../react/i18n';
import { useGetViewRowsQuery } from '../views/viewsApi';
import { cellText, isNumericColumn, type CellFormatContext } from './cells';
import { buildCsv, buildXlsx, exportFileName, fetchAllRows, type ExportFormat } from './exportRows';
import { GridFilters } from './GridFilters';
import { GRID_STYLE_HREF, gridCss } from './gridStyles';
import { nextSort, pageCount, type GridQuery } from './gridState';
import { useGridKeyboard } from './useGridKeyboard';
import { useGridQuery } from './useGridQuery';
import { useGridSelection, type GridSelectionMode } from './useGridSelection';

export type { GridSelectionMode } from './useGridSelection';

/** What a grid's toolbar gets: the selection (for row conditions) and the current answer. */
export interface ViewGridToolbarContext {
  selectedRows: ViewRow[];
  answer: ViewRowsAnswer | undefined;
  clearSelection(): void;
  refetch(): void;
}

export interface ViewGridProps {
  viewId: string;
  /** The grid's accessible name; the view's title otherwise. */
  label?: string;
  /** Shows the view's title as a heading above the grid. */
  showTitle?: boolean;
  selectionMode?: GridSelectionMode;
  /** Ids selected when the grid mounts (a MultiselectLookup's value). */
  initialSelectedIds?: readonly string[];
  onSelectionChange?(rows: ViewRow[]): void;
  /** Enter or a double click on a row. */
  onOpen?(row: ViewRow): void;
  /** Buttons above the grid (search page: add, edit, delete, row-condition buttons). */
  toolbar?(context: ViewGridToolbarContext): ReactNode;
  /** Overrides the view's page size. */
  pageSize?: number;
  /** Filters, sort, page size and column choice survive a reload (the profile's rememberGridFilters by default). */
  remember?: boolean;
  /** Separates the remembered state of one view shown in several places. */
  rememberScope?: string;
  /** Offers CSV and XLSX export (default true). */
  exportable?: boolean;
  /** Shows the filter panel open at first. */
  filtersOpen?: boolean;
  /** Reports every answer (a search page titles itself with the view's title). */
  onAnswer?(answer: ViewRowsAnswer): void;
  /**
   * Filters the host sets (a report's parameters), applied with the user's own, to the rows and
   * to the export; not shown in the filter panel and never remembered.
   */
  filters?: readonly ViewFilter[];
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnVisibilityFeature });
const columnHelper = createColumnHelper<typeof features, ViewRow>();
const SELECT_COLUMN = '__select';
const PAGE_SIZES = [10, 25, 50, 100, 200, 500, 1000];
/**
 * From this many rows on a page, only the rows in view (and a few around them) are in the
 * document (@tanstack/react-virtual): a page of 1,000 rows renders as fast as one of 50. Smaller
 * pages render every row, so the browser's find-in-page sees them all.
 */
export const VIRTUAL_ROWS_FROM = 100;
/** A row's height before it is measured (one line of text with the cell padding). */
const ROW_HEIGHT_ESTIMATE = 37;
const UNLAID_RECT = { width: 1000, height: 20 * ROW_HEIGHT_ESTIMATE };

/** The profile's rememberGridFilters (false outside the shell: stories, tests). */
function useRememberGridFilters(): boolean {
  return useContext(ShellContext)?.profile.rememberGridFilters === true;
}

function rowName(row: ViewRow, columns: readonly ViewColumnAnswer[], context: CellFormatContext): string {
  if (row.displayName) return row.displayName;
  const first = columns[0];
  return first ? cellText(first, row.values[first.attribute], context) || row.id : row.id;
}

/** The server's words when it refused the rows (401/403 with a message), else null. */
function refusalOf(error: unknown): string | null {
  const e = error as { status?: unknown; message?: unknown } | undefined;
  if (!e || (e.status !== 401 && e.status !== 403)) return null;
  return typeof e.message === 'string' && e.message && e.message !== '{hash}' ? e.message : null;
}

/**
 * ViewGrid (issue 14): a server view in a grid. The server pages, sorts and filters; the grid
 * keeps the query (remembered when the profile says rememberGridFilters), column choice and the
 * selection across pages, exports CSV/XLSX, and follows the WAI-ARIA grid keyboard model: arrows,
 * Home/End (Ctrl: first/last row), PageUp/PageDown (then the previous/next page), Enter opens a
 * row, Space selects it, Ctrl+A selects the page.
 */
export function ViewGrid({
  viewId,
  label,
  showTitle = false,
  selectionMode = 'multiple',
  initialSelectedIds,
  onSelectionChange,
  onOpen,
  toolbar,
  pageSize: pageSizeProp,
  remember: rememberProp,
  rememberScope,
  exportable = true,
  filtersOpen = false,
  onAnswer,
  filters: hostFilters,
}: ViewGridProps) {
  const t = useT();
  const http = useHttp();
  const language = useLanguage();
  const messages = useMessages();
  const profileRemember = useRememberGridFilters();
  const remember = rememberProp ?? profileRemember;
  const {
    query,
    allFilters,
    request,
    changeQuery: changeGridQuery,
    goToPage,
    setHidden,
  } = useGridQuery({
    viewId,
    remember,
    rememberScope,
    hostFilters,
    pageSize: pageSizeProp,
  });
  const [showFilters, setShowFilters] = useState(filtersOpen || query.filters.length > 0);
  const [showColumns, setShowColumns] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const statusId = useId();

  const { data, currentData, isFetching, isError, error, refetch } = useGetViewRowsQuery({ viewId, request });
  // A refusal (401/403) is an answer, not a failure: the grid says it, and offers no retry.
  const refusal = refusalOf(error);
  // The last answer stays on screen while the next page loads (no flicker); a failure shows its own state.
  const answer = currentData ?? data;
  useEffect(() => {
    if (currentData) onAnswer?.(currentData);
  }, [currentData, onAnswer]);

  const context = useMemo<CellFormatContext>(
    () => ({ language, messages, yes: t('ViewGrid_Yes'), no: t('ViewGrid_No') }),
    [language, messages, t],
  );
  const allColumns = useMemo(() => answer?.columns ?? [], [answer]);
  const hidden = useMemo(
    () =>
      new Set(
        query.hidden.length ? query.hidden : allColumns.filter((c) => c.hidden).map((c) => c.attribute),
      ),
    [query.hidden, allColumns],
  );
  const rows = useMemo(() => answer?.rows ?? [], [answer]);
  const { selected, selectedRows, toggleRow, togglePage, clearSelection, pageSelected, pagePartlySelected } =
    useGridSelection({ selectionMode, initialSelectedIds, onSelectionChange, rows });

  const changeQuery = useCallback(
    (change: Partial<GridQuery>, keepSelection = false) => {
      changeGridQuery(change);
      if (!keepSelection) clearSelection();
    },
    [changeGridQuery, clearSelection],
  );

  const columns = useMemo(() => {
    const defs = allColumns.map((column) =>
      // Display columns: the cells render the row's values themselves (typed per column).
      columnHelper.display({ id: column.attribute, header: column.title, enableSorting: column.sortable }),
    );
    return selectionMode === 'multiple' || selectionMode === 'single'
      ? [columnHelper.display({ id: SELECT_COLUMN, header: '' }), ...defs]
      : defs;
  }, [allColumns, selectionMode]);

  const sort = answer?.sort ?? query.sort ?? [];
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableMultiSort: true,
    state: {
      sorting: sort.map((s) => ({ id: s.attribute, desc: s.direction === 'desc' })),
      rowSelection: Object.fromEntries(rows.filter((r) => selected.has(r.id)).map((r) => [r.id, true])),
      columnVisibility: Object.fromEntries(allColumns.map((c) => [c.attribute, !hidden.has(c.attribute)])),
    },
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const colCount = visibleColumns.length;
  const effectivePageSize = answer?.pageSize ?? pageSizeProp ?? query.pageSize ?? 50;
  const pages = answer ? pageCount(answer.total, answer.pageSize) : 1;
  const hasNext = answer
    ? answer.page < pages || (!answer.totalIsExact && rows.length === answer.pageSize)
    : false;
  const hasPrevious = query.page > 1;
  const sortBy = (attribute: string, add: boolean) => {
    const column = allColumns.find((c) => c.attribute === attribute);
    if (!column?.sortable) return;
    // The next step starts from the sort the user last asked for, not from the shown answer's:
    // a second click before the first answer arrives must not start over from the old order.
    changeQuery({ sort: nextSort(query.sort ?? sort, attribute, add) }, true);
  };
  const { cursorRow, cursorCol, setCursor, onKeyDown } = useGridKeyboard({
    rows,
    columnIds: visibleColumns.map((column) => column.id),
    selectionColumnId: SELECT_COLUMN,
    multiple: selectionMode === 'multiple',
    hasNext,
    hasPrevious,
    busy: isFetching,
    tableRef,
    goToPage: (direction) => goToPage(query.page + (direction === 'next' ? 1 : -1)),
    toggleRow,
    togglePage,
    sortBy,
    onOpen,
  });

  const virtual = rows.length >= VIRTUAL_ROWS_FROM;
  // eslint-disable-next-line react-hooks/incompatible-library -- the file opts out of the compiler ('use no memo')
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: 12,
    // The keyboard cursor's row is always rendered (at its place, between spacers), so the arrow
    // keys can focus it and the browser scrolls it into view.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return cursorRow >= 0 && cursorRow < range.count && !indexes.includes(cursorRow)
        ? [...indexes, cursorRow].sort((a, b) => a - b)
        : indexes;
    },
    // Before the first measurement, and where nothing is laid out (a hidden tab, jsdom): a
    // screenful of rows rather than none.
    initialRect: UNLAID_RECT,
    observeElementRect: (instance, onChange) =>
      observeElementRect(instance, (rect) => onChange(rect.height > 0 ? rect : UNLAID_RECT)),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ROW_HEIGHT_ESTIMATE,
  });
  const virtualRows = virtual ? virtualizer.getVirtualItems() : [];
  // Another page (or sort, or filter) starts at its top, not where the last one was scrolled to.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [query.page, query.sort, query.filters]);

  const doExport = async (format: ExportFormat) => {
    if (!answer) return;
    setExporting(format);
    setExportFailed(false);
    try {
      const all = await fetchAllRows(http, viewId, { sort: query.sort, filters: allFilters });
      const shown = all.answer.columns.filter((c) => !hidden.has(c.attribute));
      const blob =
        format === 'csv'
          ? new Blob([buildCsv(shown, all.rows, context)], { type: 'text/csv;charset=utf-8' })
          : await buildXlsx(all.answer.title, shown, all.rows, context);
      saveBlob(blob, exportFileName(all.answer.title, format));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
  };

  const totalText = answer
    ? answer.totalIsExact
      ? t('ViewGrid_Total', { count: answer.total })
      : t('ViewGrid_TotalMore', { count: answer.total })
    : '';
  const title = answer?.title ?? '';
  const gridLabel = label ?? title;
  const activeFilters = query.filters.length;

  const modelRows = table.getRowModel().rows;
  return (
    <div className="ic-view-grid" data-view-id={viewId}>
      <style href={GRID_STYLE_HREF} precedence="default">
        {gridCss}
      </style>
      {showTitle && title ? (
        <h2 className="ic-view-grid-title" id={captionId}>
          {title}
        </h2>
      ) : null}
      {toolbar ? (
        <div className="ic-view-grid-toolbar">
          {toolbar({ selectedRows, answer, clearSelection, refetch: () => void refetch() })}
        </div>
      ) : null}
      <div className="ic-view-grid-actions">
        <button
          type="button"
          className="ic-btn"
          aria-expanded={showFilters}
          onClick={() => setShowFilters((v) => !v)}
        >
          {activeFilters ? t('ViewGrid_FiltersActive', { count: activeFilters }) : t('ViewGrid_Filters')}
        </button>
        <button
          type="button"
          className="ic-btn"
          aria-expanded={showColumns}
          onClick={() => setShowColumns((v) => !v)}
        >
          {t('ViewGrid_Columns')}
        </button>
        {exportable ? (
          <>
            <button
              type="button"
              className="ic-btn"
              disabled={!answer || exporting !== null}
              aria-busy={exporting === 'csv' || undefined}
              onClick={() => void doExport('csv')}
            >
              {t('ViewGrid_ExportCsv')}
            </button>
            <button
              type="button"
              className="ic-btn"
              disabled={!answer || exporting !== null}
              aria-busy={exporting === 'xlsx' || undefined}
              onClick={() => void doExport('xlsx')}
            >
              {t('ViewGrid_ExportXlsx')}
            </button>
          </>
        ) : null}
        {selectionMode !== 'none' && selected.size > 0 ? (
          <span className="ic-view-grid-selected">
            {t('ViewGrid_Selected', { count: selected.size })}{' '}
            <button type="button" className="ic-btn ic-btn-link" onClick={clearSelection}>
              {t('ViewGrid_ClearSelection')}
            </button>
          </span>
        ) : null}
      </div>
      {exportFailed ? (
        <p role="alert" className="ic-field-error">
          {t('ViewGrid_ExportFailed')}
        </p>
      ) : null}
      {showColumns && allColumns.length ? (
        <fieldset className="ic-view-grid-columns">
          <legend>{t('ViewGrid_Columns')}</legend>
          {allColumns.map((column) => {
            const shown = !hidden.has(column.attribute);
            return (
              <label key={column.attribute} className="ic-checkbox">
                <input
                  type="checkbox"
                  checked={shown}
                  // The last shown column stays: a grid without columns cannot be used.
                  disabled={shown && allColumns.length - hidden.size <= 1}
                  onChange={() => {
                    const next = new Set(hidden);
                    if (shown) next.add(column.attribute);
                    else next.delete(column.attribute);
                    setHidden([...next]);
                  }}
                />
                {column.title}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {showFilters && answer ? (
        <GridFilters
          columns={allColumns}
          filters={query.filters}
          language={language}
          onChange={(filters) => changeQuery({ filters })}
        />
      ) : null}
      {isError && !answer && refusal !== null ? (
        <p role="alert" className="ic-view-grid-error" data-testid="view-grid-refused">
          {refusal}
        </p>
      ) : isError && !answer ? (
        <div role="alert" className="ic-view-grid-error">
          {t('ViewGrid_LoadFailed')}{' '}
          <button type="button" className="ic-btn" onClick={() => void refetch()}>
            {t('ViewGrid_Retry')}
          </button>
        </div>
      ) : null}
      <div
        ref={scrollRef}
        className={virtual ? 'ic-view-grid-scroll ic-view-grid-scroll-virtual' : 'ic-view-grid-scroll'}
      >
        <table
          ref={tableRef}
          role="grid"
          className="ic-view-grid-table"
          aria-label={gridLabel || undefined}
          aria-labelledby={!gridLabel ? undefined : showTitle && title && !label ? captionId : undefined}
          aria-rowcount={answer ? answer.total + 1 : -1}
          aria-colcount={colCount}
          aria-busy={isFetching || undefined}
          aria-multiselectable={selectionMode === 'multiple' || undefined}
          aria-describedby={statusId}
          onKeyDown={onKeyDown}
        >
          <thead>
            {/* Before the view's columns arrive there are no headers: a row needs cells (axe). */}
            {table
              .getHeaderGroups()
              .filter((group) => group.headers.length > 0)
              .map((group) => (
                <tr key={group.id} role="row" aria-rowindex={1}>
                  {group.headers.map((header, col) => {
                    const id = header.column.id;
                    const active = cursorRow === -1 && cursorCol === col;
                    const cellProps = {
                      'data-cell': `-1:${col}`,
                      tabIndex: active || (rows.length === 0 && col === 0) ? 0 : -1,
                      'aria-colindex': col + 1,
                      onFocus: () => setCursor({ row: -1, col }),
                    };
                    if (id === SELECT_COLUMN)
                      return (
                        <th key={header.id} role="columnheader" className="ic-grid-select" {...cellProps}>
                          {selectionMode === 'multiple' ? (
                            <input
                              type="checkbox"
                              tabIndex={-1}
                              aria-label={t('ViewGrid_SelectPage')}
                              checked={pageSelected}
                              ref={(el) => {
                                if (el) el.indeterminate = pagePartlySelected;
                              }}
                              onChange={togglePage}
                            />
                          ) : (
                            <span className="ic-visually-hidden">{t('ViewGrid_Selection')}</span>
                          )}
                        </th>
                      );
                    const column = allColumns.find((c) => c.attribute === id)!;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        role="columnheader"
                        scope="col"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                        className={isNumericColumn(column) ? 'ic-grid-numeric' : undefined}
                        style={column.width ? { width: column.width } : undefined}
                        {...cellProps}
                      >
                        {column.sortable ? (
                          <button
                            type="button"
                            tabIndex={-1}
                            className="ic-grid-sort"
                            onClick={(e) => sortBy(id, e.shiftKey)}
                          >
                            {column.title}
                            <span aria-hidden="true" className="ic-grid-sort-mark">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          column.title
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
          </thead>
          <tbody>
            {(virtual
              ? virtualRows.map((item) => ({ row: modelRows[item.index]!, rowIndex: item.index, item }))
              : modelRows.map((row, rowIndex) => ({ row, rowIndex, item: null }))
            ).flatMap(({ row, rowIndex, item }, at, shown) => {
              const data = row.original;
              // Rows not rendered take their height as a spacer (before each gap in the window).
              const gapStart = at === 0 ? 0 : (shown[at - 1]!.item?.end ?? 0);
              const spacer =
                item && item.start > gapStart ? (
                  <tr key={`gap-${rowIndex}`} aria-hidden="true" className="ic-grid-spacer">
                    <td colSpan={colCount} style={{ height: item.start - gapStart }} />
                  </tr>
                ) : null;
              const isSelected = selected.has(data.id);
              const name = rowName(data, allColumns, context);
              return [
                spacer,
                <tr
                  key={row.id}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  data-index={rowIndex}
                  role="row"
                  aria-rowindex={(query.page - 1) * effectivePageSize + rowIndex + 2}
                  aria-selected={selectionMode !== 'none' ? isSelected : undefined}
                  className={isSelected ? 'ic-grid-row-selected' : undefined}
                  onDoubleClick={() => onOpen?.(data)}
                >
                  {row.getVisibleCells().map((cell, col) => {
                    const active = cursorRow === rowIndex && cursorCol === col;
                    const cellProps = {
                      'data-cell': `${rowIndex}:${col}`,
                      role: 'gridcell',
                      tabIndex: active ? 0 : -1,
                      'aria-colindex': col + 1,
                      onFocus: () => setCursor({ row: rowIndex, col }),
                    };
                    if (cell.column.id === SELECT_COLUMN)
                      return (
                        <td key={cell.id} className="ic-grid-select" {...cellProps}>
                          <input
                            type="checkbox"
                            tabIndex={-1}
                            aria-label={t('ViewGrid_SelectRow', { name })}
                            checked={isSelected}
                            onChange={() => toggleRow(data)}
                          />
                        </td>
                      );
                    const column = allColumns.find((c) => c.attribute === cell.column.id)!;
                    return (
                      <td
                        key={cell.id}
                        className={isNumericColumn(column) ? 'ic-grid-numeric' : undefined}
                        {...cellProps}
                      >
                        {cellText(column, data.values[column.attribute], context)}
                      </td>
                    );
                  })}
                </tr>,
              ];
            })}
            {virtual && virtualRows.length ? (
              <tr aria-hidden="true" className="ic-grid-spacer">
                <td
                  colSpan={colCount}
                  style={{ height: virtualizer.getTotalSize() - virtualRows.at(-1)!.end }}
                />
              </tr>
            ) : null}
          </tbody>
        </table>
        {answer && rows.length === 0 ? <p className="ic-view-grid-empty">{t('ViewGrid_NoRows')}</p> : null}
        {!answer && !isError ? <p className="ic-view-grid-empty">{t('ViewGrid_Loading')}</p> : null}
      </div>
      <div className="ic-view-grid-pager">
        <span id={statusId} role="status" className="ic-view-grid-total">
          {totalText}
        </span>
        <span className="ic-view-grid-pages">
          <button
            type="button"
            className="ic-btn"
            disabled={!hasPrevious}
            onClick={() => goToPage(1)}
            aria-label={t('ViewGrid_FirstPage')}
          >
            «
          </button>
          <button
            type="button"
            className="ic-btn"
            disabled={!hasPrevious}
            onClick={() => goToPage(query.page - 1)}
            aria-label={t('ViewGrid_PreviousPage')}
          >
            ‹
          </button>
          <span>
            {answer?.totalIsExact === false
              ? t('ViewGrid_PageOfMore', { page: query.page, pages })
              : t('ViewGrid_Page', { page: query.page, pages })}
          </span>
          <button
            type="button"
            className="ic-btn"
            disabled={!hasNext}
            onClick={() => goToPage(query.page + 1)}
            aria-label={t('ViewGrid_NextPage')}
          >
            ›
          </button>
          {answer?.totalIsExact !== false ? (
            <button
              type="button"
              className="ic-btn"
              disabled={!hasNext}
              onClick={() => goToPage(pages)}
              aria-label={t('ViewGrid_LastPage')}
            >
              »
            </button>
          ) : null}
        </span>
        {pageSizeProp === undefined ? (
          <label className="ic-view-grid-page-size">
            {t('ViewGrid_PageSize')}{' '}
            <select
              className="ic-input"
              value={effectivePageSize}
              onChange={(e) => changeQuery({ pageSize: Number(e.target.value) }, true)}
            >
              {[...new Set([...PAGE_SIZES, effectivePageSize])]
                .sort((a, b) => a - b)
                .map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
            </select>
          </label>
        ) : null}
      </div>
    </div>
  );
}
