import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { registerFormDialogs } from '@insulcalc/forms';
import { apiKeys, userAccountForm, userAccountsView } from '../storyFixtures';
import { UserPage, UsersPage } from './UsersPage';

const admin = { isAuthenticated: true, userName: 'admin', displayName: 'Administrator' };

const meta: Meta<typeof UsersPage> = {
  title: 'Administration/Users',
  component: UsersPage,
  parameters: {
    app: {
      path: '/Administration/Users',
      profile: admin,
      dialogs: true,
      registerDialogs: registerFormDialogs,
      api: { 'api/v1/views/UserAccounts/rows': userAccountsView() },
    },
  },
};
export default meta;
type Story = StoryObj<typeof UsersPage>;

/** The accounts (view UserAccounts): add and edit, no delete (accounts are deactivated). */
export const Accounts: Story = {};

/** No account matches. */
export const Empty: Story = {
  parameters: {
    app: {
      path: '/Administration/Users',
      profile: admin,
      api: { 'api/v1/views/UserAccounts/rows': userAccountsView(true) },
    },
  },
};

const userRoute = () => (
  <Routes>
    <Route path="/Administration/Users/Default/:userId" element={<UserPage />} />
    <Route path="/Administration/Users/Default" element={<UserPage />} />
  </Routes>
);

/** An account's form, the sign-in mail and its API keys. */
export const User: Story = {
  render: userRoute,
  parameters: {
    app: {
      path: '/Administration/Users/Default/u-ana.novak',
      profile: admin,
      dialogs: true,
      api: {
        'api/v1/forms/load': userAccountForm(),
        '/api-keys': apiKeys,
      },
    },
  },
};

/** A new account: the mail and the keys come after the first save. */
export const NewUser: Story = {
  render: userRoute,
  parameters: {
    app: {
      path: '/Administration/Users/Default',
      profile: admin,
      api: { 'api/v1/forms/load': userAccountForm({ id: null }) },
    },
  },
};

/**
 * Someone else changed the account after it was opened: the save answers 409 with the server's
 * message, nothing is saved and the edit stays in the form.
 */
export const SaveConflict: Story = {
  render: userRoute,
  parameters: {
    app: {
      path: '/Administration/Users/Default/u-ana.novak',
      profile: admin,
      dialogs: true,
      api: { 'api/v1/forms/load': userAccountForm(), '/api-keys': apiKeys },
      problems: {
        'POST api/v1/forms/UserAccount/save': {
          status: 409,
          title: 'Conflict',
          detail: 'The record was changed by someone else since it was loaded; nothing was saved.',
          concurrencyTokens: { 'u-ana.novak': 'token-8' },
          userMessages: [{ message: 'Forms_ConcurrencyConflict', level: 'error' }],
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Kovač');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByRole('alert');
  },
};

/** Someone who may not list the accounts (403): the grid gives the server's words. */
export const Forbidden: Story = {
  parameters: {
    app: {
      path: '/Administration/Users',
      profile: { isAuthenticated: true, userName: 'ana.novak', displayName: 'Ana Novak' },
      problems: {
        'api/v1/views/UserAccounts/rows': {
          status: 403,
          title: 'Forbidden',
          detail: 'Not permitted: read UserAccount.',
          userMessages: [{ message: 'Permissions_Denied', level: 'error' }],
        },
      },
    },
  },
};
