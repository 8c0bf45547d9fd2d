import type { Meta, StoryObj } from '@storybook/react-vite';
import { createDefaultProfile } from '../state/profileDefaults';
import { UserMenu } from './UserMenu';
import { withinTopBar, withStoryFrame } from './storyFrame';

const signedIn = {
  ...createDefaultProfile(),
  isAuthenticated: true,
  canLogOff: true,
  canChangePassword: true,
  fullName: 'Ana Novak',
};

const meta: Meta<typeof UserMenu> = {
  title: 'Shell/Frame parts/User menu',
  component: UserMenu,
  decorators: [withinTopBar, withStoryFrame()],
  parameters: { app: { profile: signedIn, dialogs: true } },
  args: { profile: signedIn, app: 'platform', editableDashboardId: null, onLogOff: () => undefined },
};
export default meta;
type Story = StoryObj<typeof UserMenu>;

export const Closed: Story = {};

/** Opened: settings, change password, a divider and log off (270 px wide). */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};

/** On a dashboard the user may edit: 'edit dashboard' joins the menu. */
export const OnEditableDashboard: Story = {
  args: { editableDashboardId: 'sales' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};

/** A user who may neither change the password nor log off. */
export const Restricted: Story = {
  args: { profile: { ...signedIn, canChangePassword: false, canLogOff: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
