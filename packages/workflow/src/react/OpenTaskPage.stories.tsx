import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerFormDialogs } from '@insulcalc/forms';
import { sampleTaskDetail, sampleTaskForm } from './fixtures';
import { OpenTaskPage } from './OpenTaskPage';

const app = (detail = sampleTaskDetail()) => ({
  app: {
    path: '/Process/OpenTask?instanceActivityTaskId=p1.t3',
    dialogs: true,
    registerDialogs: () => registerFormDialogs(),
    api: {
      'api/v1/workflow/assignees': {
        users: [{ id: 'u1', name: 'Ana Sales' }],
        groups: [{ id: 'sales', name: 'Sales' }],
      },
      'api/v1/workflow/tasks/': detail,
      'api/v1/forms/load': sampleTaskForm,
    },
  },
});

const meta: Meta<typeof OpenTaskPage> = {
  title: 'Workflow/OpenTask',
  component: OpenTaskPage,
  parameters: app(),
};
export default meta;
type Story = StoryObj<typeof OpenTaskPage>;

/** An open Offer task: the calculation's heat loss, the form, approve / reject / reassign / back. */
export const Open: Story = {};

/** A decided task: no decisions left, the outcome said, the form read-only. */
export const Done: Story = {
  parameters: app(
    sampleTaskDetail({
      task: { ...sampleTaskDetail().task, status: 'completed', outcome: 'approve' },
      process: { ...sampleTaskDetail().process, status: 'completed', endActivity: 'Offer sent', token: 4 },
      canAct: false,
      transitions: [],
    }),
  ),
};

/** The task does not exist (any more): the server's 404, and the way back to My tasks. */
export const NotFound: Story = {
  parameters: {
    app: {
      ...app().app,
      problems: {
        'GET api/v1/workflow/tasks/p1.t3': {
          status: 404,
          title: 'Not Found',
          userMessages: [
            {
              message: 'Workflow_Error_TaskNotFound',
              messageKey: 'Workflow_Error_TaskNotFound',
              values: { taskId: 'p1.t3' },
              level: 'error',
            },
          ],
        },
      },
    },
  },
};

/**
 * Someone else decided first (409, the process's token moved on): the server's message above the
 * page, and the task reloaded as it is now, decided and read-only.
 */
export const DecidedMeanwhile: Story = {
  parameters: (() => {
    const open = sampleTaskDetail({
      transitions: [
        { id: 'sent', action: 'complete', name: 'Mark offer sent', commentRequired: false, preview: false },
      ],
    });
    const closed = sampleTaskDetail({
      task: { ...open.task, status: 'completed', outcome: 'complete', completedBy: 'Marko Sales' },
      process: { ...open.process, status: 'completed', endActivity: 'Offer sent', token: 4 },
      canAct: false,
      transitions: [],
    });
    let decided = false;
    const parameters = app(open);
    return {
      app: {
        ...parameters.app,
        api: { ...parameters.app.api, 'api/v1/workflow/tasks/': () => (decided ? closed : open) },
        problems: {
          'POST api/v1/workflow/tasks/p1.t3/complete': () => {
            decided = true;
            return {
              status: 409,
              title: 'Conflict',
              detail: 'conflict',
              code: 'conflict',
              userMessages: [{ message: 'Workflow_Error_Conflict', level: 'error' }],
            };
          },
        },
      },
    };
  })(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark offer sent' }));
    await canvas.findByRole('alert');
    await canvas.findByText('Offer sent', { exact: false });
  },
};
