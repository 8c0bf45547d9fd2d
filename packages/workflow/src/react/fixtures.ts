import type { ViewRowsAnswer } from '@insulcalc/forms/core';
import type { TaskDetail } from './api';

/** A task of the Offer process as GET api/v1/workflow/tasks/{id} answers it (stories). */
export function sampleTaskDetail(over: Partial<TaskDetail> = {}): TaskDetail {
  return {
    task: {
      id: 'p1.t3',
      activityId: 'prepareOffer',
      activityName: 'Prepare offer',
      status: 'open',
      outcome: null,
      assignee: { type: 'group', id: 'sales', name: 'Sales' },
      createdAt: '2026-11-20T08:00:00Z',
      dueAt: '2026-11-23T08:00:00Z',
      completedAt: null,
      completedBy: null,
      comments: [],
    },
    process: {
      id: 'p1',
      key: 'Offer',
      version: 1,
      name: 'Offer',
      status: 'running',
      endActivity: null,
      token: 3,
      entityId: 'OfferRequest',
      entityInstanceId: 'or-1',
      subject: 'Ana Novak',
    },
    form: { formGroupId: 'OfferRequestTask', sectionName: 'General' },
    canAct: true,
    transitions: [
      {
        id: 'approve',
        action: 'approve',
        name: 'Approve and send offer',
        commentRequired: false,
        preview: true,
      },
      { id: 'reject', action: 'reject', name: 'Reject', commentRequired: true, preview: false },
    ],
    calculation: {
      projectName: 'Boiler room',
      calculationName: 'Line 1',
      headline: { label: 'Heat loss', value: '42.5', unit: 'W/m' },
    },
    history: [
      {
        seq: 1,
        at: '2026-11-20T08:00:00Z',
        type: 'processStarted',
        by: null,
        activity: null,
        taskId: null,
        action: null,
        comment: null,
        assignee: null,
        previousAssignee: null,
      },
      {
        seq: 3,
        at: '2026-11-20T08:00:00Z',
        type: 'taskCreated',
        by: null,
        activity: 'Prepare offer',
        taskId: 'p1.t3',
        action: null,
        comment: null,
        assignee: { type: 'group', id: 'sales', name: 'Sales' },
        previousAssignee: null,
      },
    ],
    ...over,
  };
}

/** The task form's load answer (a short OfferRequestTask form) for stories. */
export const sampleTaskForm = {
  formId: 'OfferRequestTask',
  formGroupId: 'OfferRequestTask',
  formName: 'Prepare offer',
  title: 'Prepare offer',
  formVersion: 1,
  entityId: 'OfferRequest',
  entityInstanceId: 'or-1',
  sections: [
    {
      name: 'Contact',
      displayName: 'Contact',
      elements: [
        { name: 'ContactName', colSpan: 6 },
        { name: 'Email', colSpan: 6 },
      ],
    },
    {
      name: 'Offer',
      displayName: 'Offer',
      elements: [{ name: 'Price', colSpan: 6 }, { name: 'WorkflowComment' }],
    },
  ],
  elements: [
    {
      name: 'ContactName',
      controlType: 'TextBox',
      displayName: 'Contact name',
      readonly: true,
      value: 'Ana Novak',
    },
    {
      name: 'Email',
      controlType: 'TextBox',
      displayName: 'E-mail',
      readonly: true,
      value: 'ana.novak@example.com',
    },
    {
      name: 'Price',
      controlType: 'Numeric',
      displayName: 'Price (EUR)',
      required: true,
      settings: { decimals: 2 },
    },
    {
      name: 'WorkflowComment',
      controlType: 'TextBox',
      displayName: 'Comment',
      hidden: true,
      settings: { type: 'textarea', workflowComment: true },
    },
  ],
  toolbarButtons: [{ baseName: 'Save', action: 'SAVE', title: 'Save' }],
};

/** The view `MyTasks` as POST api/v1/views/MyTasks/rows answers it in English (stories, tests). */
export function sampleMyTasksView(count = 3): ViewRowsAnswer {
  const names = ['Ana Novak', 'Marko Horvat', 'Jana Kovač', 'Peter Zupan', 'Eva Krajnc'];
  const column = (
    attribute: string,
    title: string,
    dataType: string,
    filters: ViewRowsAnswer['columns'][number]['filters'],
    extra: Partial<ViewRowsAnswer['columns'][number]> = {},
  ): ViewRowsAnswer['columns'][number] => ({
    attribute,
    title,
    dataType,
    sortable: true,
    filters,
    hidden: false,
    ...extra,
  });
  return {
    viewId: 'MyTasks',
    entityId: 'WorkflowTask',
    title: 'My tasks',
    columns: [
      column('Activity', 'Task', 'code', ['values'], {
        values: [{ value: 'Workflow_Activity_PrepareOffer', text: 'Prepare offer' }],
      }),
      column('Subject', 'Record', 'text', ['contains']),
      column('Status', 'Status', 'code', ['values'], {
        values: [
          { value: 'Open', text: 'Open' },
          { value: 'Completed', text: 'Done' },
          { value: 'Rejected', text: 'Rejected' },
          { value: 'Cancelled', text: 'Cancelled' },
        ],
      }),
      column('DueAt', 'Due', 'dateTime', ['range']),
      column('AssignedUser', 'Assigned to', 'text', ['contains']),
      column('AssignedGroup', 'Group', 'code', ['values'], {
        codeList: 'userGroups',
        values: [
          { value: 'ADMINISTRATORS', text: 'Administrators' },
          { value: 'SALES', text: 'Sales' },
        ],
      }),
      column('CreatedAt', 'Created', 'dateTime', ['range']),
      column('CompletedAt', 'Completed on', 'dateTime', ['range']),
    ],
    sort: [
      { attribute: 'CompletedAt', direction: 'desc' },
      { attribute: 'DueAt', direction: 'asc' },
    ],
    page: 1,
    pageSize: 25,
    total: count,
    totalIsExact: true,
    canCreate: false,
    canDelete: false,
    rows: Array.from({ length: count }, (_, i) => ({
      id: `p${i + 1}.t3`,
      displayName: names[i % names.length]!,
      values: {
        Activity: 'Workflow_Activity_PrepareOffer',
        Subject: names[i % names.length]!,
        Status: 'Open',
        DueAt: `2026-11-2${i + 3}T08:00:00.000Z`,
        AssignedUser: null,
        AssignedGroup: 'SALES',
        CreatedAt: `2026-11-2${i}T08:00:00.000Z`,
        CompletedAt: null,
      },
    })),
  };
}
