import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessDenied } from './AccessDenied';

const meta: Meta<typeof AccessDenied> = {
  title: 'Designer/AccessDenied',
  component: AccessDenied,
};
export default meta;
type Story = StoryObj<typeof AccessDenied>;

/** What a designer screen shows a user who is not an administrator. */
export const Denied: Story = {};

/** In Slovenian. */
export const Slovenian: Story = { globals: { language: 'sl' } };
