import type { Meta, StoryObj } from '@storybook/react-vite';
import { implausibleLambda, mineralWoolLambda } from '../storyFixtures';
import { LambdaChart } from './LambdaChart';

const meta: Meta<typeof LambdaChart> = {
  title: 'Administration/LambdaChart',
  component: LambdaChart,
  args: { rows: mineralWoolLambda },
};
export default meta;
type Story = StoryObj<typeof LambdaChart>;

/** λ(θ) of a mineral wool pipe section from 50 to 400 °C. */
export const MineralWool: Story = {};

/** German notation (decimal comma). */
export const German: Story = { globals: { language: 'de' } };

/** Points still being typed: only the complete ones are drawn. */
export const Typing: Story = {
  args: { rows: [{ temperature: 50, conductivity: 0.037 }, { temperature: 100 }] },
};

/** Implausible points (λ falling, one out of range), drawn as typed. */
export const Implausible: Story = { args: { rows: implausibleLambda } };
