import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { sampleTaskDetail } from './fixtures';
import { TaskHistory } from './TaskHistory';
import type { HistoryItem } from './api';

/** Opens the disclosure, as a reviewer clicking it would. */
const opened: Decorator = (Story) => {
  function Opened() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => ref.current?.querySelectorAll('details').forEach((d) => (d.open = true)), []);
    return (
      <div ref={ref}>
        <Story />
      </div>
    );
  }
  return <Opened />;
};

const base = sampleTaskDetail().history;
const later: HistoryItem[] = [
  {
    seq: 4,
    at: '2026-11-21T10:15:00Z',
    type: 'taskReassigned',
    by: 'Ana Novak',
    activity: 'Prepare offer',
    taskId: 'p1.t3',
    action: null,
    comment: 'Marko knows this customer.',
    assignee: { type: 'user', id: 'marko.horvat', name: 'Marko Horvat' },
    previousAssignee: { type: 'group', id: 'sales', name: 'Sales' },
  },
  {
    seq: 5,
    at: '2026-11-23T08:00:00Z',
    type: 'reminderSent',
    by: null,
    activity: 'Prepare offer',
    taskId: 'p1.t3',
    action: null,
    comment: null,
    assignee: { type: 'user', id: 'marko.horvat', name: 'Marko Horvat' },
    previousAssignee: null,
  },
  {
    seq: 6,
    at: '2026-11-24T13:42:00Z',
    type: 'taskCompleted',
    by: 'Marko Horvat',
    activity: 'Prepare offer',
    taskId: 'p1.t3',
    action: 'approve',
    comment: 'Offer sent with 60 mm mineral wool.',
    assignee: null,
    previousAssignee: null,
  },
];

const meta: Meta<typeof TaskHistory> = {
  title: 'Workflow/TaskHistory',
  component: TaskHistory,
  args: { items: [...base, ...later] },
};
export default meta;
type Story = StoryObj<typeof TaskHistory>;

/** Closed, as the task page first shows it: the count of events. */
export const Closed: Story = {};

/** Open: started, reassigned with a comment, reminded, completed. */
export const Open: Story = { decorators: [opened] };

/** German texts and dates. */
export const German: Story = { decorators: [opened], globals: { language: 'de' } };
