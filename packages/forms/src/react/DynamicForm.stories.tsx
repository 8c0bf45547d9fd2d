import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRecordingTransport, type DynamicFormDataInput } from '../core/index';
import { DynamicForm } from './DynamicForm';

const data: DynamicFormDataInput = {
  formId: 'offer',
  formGroupId: 'OfferRequest',
  sectionName: 'Contact',
  formName: 'OfferRequest',
  title: 'Request an offer',
  formVersion: 1,
  doNotReloadAfterSave: true,
  leftNavigationItems: [
    { title: 'Contact', sectionName: 'Contact' },
    { title: 'Calculation', sectionName: 'Calculation' },
  ],
  sections: [
    {
      name: 'Contact',
      elements: [{ name: 'ContactName', colSpan: 6 }, { name: 'Email', colSpan: 6 }, { name: 'Consent' }],
    },
  ],
  elements: [
    { name: 'ContactName', controlType: 'TextBox', displayName: 'Contact name', required: true },
    {
      name: 'Email',
      controlType: 'TextBox',
      displayName: 'E-mail',
      required: true,
      settings: { type: 'email' },
    },
    { name: 'Consent', controlType: 'Boolean', displayName: 'I agree to be contacted', required: true },
  ],
};

const host = {
  close: () => undefined,
  openWfTask: () => undefined,
  confirm: async () => true,
};

const meta: Meta<typeof DynamicForm> = {
  title: 'Forms/DynamicForm',
  component: DynamicForm,
};
export default meta;
type Story = StoryObj<typeof DynamicForm>;

/** A page form with its title (asterisk once changed), left navigation, toolbar and validation. */
export const Page: Story = {
  args: { request: { formId: 'offer' }, host, transport: createRecordingTransport(data) },
};

/** The same form read-only. */
export const ReadOnly: Story = {
  args: {
    request: { formId: 'offer' },
    host,
    transport: createRecordingTransport({ ...data, readonly: true }),
  },
};
