import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MenuButton } from './MenuButton';
import { DialogStyles } from '../stack/DialogHost';

function Actions() {
  const [last, setLast] = useState('nothing yet');
  return (
    <div style={{ padding: 16, display: 'flex', gap: 16, alignItems: 'center' }}>
      <DialogStyles />
      <MenuButton
        label="Project actions"
        toggle="Actions"
        align="start"
        width={220}
        entries={[
          { key: 'copy', label: 'Copy the calculation', onSelect: () => setLast('copy') },
          { key: 'report', label: 'Download the report', onSelect: () => setLast('report') },
          { kind: 'separator', key: 'divider' },
          { key: 'delete', label: 'Delete', disabled: true, onSelect: () => setLast('delete') },
        ]}
      />
      <p role="status">Chosen: {last}</p>
    </div>
  );
}

function Choice() {
  const [size, setSize] = useState('DN 50');
  return (
    <div style={{ padding: 16 }}>
      <DialogStyles />
      <MenuButton
        label={`Nominal size: ${size}`}
        toggle={size}
        align="start"
        width={160}
        entries={['DN 25', 'DN 50', 'DN 80'].map((value) => ({
          key: value,
          label: value,
          checked: value === size,
          onSelect: () => setSize(value),
        }))}
      />
    </div>
  );
}

const meta: Meta = { title: 'Dialogs/Menu button' };
export default meta;
type Story = StoryObj;

export const Closed: Story = { render: () => <Actions /> };

/** Opened: items, a separator and a disabled item (arrow keys, Home/End, type-ahead, Escape). */
export const Open: Story = {
  render: () => <Actions />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Project actions' }));
  },
};

/** Radio items: the current choice is checked. */
export const RadioItemsOpen: Story = {
  render: () => <Choice />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
