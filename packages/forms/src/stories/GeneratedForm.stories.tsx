import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm } from '../react/StoryForm';
import { generateForm } from './generateForm';

const meta: Meta<typeof StoryForm> = {
  title: 'Forms/Generated form',
  component: StoryForm,
};
export default meta;
type Story = StoryObj<typeof StoryForm>;

/**
 * A full generated form of 500 fields (250 text, 100 number, 75 select, 50 date, 25 boolean; 50
 * required; 20 fields shown only while a boolean is checked) in ten sections: the form the
 * benchmark measures. Press Save in the toolbar to see validate-all on every required field.
 */
export const FiveHundredFields: Story = {
  name: '500 fields',
  args: { data: generateForm(), toolbar: true },
};
