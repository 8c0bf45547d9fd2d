import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiKeys } from '../storyFixtures';
import { ApiKeysPanel } from './ApiKeysPanel';

const app = (answer: unknown) => ({
  app: { path: '/Administration/Users/Default/u-ana.novak', dialogs: true, api: { '/api-keys': answer } },
});

const meta: Meta<typeof ApiKeysPanel> = {
  title: 'Administration/ApiKeysPanel',
  component: ApiKeysPanel,
  args: { userId: 'u-ana.novak' },
  parameters: app(apiKeys),
};
export default meta;
type Story = StoryObj<typeof ApiKeysPanel>;

/** Two active keys: one used by the ERP export, one never used and without an expiry. */
export const Keys: Story = {};

/** The user has no key. */
export const None: Story = { parameters: app([]) };

/** The keys could not be loaded. */
export const LoadFailed: Story = {
  parameters: app(() => {
    throw new Error('unreachable');
  }),
};
