import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryFrame } from '../layout/storyFrame';
import { ActivateAccountPage, ChangePasswordPage, ForgotPasswordPage, VerifyCodePage } from './AccountPages';

// The pages on their own (the routed versions are in LogOnPage.stories); the fake API answers
// every request with success unless a story says otherwise.
const meta: Meta = {
  title: 'Shell/Account pages/Pages',
  decorators: [withStoryFrame()],
  parameters: { layout: 'fullscreen', app: {} },
};
export default meta;
type Story = StoryObj;

export const ForgotPassword: Story = { render: () => <ForgotPasswordPage /> };

/** Submitted without a username: the required message at the field. */
export const ForgotPasswordRequired: Story = {
  render: () => <ForgotPasswordPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};

/** The username comes from the link in the e-mail. */
export const VerifyCode: Story = {
  render: () => <VerifyCodePage />,
  parameters: { app: { path: '/Account/VerifyCode?username=ana' } },
};

export const ChangePassword: Story = { render: () => <ChangePasswordPage /> };

/** The activation link's token is valid: the account's username and the new password fields. */
export const ActivateAccount: Story = {
  render: () => <ActivateAccountPage />,
  parameters: { app: { path: '/Account/Activate?token=abc', api: { activation: { username: 'ana' } } } },
};

/** The link has no token. */
export const ActivateAccountWithoutToken: Story = {
  render: () => <ActivateAccountPage />,
  parameters: { app: { path: '/Account/Activate' } },
};
