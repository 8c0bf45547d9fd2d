import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';
import { withStoryFrame } from './storyFrame';

const meta: Meta<typeof Footer> = {
  title: 'Shell/Frame parts/Footer',
  component: Footer,
  parameters: { app: {} },
};
export default meta;
type Story = StoryObj<typeof Footer>;

/** The default links (group websites, cookies, privacy policy, terms of use), each opens a new tab. */
export const DefaultLinks: Story = { decorators: [withStoryFrame()] };

/** A project's own links. */
export const CustomLinks: Story = {
  decorators: [
    withStoryFrame({
      footerLinks: [
        { labelKey: 'Footer_PrivacyPolicy', href: 'https://example.org/privacy' },
        { labelKey: 'Footer_TermsOfUse', href: 'https://example.org/terms' },
      ],
    }),
  ],
};
