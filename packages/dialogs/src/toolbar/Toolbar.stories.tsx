import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toolbar } from './Toolbar';
import type { ToolbarButton } from './toolbarLogic';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const buttons: ToolbarButton<{ locked: boolean }>[] = [
  {
    baseName: 'Save',
    title: 'Save',
    iconKey: 'bi-save',
    buttonClassName: 'ic-btn-primary',
    onClick: () => wait(1500),
  },
  { baseName: 'SaveAndClose', title: 'Save and close', onClick: () => wait(800) },
  { baseName: 'Edit', title: 'Edit selected', rowCondition: (row) => !row.locked, onClick: () => undefined },
  { baseName: 'Print', title: 'Print', onClick: () => undefined },
  {
    baseName: 'Export',
    title: 'Export',
    items: [
      { baseName: 'ExportPdf', title: 'PDF', onClick: () => undefined },
      { baseName: 'ExportXlsx', title: 'Excel', onClick: () => undefined },
    ],
  },
  { baseName: 'Help', title: 'Help', visibility: 'alwaysVisible', onClick: () => undefined },
];

const meta: Meta<typeof Toolbar<{ locked: boolean }>> = {
  title: 'Dialogs/Toolbar',
  component: Toolbar,
  args: { buttons, selectedRows: [{ locked: false }], label: 'Calculation actions' },
};
export default meta;
type Story = StoryObj<typeof Toolbar<{ locked: boolean }>>;

/** Everything fits: all buttons shown; Save shows a spinner for 1.5 s and ignores repeat clicks. */
export const Wide: Story = {};

/** Short of space: icon-only first, then the last buttons collapse into 'more options'; Help stays. */
export const Narrow: Story = { args: { availableWidth: 220 } };

/** A selected row fails the row condition: Edit is disabled. */
export const RowConditionFails: Story = { args: { selectedRows: [{ locked: false }, { locked: true }] } };

/** The page is locked: the toolbar is inert. */
export const Locked: Story = { args: { locked: true } };

export const WithAdditionalActions: Story = {
  args: { additionalActions: [{ baseName: 'History', title: 'History', onClick: () => undefined }] },
};
