import type { Meta, StoryObj } from '@storybook/react-vite';
import { consistencyReport } from '../storyFixtures';
import { CheckConsistencyPage } from './CheckConsistencyPage';

const app = (answer: unknown) => ({
  app: { path: '/Application/CheckConsistency', api: { 'api/v1/consistency': answer } },
});

const meta: Meta<typeof CheckConsistencyPage> = {
  title: 'Designer/CheckConsistency',
  component: CheckConsistencyPage,
  parameters: app(consistencyReport()),
};
export default meta;
type Story = StoryObj<typeof CheckConsistencyPage>;

/** Findings by severity (a missing code list, texts without a translation), each linked to its fix. */
export const Findings: Story = {};

/** Everything consistent. */
export const Clean: Story = { parameters: app(consistencyReport(true)) };

/** The check could not run. */
export const Failed: Story = {
  parameters: app(() => {
    throw new Error('unreachable');
  }),
};
