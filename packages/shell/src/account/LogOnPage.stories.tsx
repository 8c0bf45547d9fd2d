import type { Meta, StoryObj } from '@storybook/react-vite';
import { testRoutes } from '../routes/testRoutes';
import { StoryApp } from '../layout/storyApp';

const meta: Meta<typeof StoryApp> = {
  title: 'Shell/Account pages',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { routes: testRoutes({ isAuthenticated: false }) },
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

/** Username and password are required; any password but 'demo' gives the invalid-credentials message. */
export const LogOn: Story = { args: { path: '/platform/Account/LogOn?ReturnUrl=%2Fplatform%2F' } };

export const LogOnWithProviders: Story = {
  args: {
    path: '/platform/Account/LogOn',
    accountOptions: {
      formsEnabled: true,
      oidcProviders: [
        { providerId: 'corp', title: 'Corporate ID', autoRedirectToSignIn: false },
        { providerId: 'partner', title: 'Partner portal', autoRedirectToSignIn: false },
      ],
    },
  },
};

/** The external provider reported a failure (error=remote). */
export const RemoteFailure: Story = { args: { path: '/platform/Account/LogOn?error=remote' } };

export const ForgotPassword: Story = { args: { path: '/platform/Account/ForgotPassword' } };
export const VerifyCode: Story = { args: { path: '/platform/Account/VerifyCode?username=ana' } };
export const ChangePassword: Story = { args: { path: '/platform/Account/ChangePassword' } };
