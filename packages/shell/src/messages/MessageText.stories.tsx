import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageText } from './MessageText';

const meta: Meta<typeof MessageText> = {
  title: 'Shell/Messages/Message text',
  component: MessageText,
};
export default meta;
type Story = StoryObj<typeof MessageText>;

export const PlainText: Story = { args: { text: 'The calculation was saved.', isHtml: false } };

/** HTML messages are sanitised first (the script and the handler go, the link and the emphasis stay). */
export const SanitisedHtml: Story = {
  args: {
    text: 'Read the <a href="https://example.org/help" onclick="alert(1)">help</a> <b>first</b>.<script>alert(2)</script>',
    isHtml: true,
  },
};
