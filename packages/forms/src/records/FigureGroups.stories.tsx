import type { Meta, StoryObj } from '@storybook/react-vite';
import { FigureGroups } from './FigureGroups';
import { calculationAnswer } from './fixtures';

const meta: Meta<typeof FigureGroups> = {
  title: 'Forms/Records/FigureGroups',
  component: FigureGroups,
};
export default meta;

/** A calculation's rows as the record and the task show them. */
export const Calculation: StoryObj<typeof FigureGroups> = {
  args: { groups: calculationAnswer.calculation.summary, headingLevel: 3 },
};
