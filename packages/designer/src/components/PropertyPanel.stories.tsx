import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FormElementInput } from '@insulcalc/forms/core';
import { PropertyPanel } from './PropertyPanel';

/** The panel over an element of its own state, as the designer holds the selected element. */
function Panel({ initial }: { initial: FormElementInput }) {
  const [element, setElement] = useState(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <PropertyPanel
        element={element}
        place={
          { name: element.name, colSpan: 12, rowSpan: 1, colGap: 0, tabIndex: 32767, newRow: false } as never
        }
        fieldNames={['Email', 'Requests']}
        readBy={[]}
        texts={{}}
        onElement={(patch) => setElement((before) => ({ ...before, ...patch }))}
        onRename={() => null}
        onPlace={() => undefined}
        onText={() => undefined}
      />
    </div>
  );
}

const meta: Meta<typeof Panel> = { title: 'Designer/PropertyPanel', component: Panel };
export default meta;
type Story = StoryObj<typeof Panel>;

/** A text box: placeholder and length by their translated labels, help as tooltips. */
export const TextBox: Story = {
  args: {
    initial: {
      name: 'Email',
      controlType: 'TextBox',
      settings: { placeholder: 'name@example.com', maxLength: 200, type: 'email' },
    } as FormElementInput,
  },
};

/** A view grid: everyday settings by label; the view, form groups and buttons in Advanced. */
export const ViewGrid: Story = {
  args: {
    initial: {
      name: 'Requests',
      controlType: 'ViewGrid',
      settings: { viewId: 'OfferRequests', formGroupId: 'OfferRequestAdmin', exportable: true, pageSize: 10 },
    } as FormElementInput,
  },
};
