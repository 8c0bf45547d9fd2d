import type { HistoryItem } from './api';
import { formatDateTime, pageLanguage, useT } from './i18n';

const EVENT_KEYS: Record<string, string> = {
  processStarted: 'Workflow_History_ProcessStarted',
  activityEntered: 'Workflow_History_ActivityEntered',
  activityLeft: 'Workflow_History_ActivityLeft',
  taskCreated: 'Workflow_History_TaskCreated',
  taskCompleted: 'Workflow_History_TaskCompleted',
  taskCancelled: 'Workflow_History_TaskCancelled',
  taskReassigned: 'Workflow_History_TaskReassigned',
  reminderSent: 'Workflow_History_ReminderSent',
  taskEscalated: 'Workflow_History_TaskEscalated',
  timerFired: 'Workflow_History_TimerFired',
  processCompleted: 'Workflow_History_ProcessCompleted',
};

/** The process's full history, oldest first, in a disclosure (it grows long). */
export function TaskHistory({ items }: { items: HistoryItem[] }) {
  const t = useT();
  const language = pageLanguage();
  return (
    <details className="ic-wf-history">
      <summary>{t('Workflow_History_Title', { count: items.length })}</summary>
      <ol>
        {items.map((e) => (
          <li key={e.seq}>
            <time dateTime={e.at}>{formatDateTime(e.at, language)}</time>{' '}
            {t(EVENT_KEYS[e.type] ?? 'Workflow_History_Other', {
              activity: e.activity ?? '',
              by: e.by ?? t('Workflow_History_System'),
              assignee: e.assignee?.name ?? '',
              action: e.action ?? '',
            })}
            {e.comment ? <q className="ic-wf-muted"> {e.comment}</q> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
