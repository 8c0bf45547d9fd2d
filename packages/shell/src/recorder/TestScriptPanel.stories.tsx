import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestScriptPanel } from './TestScriptPanel';

const meta: Meta<typeof TestScriptPanel> = {
  title: 'Shell/TestScriptPanel',
  component: TestScriptPanel,
  args: {
    lines: [
      '1. Open /platform/',
      '2. Click link "Code lists"',
      '3. Navigate to /platform/Administration/CodeList',
      '4. Set "Name" to "Mineral wool"',
      '5. Press Ctrl+S',
    ],
    onClose: () => undefined,
  },
};
export default meta;

export const Transcript: StoryObj<typeof TestScriptPanel> = {};
export const Empty: StoryObj<typeof TestScriptPanel> = { args: { lines: [] } };
