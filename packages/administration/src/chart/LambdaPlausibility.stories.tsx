import type { Meta, StoryObj } from '@storybook/react-vite';
import { implausibleLambda, mineralWoolLambda } from '../storyFixtures';
import { LambdaPlausibility } from './LambdaPlausibility';

const meta: Meta<typeof LambdaPlausibility> = {
  title: 'Administration/LambdaPlausibility',
  component: LambdaPlausibility,
  args: { rows: implausibleLambda },
};
export default meta;
type Story = StoryObj<typeof LambdaPlausibility>;

/** λ falls between 100 and 200 °C and one value is far outside insulation materials. */
export const Implausible: Story = {};

/** The same warning in Slovenian. */
export const Slovenian: Story = { globals: { language: 'sl' } };

/** A plausible curve: no warning at all. */
export const Plausible: Story = { tags: ['renders-nothing'], args: { rows: mineralWoolLambda } };
