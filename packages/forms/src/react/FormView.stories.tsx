import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from './StoryForm';

const meta: Meta<typeof StoryForm> = {
  title: 'Forms/FormView',
  component: StoryForm,
};
export default meta;
type Story = StoryObj<typeof StoryForm>;

/** Two sections on the 12-column grid: half-width fields, a new row with a gap, a collapsible section, an unknown control type. */
export const Grid: Story = {
  args: {
    toolbar: true,
    data: {
      formId: 'grid',
      formName: 'Offer request',
      formVersion: 1,
      entityInstanceId: '1',
      sections: [
        {
          name: 'Contact',
          displayName: 'Contact',
          elements: [
            { name: 'ContactName', colSpan: 6 },
            { name: 'Company', colSpan: 6 },
            { name: 'Email', colSpan: 4, newRow: true },
            { name: 'Phone', colSpan: 4, colGap: 2 },
          ],
        },
        {
          name: 'More',
          displayName: 'More details',
          collapsable: true,
          elements: [{ name: 'Message' }, { name: 'Future' }],
        },
      ],
      elements: [
        { name: 'ContactName', controlType: 'TextBox', displayName: 'Contact name', required: true },
        { name: 'Company', controlType: 'TextBox', displayName: 'Company', labelPosition: 'top' },
        {
          name: 'Email',
          controlType: 'TextBox',
          displayName: 'E-mail',
          required: true,
          settings: { type: 'email' },
          validationWarning: 'We reply within two days.',
        },
        { name: 'Phone', controlType: 'TextBox', displayName: 'Phone', validationInfo: 'Optional.' },
        {
          name: 'Message',
          controlType: 'TextBox',
          displayName: 'Message',
          settings: { type: 'textarea', rows: 4 },
        },
        { name: 'Future', controlType: 'SignaturePad', displayName: 'Signature' },
      ],
    },
  },
};
