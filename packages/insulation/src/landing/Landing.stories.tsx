import type { Meta, StoryObj } from '@storybook/react-vite';
import { Landing } from './Landing';

const meta: Meta<typeof Landing> = {
  title: 'Insulation/Landing page',
  component: Landing,
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof Landing>;

export const Default: Story = {};

export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
