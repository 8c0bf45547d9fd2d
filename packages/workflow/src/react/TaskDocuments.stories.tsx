import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { sampleTaskDetail } from './fixtures';
import { TaskDocuments } from './TaskDocuments';
import type { FigureGroup, SentDocument } from './api';

/** Opens the calculation's disclosure, as a reviewer clicking it would. */
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

const summary: FigureGroup[] = [
  {
    title: 'Pipe',
    rows: [
      { label: 'Medium', value: 'Steam', unit: '' },
      { label: 'Medium temperature', value: '180', unit: '°C' },
      { label: 'Nominal diameter', value: 'DN 150', unit: '' },
      { label: 'Length', value: '42', unit: 'm' },
    ],
  },
  {
    title: 'Result',
    rows: [
      { label: 'Insulation', value: 'Mineral wool pipe section 100 kg/m³', unit: '' },
      { label: 'Thickness', value: '80', unit: 'mm' },
      { label: 'Heat loss', value: '42.5', unit: 'W/m' },
      { label: 'Surface temperature', value: '31.2', unit: '°C' },
    ],
  },
];

const sent: SentDocument = {
  id: 'sd-1',
  kind: 'sent',
  output: 'pdf',
  templateId: 'Offer',
  templateVersion: 2,
  fileName: 'Offer-Ana Novak.pdf',
  figures: summary,
  basedOnId: null,
  differences: null,
  createdBy: 'Marko Horvat',
  createdAt: '2026-11-24T13:42:00Z',
  href: 'api/v1/documents/sent/sd-1/file',
};

const rendered: SentDocument = {
  ...sent,
  id: 'sd-2',
  kind: 'rendered',
  fileName: 'Offer-Ana Novak (2).pdf',
  basedOnId: 'sd-1',
  differences: [{ title: 'Result', label: 'Thickness', sent: '80 mm', now: '100 mm' }],
  createdAt: '2026-11-26T09:05:00Z',
  href: 'api/v1/documents/sent/sd-2/file',
};

const detail = (over: Parameters<typeof sampleTaskDetail>[0]) => sampleTaskDetail(over);
const calculation = sampleTaskDetail().calculation!;

const meta: Meta<typeof TaskDocuments> = {
  title: 'Workflow/TaskDocuments',
  component: TaskDocuments,
  args: {
    detail: detail({
      calculation: { ...calculation, summary, sentAt: '2026-11-24T13:42:00Z' },
      sentDocuments: [rendered, sent],
    }),
  },
  decorators: [opened],
};
export default meta;
type Story = StoryObj<typeof TaskDocuments>;

/** The offer was sent: the figures as sent, the sent PDF and a later render with what differs. */
export const Sent: Story = {};

/** Before anything was sent: the calculation's rows only. */
export const CalculationOnly: Story = {
  args: { detail: detail({ calculation: { ...calculation, summary } }) },
};

/** A later render that reads the same as the sent offer. */
export const NoDifferences: Story = {
  args: {
    detail: detail({
      calculation: { ...calculation, summary, sentAt: '2026-11-24T13:42:00Z' },
      sentDocuments: [{ ...rendered, differences: [] }, sent],
    }),
  },
};
