import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePermissionsForm } from './matrixFixture';
import { PermissionsPage } from './PermissionsPage';

const app = (readonly: boolean) => ({
  app: {
    path: '/Administration/Permissions',
    dialogs: true,
    api: { 'api/v1/forms/load': samplePermissionsForm({ readonly }) },
  },
});

const meta: Meta<typeof PermissionsPage> = {
  title: 'Administration/PermissionsPage',
  component: PermissionsPage,
  parameters: app(false),
};
export default meta;
type Story = StoryObj<typeof PermissionsPage>;

/** The Permissions record loaded from the server: its toolbar and the groups × resources matrix. */
export const Editable: Story = {};

/** Read-only for a reader who may not change permissions. */
export const ReadOnly: Story = { parameters: app(true) };
