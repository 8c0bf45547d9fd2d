import type { Meta, StoryObj } from '@storybook/react-vite';
import { userAccountForm } from './storyFixtures';
import { AdminForm } from './AdminForm';

const app = (form: unknown) => ({
  app: {
    path: '/Administration/Users/Default/u-ana.novak',
    dialogs: true,
    api: { 'api/v1/forms/load': form },
  },
});

const meta: Meta<typeof AdminForm> = {
  title: 'Administration/AdminForm',
  component: AdminForm,
  args: { formGroupId: 'UserAccount', entityInstanceId: 'u-ana.novak', onClose: () => undefined },
  parameters: app(userAccountForm()),
};
export default meta;
type Story = StoryObj<typeof AdminForm>;

/** A user account's form as the Users page hosts it: Save and Close in its toolbar. */
export const Edit: Story = {};

/** A reader without the right to change accounts: every field read-only. */
export const ReadOnly: Story = { parameters: app(userAccountForm({ readonly: true })) };

/** A new record (no id yet). */
export const New: Story = {
  args: { entityInstanceId: null },
  parameters: app(userAccountForm({ id: null })),
};
