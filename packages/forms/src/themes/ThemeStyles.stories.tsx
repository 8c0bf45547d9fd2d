import type { Meta, StoryObj } from '@storybook/react-vite';
import { ControlStory } from '../react/StoryForm';
import { ThemeStyles } from './ThemeStyles';
import type { ThemeName } from './themes';

function Themed({ theme }: { theme: ThemeName }) {
  return (
    <div style={{ background: 'var(--ic-bg)', color: 'var(--ic-text)', padding: 16 }}>
      <ThemeStyles theme={theme} />
      <ControlStory
        elements={[
          {
            name: 'Name',
            controlType: 'TextBox',
            displayName: 'Contact name',
            required: true,
            validationError: 'This field is required.',
          },
          {
            name: 'Units',
            controlType: 'RadioGroup',
            displayName: 'Unit system',
            value: 1,
            settings: {
              options: [
                { value: 1, text: 'Metric' },
                { value: 2, text: 'Imperial' },
              ],
            },
          },
        ]}
      />
    </div>
  );
}

const meta: Meta<typeof Themed> = { title: 'Forms/Themes', component: Themed };
export default meta;
type Story = StoryObj<typeof Themed>;

export const Light: Story = { args: { theme: 'light' } };
export const Dark: Story = { args: { theme: 'dark' } };
