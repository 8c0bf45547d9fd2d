import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmDialog, dialogRoutes, useDialogs } from '@insulcalc/dialogs';
import { DynamicForm, REJECT_COMMENT_DIALOG, useLeaveGuard, type DynamicFormHost } from '@insulcalc/forms';
import type { DialogStore } from '@insulcalc/dialogs';
import type { FormModel } from '@insulcalc/forms/core';
import { usePage } from '@insulcalc/shell';
import {
  useDecideTaskMutation,
  useGetAssigneesQuery,
  useGetTaskQuery,
  useReassignTaskMutation,
  WORKFLOW_CALLS,
  type TaskDetail,
} from './api';
import {
  confirmDecisionPreview,
  DECISION_PREVIEW_DIALOG,
  DecisionPreviewDialog,
} from './DecisionPreviewDialog';
import { formatDateTime, isTaskId, MY_TASKS_PATH, openTaskHref, pageLanguage, useT } from './i18n';
import { WORKFLOW_STYLE_HREF, workflowCss } from './styles';
import { TaskDocuments } from './TaskDocuments';
import { TaskHistory } from './TaskHistory';

/** Whether the loaded form has a workflow comment control (spec §4: reject asks for the comment first). */
export function hasWorkflowComment(model: FormModel | null): boolean {
  if (!model) return false;
  return model.fieldNames().some((name) => model.getField(name)?.settings.workflowComment === true);
}

type Transition = TaskDetail['transitions'][number];

/** The forms' RejectCommentDialog with the task page's title; null when cancelled. */
async function promptRejectComment(dialogs: DialogStore, title: string): Promise<string | null> {
  const result = await dialogs.openAsync<string>({ path: REJECT_COMMENT_DIALOG, width: 600, title });
  return typeof result === 'string' ? result : null;
}

function Summary({ detail }: { detail: TaskDetail }) {
  const t = useT();
  const language = pageLanguage();
  const { task, process, calculation } = detail;
  return (
    <section className="ic-wf-summary" aria-labelledby="ic-wf-summary-title">
      <h2 id="ic-wf-summary-title" className="ic-visually-hidden">
        {t('Workflow_Task_Summary')}
      </h2>
      <dl className="ic-wf-facts">
        <div>
          <dt>{t('Workflow_Task_Process')}</dt>
          <dd>{process.name}</dd>
        </div>
        <div>
          <dt>{t('Workflow_Task_Record')}</dt>
          <dd>{process.subject ?? process.entityInstanceId}</dd>
        </div>
        <div>
          <dt>{t('Workflow_Task_AssignedTo')}</dt>
          <dd>{task.assignee.name}</dd>
        </div>
        <div>
          <dt>{t('Workflow_Task_Due')}</dt>
          <dd>{task.dueAt ? formatDateTime(task.dueAt, language) : t('Workflow_Task_NoDueDate')}</dd>
        </div>
        <div>
          <dt>{t('Workflow_Task_Status')}</dt>
          <dd data-testid="task-status">
            {task.status === 'open'
              ? t('Workflow_Status_Open')
              : task.outcome === 'reject'
                ? t('Workflow_Status_Rejected')
                : t('Workflow_Status_Completed')}
          </dd>
        </div>
        {calculation?.headline ? (
          <div className="ic-wf-headline">
            <dt>{calculation.headline.label}</dt>
            <dd data-testid="task-headline">
              <strong>{calculation.headline.value}</strong> {calculation.headline.unit}
              {calculation.calculationName ? (
                <span className="ic-wf-muted"> · {calculation.calculationName}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {task.comments.length ? (
        <ul className="ic-wf-comments" aria-label={t('Workflow_Task_Comments')}>
          {task.comments.map((c, i) => (
            <li key={i}>
              <span className="ic-wf-muted">
                {c.by}, {formatDateTime(c.at, language)}:
              </span>{' '}
              {c.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ReassignPanel({
  detail,
  onDone,
  onCancel,
}: {
  detail: TaskDetail;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const { data } = useGetAssigneesQuery();
  const [target, setTarget] = useState('');
  const [comment, setComment] = useState('');
  const [reassign, state] = useReassignTaskMutation();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const [type, value] = [target.slice(0, 1), target.slice(2)];
    if (!value) return;
    const result = await reassign({
      taskId: detail.task.id,
      token: detail.process.token,
      to: type === 'u' ? { type: 'user', userId: value } : { type: 'group', group: value },
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if (!('error' in result)) onDone();
  };
  return (
    <form className="ic-wf-reassign" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ic-wf-subtitle">
        {t('Workflow_Reassign_Title')}
      </h2>
      <div className="ic-field">
        <label htmlFor={`${id}-to`}>{t('Workflow_Reassign_To')}</label>
        <select
          id={`${id}-to`}
          className="ic-input"
          value={target}
          required
          onChange={(e) => setTarget(e.target.value)}
        >
          <option value="">{t('Workflow_Reassign_Choose')}</option>
          <optgroup label={t('Workflow_Reassign_Groups')}>
            {(data?.groups ?? []).map((g) => (
              <option key={g.id} value={`g:${g.id}`}>
                {g.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('Workflow_Reassign_Users')}>
            {(data?.users ?? []).map((u) => (
              <option key={u.id} value={`u:${u.id}`}>
                {u.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="ic-field">
        <label htmlFor={`${id}-comment`}>{t('Workflow_Task_Comment')}</label>
        <textarea
          id={`${id}-comment`}
          className="ic-input"
          rows={3}
          maxLength={4000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <div className="ic-wf-actions">
        <button type="submit" className="ic-button" disabled={!target || state.isLoading}>
          {t('Workflow_Reassign_Submit')}
        </button>
        <button type="button" className="ic-button ic-button-secondary" onClick={onCancel}>
          {t('Workflow_Cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * Process/OpenTask?instanceActivityTaskId= (spec §2): the task's form with the task toolbar —
 * approve or complete (the form is saved first), reject (the comment prompt first when the form
 * has a workflow comment control or the step requires one), reassign, back. A decision that leaves
 * the user a next task opens it (OpenWfTask); a refused one (someone was faster: 409) shows the
 * server's translated message and reloads the task.
 */
export function OpenTaskPage() {
  const t = useT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const taskId = search.get('instanceActivityTaskId');
  const valid = isTaskId(taskId);
  const query = useGetTaskQuery(taskId ?? '', { skip: !valid, refetchOnMountOrArgChange: true });
  const detail = query.data;
  const [decide, decision] = useDecideTaskMutation();
  const [model, setModel] = useState<FormModel | null>(null);
  const [reassigning, setReassigning] = useState(false);
  useLeaveGuard(model);
  useEffect(
    () =>
      dialogRoutes.register({ path: DECISION_PREVIEW_DIALOG, Component: DecisionPreviewDialog, width: 960 }),
    [],
  );
  usePage({
    title: detail
      ? `${detail.task.activityName} — ${detail.process.subject ?? ''}`
      : t('Workflow_OpenTask_Title'),
  });

  const host = useMemo<DynamicFormHost>(
    () => ({
      close: () => navigate(`/${MY_TASKS_PATH}`),
      openWfTask: (next) => navigate(openTaskHref(next)),
      confirm: (text) => confirmDialog(dialogs, { Message: text }),
      promptComment: () => promptRejectComment(dialogs, t('Workflow_RejectComment_Title')),
    }),
    [navigate, dialogs, t],
  );

  const run = useCallback(
    async (transition: Transition) => {
      if (!detail) return;
      let comment: string | null = null;
      if (transition.commentRequired || (transition.action === 'reject' && hasWorkflowComment(model))) {
        comment = await promptRejectComment(dialogs, t('Workflow_RejectComment_Title'));
        if (comment === null) return;
      }
      // Approve and complete take the form's values: save them first (validation included).
      if (transition.action !== 'reject' && model?.hasUnsavedChanges()) {
        try {
          await model.save('SAVE');
        } catch {
          return;
        }
      }
      // A decision that sends a document shows it first, as it will leave; Cancel sends nothing.
      if (transition.preview) {
        const confirmed = await confirmDecisionPreview(dialogs, {
          url: WORKFLOW_CALLS.preview(detail.task.id, transition.id),
          title: t('Workflow_Preview_Title', { action: transition.name }),
        });
        if (!confirmed) return;
      }
      const result = await decide({
        taskId: detail.task.id,
        action: transition.action,
        token: detail.process.token,
        comment,
        transitionId: transition.id,
      });
      if ('error' in result) {
        // 409: someone else decided meanwhile; show the current state.
        void query.refetch();
        return;
      }
      // Nothing is left to save: the decision is taken; the form reloads read-only.
      model?.clear();
      if (result.data.openWfTaskId) navigate(openTaskHref(result.data.openWfTaskId));
      else void query.refetch();
    },
    [detail, model, dialogs, decide, navigate, query, t],
  );

  if (!valid)
    return (
      <div className="ic-page ic-wf-page">
        <p role="alert">{t('Workflow_OpenTask_Missing')}</p>
        <Link to={`/${MY_TASKS_PATH}`}>{t('Workflow_MyTasks_Title')}</Link>
      </div>
    );
  if (query.isLoading) return <p role="status">{t('Common_Loading')}</p>;
  if (!detail)
    return (
      <div className="ic-page ic-wf-page">
        <p role="alert">{t('Workflow_Error_TaskNotFound', { taskId: taskId ?? '' })}</p>
        <Link to={`/${MY_TASKS_PATH}`}>{t('Workflow_MyTasks_Title')}</Link>
      </div>
    );

  const busy = decision.isLoading;
  const readOnly = !detail.canAct;
  const form = detail.form;
  return (
    <div className="ic-page ic-wf-page">
      <style href={WORKFLOW_STYLE_HREF} precedence="default">
        {workflowCss}
      </style>
      <div className="ic-wf-head">
        <h1 className="ic-wf-title">{detail.task.activityName}</h1>
        <div role="toolbar" aria-label={t('Workflow_Toolbar')} className="ic-wf-toolbar">
          {detail.canAct
            ? detail.transitions.map((tr) => (
                <button
                  key={tr.id}
                  type="button"
                  className={tr.action === 'reject' ? 'ic-button ic-button-secondary' : 'ic-button'}
                  disabled={busy}
                  aria-busy={busy}
                  data-action={tr.action}
                  onClick={() => void run(tr)}
                >
                  {tr.name}
                </button>
              ))
            : null}
          {detail.canAct ? (
            <button
              type="button"
              className="ic-button ic-button-secondary"
              aria-expanded={reassigning}
              onClick={() => setReassigning((v) => !v)}
            >
              {t('Workflow_Reassign')}
            </button>
          ) : null}
          <Link className="ic-button ic-button-secondary" to={`/${MY_TASKS_PATH}`}>
            {t('Workflow_Back')}
          </Link>
        </div>
      </div>
      {detail.task.status !== 'open' ? (
        <p role="status" className="ic-wf-notice">
          {detail.process.status === 'completed' && detail.process.endActivity
            ? t('Workflow_OpenTask_Closed', { outcome: detail.process.endActivity })
            : t('Workflow_Error_TaskNotOpen')}
        </p>
      ) : null}
      {reassigning ? (
        <ReassignPanel
          detail={detail}
          onCancel={() => setReassigning(false)}
          onDone={() => {
            setReassigning(false);
            void query.refetch();
          }}
        />
      ) : null}
      <Summary detail={detail} />
      <TaskDocuments detail={detail} />
      {form ? (
        <DynamicForm
          key={`${detail.task.id}:${readOnly}`}
          request={{
            ...(form.formId ? { formId: form.formId } : {}),
            ...(form.formGroupId ? { formGroupId: form.formGroupId } : {}),
            ...(form.sectionName ? { sectionName: form.sectionName } : {}),
            entityInstanceId: detail.process.entityInstanceId,
            requestReadOnly: readOnly,
          }}
          host={host}
          hideHeader
          onModel={setModel}
        />
      ) : null}
      <TaskHistory items={detail.history} />
    </div>
  );
}
