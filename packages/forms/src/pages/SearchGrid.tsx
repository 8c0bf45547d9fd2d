import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Toolbar, useDialogs, type ToolbarButton } from '@insulcalc/dialogs';
import {
  evaluateRule,
  isRuleTruthy,
  type JsonLogicRule,
  type ViewRow,
  type ViewRowsAnswer,
} from '../core/index';
import { openDeleteDialog, openDynamicFormDialog } from '../dialogs/openers';
import { ViewGrid, type ViewGridToolbarContext } from '../grid/ViewGrid';
import { useT } from '../react/i18n';

/** A row's values as a row condition sees them: its attributes, plus `id` and `displayName`. */
export function rowConditionData(row: ViewRow): Record<string, unknown> {
  return { ...row.values, id: row.id, displayName: row.displayName };
}

/** Whether a JSON Logic row condition holds for a row (a rule that fails to run does not). */
export function rowMatches(rule: JsonLogicRule | undefined, row: ViewRow): boolean {
  if (rule === undefined) return true;
  const result = evaluateRule(rule, rowConditionData(row));
  return result.ok && isRuleTruthy(result.value);
}

/** An extra toolbar button of a search page, enabled by its row condition on the selected rows. */
export interface SearchPageButton {
  baseName: string;
  title: string;
  /** A JSON Logic rule over each selected row, or a function; absent: the button needs no selection. */
  rowCondition?: JsonLogicRule | ((row: ViewRow) => boolean);
  onClick(selectedRows: readonly ViewRow[]): unknown;
  buttonClassName?: string;
}

export interface SearchGridProps {
  viewId: string;
  /** The form group whose Default form adds and edits a record (DynamicForm/Form). */
  formGroupId?: string;
  /** Another form group for adding (a public request form with its consent); `formGroupId` otherwise. */
  addFormGroupId?: string;
  /**
   * A route of the app whose `Default` and `Default/{id}` open the form (spec §2: add opens
   * Default, edit opens Default/{id}); without it add and edit open DynamicForm/Form.
   */
  editRoute?: string;
  /** Add and edit open the dynamic form in a dialog instead of a page. */
  openInDialog?: boolean;
  allowAdd?: boolean;
  allowEdit?: boolean;
  allowDelete?: boolean;
  /** A row condition every row to delete must meet (JSON Logic over the row). */
  deleteCondition?: JsonLogicRule;
  buttons?: readonly SearchPageButton[];
  showTitle?: boolean;
  label?: string;
  pageSize?: number;
  exportable?: boolean;
  /**
   * Opens a row (double click, Enter, Edit) in a page of its own instead of the form: a view whose
   * rows are not edited through forms (workflow tasks open on Process/OpenTask).
   */
  onOpen?(row: ViewRow): void;
  /**
   * The toolbar's open button's text when a row is not edited (`onOpen`): "Open task" on My tasks.
   * "Edit" otherwise.
   */
  openTitle?: string;
  onAnswer?(answer: ViewRowsAnswer): void;
}

function routeBase(route: string): string {
  return `/${route.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * The list of a search page (spec §2, issue 14 item 3): the view in a ViewGrid under a toolbar
 * with add, edit and delete and the page's own buttons, whose row conditions apply to the
 * selected rows (spec §4). Add opens `Default` (or the dynamic form), edit `Default/{id}`; delete
 * goes through DeleteDialog, which lists rows the user may not delete in the mass-edit dialog.
 */
export function SearchGrid({
  viewId,
  formGroupId,
  addFormGroupId,
  editRoute,
  openInDialog = false,
  allowAdd = true,
  allowEdit = true,
  allowDelete = true,
  deleteCondition,
  buttons = [],
  showTitle = false,
  label,
  pageSize,
  exportable,
  onOpen,
  openTitle,
  onAnswer,
}: SearchGridProps) {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState<ViewRowsAnswer | null>(null);
  const contextRef = useRef<ViewGridToolbarContext | null>(null);
  const entityId = answer?.entityId;

  const formQuery = useCallback(
    (id: string | null) => {
      const query = new URLSearchParams();
      const group = id ? formGroupId : (addFormGroupId ?? formGroupId);
      if (group) query.set('formGroupId', group);
      if (id) query.set('entityInstanceId', id);
      else if (entityId) query.set('entityId', entityId);
      return query;
    },
    [formGroupId, addFormGroupId, entityId],
  );
  const refresh = useCallback(() => {
    contextRef.current?.clearSelection();
    contextRef.current?.refetch();
  }, []);
  const openForm = useCallback(
    (id: string | null) => {
      if (id && onOpen) {
        const row = contextRef.current?.selectedRows.find((r) => r.id === id);
        onOpen(row ?? { id, displayName: null, values: {} });
        return;
      }
      if (editRoute) {
        navigate(
          id
            ? `${routeBase(editRoute)}/Default/${encodeURIComponent(id)}`
            : `${routeBase(editRoute)}/Default`,
        );
        return;
      }
      if (openInDialog) {
        const group = id ? formGroupId : (addFormGroupId ?? formGroupId);
        openDynamicFormDialog(
          dialogs,
          {
            ...(group ? { formGroupId: group } : {}),
            ...(id ? { entityInstanceId: id } : entityId ? { entityId } : {}),
          },
          refresh,
        );
        return;
      }
      navigate(`/DynamicForm/Form?${formQuery(id).toString()}`);
    },
    [
      onOpen,
      editRoute,
      openInDialog,
      dialogs,
      formGroupId,
      addFormGroupId,
      entityId,
      navigate,
      formQuery,
      refresh,
    ],
  );
  const canOpen = Boolean(onOpen || editRoute || formGroupId || entityId);

  const onAnswerChange = useCallback(
    (next: ViewRowsAnswer) => {
      setAnswer(next);
      onAnswer?.(next);
    },
    [onAnswer],
  );

  const toolbar = useMemo(
    () =>
      function SearchToolbar(context: ViewGridToolbarContext) {
        contextRef.current = context;
        const list: ToolbarButton<ViewRow>[] = [];
        if (allowAdd && context.answer?.canCreate !== false)
          list.push({
            baseName: 'Add',
            title: t('SearchPage_Add'),
            buttonClassName: 'ic-btn-primary',
            disabled: !canOpen,
            onClick: () => openForm(null),
          });
        if (allowEdit)
          list.push({
            baseName: 'Edit',
            title: openTitle ?? t('SearchPage_Edit'),
            disabled: !canOpen || context.selectedRows.length !== 1,
            rowCondition: () => true,
            onClick: ({ selectedRows }) => openForm(selectedRows[0]!.id),
          });
        if (allowDelete && context.answer?.canDelete)
          list.push({
            baseName: 'Delete',
            title: t('SearchPage_Delete'),
            buttonClassName: 'ic-btn-danger',
            rowCondition: (row) => rowMatches(deleteCondition, row),
            onClick: ({ selectedRows }) => {
              openDeleteDialog(dialogs, {
                entityId: context.answer!.entityId,
                entityInstanceIds: selectedRows.map((r) => r.id),
                options: { allowed: true },
                callback: () => refresh(),
              });
            },
          });
        for (const button of buttons) {
          const condition = button.rowCondition;
          list.push({
            baseName: button.baseName,
            title: button.title,
            ...(button.buttonClassName ? { buttonClassName: button.buttonClassName } : {}),
            ...(condition !== undefined
              ? {
                  rowCondition:
                    typeof condition === 'function'
                      ? condition
                      : (row: ViewRow) => rowMatches(condition, row),
                }
              : {}),
            onClick: ({ selectedRows }) => button.onClick(selectedRows),
          });
        }
        return (
          <Toolbar<ViewRow>
            buttons={list}
            selectedRows={context.selectedRows}
            label={t('SearchPage_Toolbar')}
          />
        );
      },
    [
      allowAdd,
      allowEdit,
      allowDelete,
      buttons,
      canOpen,
      deleteCondition,
      dialogs,
      openForm,
      openTitle,
      refresh,
      t,
    ],
  );

  return (
    <ViewGrid
      viewId={viewId}
      showTitle={showTitle}
      {...(label ? { label } : {})}
      {...(pageSize ? { pageSize } : {})}
      {...(exportable !== undefined ? { exportable } : {})}
      selectionMode="multiple"
      rememberScope="search"
      toolbar={toolbar}
      onOpen={onOpen ?? (allowEdit && canOpen ? (row) => openForm(row.id) : undefined)}
      onAnswer={onAnswerChange}
    />
  );
}
