import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Widget } from '../core/index';
import { ChartWidget, KeyFigureWidget, ListWidget, TasksWidget, TextWidget } from './widgets';
import { salesApi, salesHome } from './storyFixtures';

type Of<T extends Widget['type']> = Extract<Widget, { type: T }>;
const widget = <T extends Widget['type']>(id: string) => salesHome.widgets.find((w) => w.id === id) as Of<T>;

/** One widget of the Sales dashboard on its own, as the dashboard's card body shows it. */
function WidgetStory({ kind }: { kind: 'keyFigure' | 'chart' | 'list' | 'tasks' | 'text' }) {
  switch (kind) {
    case 'keyFigure':
      return <KeyFigureWidget widget={widget<'keyFigure'>('energySaved')} />;
    case 'chart':
      return <ChartWidget widget={widget<'chart'>('offersByMonth')} title="Offer requests by month" />;
    case 'list':
      return <ListWidget widget={widget<'list'>('offersByStatus')} title="Offer requests by status" />;
    case 'tasks':
      return <TasksWidget widget={widget<'tasks'>('openTasks')} />;
    case 'text':
      return (
        <TextWidget
          widget={{
            id: 'welcome',
            type: 'text',
            title: 'Welcome',
            x: 0,
            y: 0,
            w: 12,
            h: 1,
            settings: {
              text: {
                en: 'New offer requests arrive every morning: check the calculation, then prepare the offer.',
                de: 'Neue Angebotsanfragen kommen jeden Morgen: Berechnung prüfen, dann Angebot erstellen.',
              },
            },
          }}
        />
      );
  }
}

const meta: Meta<typeof WidgetStory> = {
  title: 'Dashboards/Widgets',
  component: WidgetStory,
  parameters: { app: { path: '/', api: salesApi() } },
};
export default meta;
type Story = StoryObj<typeof WidgetStory>;

/** A key figure with its unit and the link to its report. */
export const KeyFigure: Story = { args: { kind: 'keyFigure' } };

/** Offer requests of the last twelve months as bars, the figures as a table beside them. */
export const Chart: Story = { args: { kind: 'chart' } };

/** The groups of a report as a table. */
export const List: Story = { args: { kind: 'list' } };

/** The user's open tasks, soonest due first, the overdue ones marked. */
export const Tasks: Story = { args: { kind: 'tasks' } };

/** No open tasks. */
export const NoTasks: Story = {
  args: { kind: 'tasks' },
  parameters: { app: { path: '/', api: salesApi(0) } },
};

/** A text in the reader's language. */
export const Text: Story = { args: { kind: 'text' } };
