import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryFrame } from '../layout/storyFrame';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta: Meta<typeof ChangePasswordForm> = {
  title: 'Shell/Account pages/Change password form',
  component: ChangePasswordForm,
  decorators: [withStoryFrame()],
  parameters: { app: {} },
  args: { askUsername: false, onDone: () => undefined, onCancel: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ChangePasswordForm>;

/** A signed-in user: current, new and repeated password. */
export const SignedIn: Story = {};

/** An anonymous user whose password expired gives the username too. */
export const Anonymous: Story = { args: { askUsername: true, initialUsername: 'ana' } };

/** Submitted empty: every field says it is required. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
  },
};
