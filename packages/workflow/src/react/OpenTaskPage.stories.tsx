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
