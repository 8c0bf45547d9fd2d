import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FormToolbarButton } from '@insulcalc/forms/core';
import { ToolbarEditor } from './ToolbarEditor';

/** The editor over buttons of its own state, as the designer's Toolbar tab holds them. */
function Toolbar({ initial }: { initial: FormToolbarButton[] }) {
  const [buttons, setButtons] = useState(initial);
  return <ToolbarEditor buttons={buttons} onChange={setButtons} />;
}

const meta: Meta<typeof Toolbar> = {
  title: 'Designer/ToolbarEditor',
  component: Toolbar,
};
export default meta;
type Story = StoryObj<typeof Toolbar>;

/** The offer-request form's Send button and an admin's Save and Close. */
export const Buttons: Story = {
  args: {
    initial: [
      {
        baseName: 'Send',
        title: 'Forms_OfferRequest_Send',
        action: 'SAVE',
        iconKey: 'bi-send',
        visibility: 'alwaysVisible',
      },
      {
        baseName: 'SaveAndClose',
        title: 'Save and close',
        action: 'SAVEANDCLOSE',
        visibility: 'alwaysVisible',
      },
      { baseName: 'Close', action: 'CLOSE', visibility: 'collapsed' },
    ] as FormToolbarButton[],
  },
};

/** No buttons yet: only "Add button". */
export const Empty: Story = { args: { initial: [] } };
