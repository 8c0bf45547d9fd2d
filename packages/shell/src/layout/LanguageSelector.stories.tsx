import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSelector } from './LanguageSelector';
import { withinTopBar, withStoryFrame } from './storyFrame';

const meta: Meta<typeof LanguageSelector> = {
  title: 'Shell/Frame parts/Language selector',
  component: LanguageSelector,
  decorators: [withinTopBar, withStoryFrame()],
  parameters: { app: { dialogs: true } },
  // The story never sets the cookie or reloads the page.
  args: { environment: { setCookie: () => undefined, reload: () => undefined } },
};
export default meta;
type Story = StoryObj<typeof LanguageSelector>;

/** The current language's name beside the globe; choosing another asks for confirmation first. */
export const Closed: Story = {};

/** Opened: the six languages, each in its own language, the current one checked. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
