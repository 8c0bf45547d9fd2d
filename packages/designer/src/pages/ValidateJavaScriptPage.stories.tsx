import type { Meta, StoryObj } from '@storybook/react-vite';
import { scriptsReport } from '../storyFixtures';
import { ValidateJavaScriptPage } from './ValidateJavaScriptPage';

const app = (answer: unknown) => ({
  app: { path: '/Application/ValidateJavaScript', api: { 'api/v1/scripts/lint': answer } },
});

const meta: Meta<typeof ValidateJavaScriptPage> = {
  title: 'Designer/ValidateJavaScript',
  component: ValidateJavaScriptPage,
  parameters: app(scriptsReport()),
};
export default meta;
type Story = StoryObj<typeof ValidateJavaScriptPage>;

/** Every form script linted: the draft offer-request script has an error and a warning. */
export const Findings: Story = {};

/** No findings. */
export const Clean: Story = { parameters: app(scriptsReport(true)) };

/** The check could not run. */
export const Failed: Story = {
  parameters: app(() => {
    throw new Error('unreachable');
  }),
};
