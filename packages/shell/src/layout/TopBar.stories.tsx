import type { Meta, StoryObj } from '@storybook/react-vite';
import { createDefaultProfile } from '../state/profileDefaults';
import { TopBar } from './TopBar';
import { STORY_NAVIGATION } from './storyApp';
import { withStoryFrame } from './storyFrame';

const signedIn = { isAuthenticated: true, canLogOff: true, canChangePassword: true, fullName: 'Ana Novak' };

const meta: Meta<typeof TopBar> = {
  title: 'Shell/Frame parts/Top bar',
  component: TopBar,
  parameters: { layout: 'fullscreen', app: { profile: signedIn, dialogs: true } },
  args: { sidebar: { open: true, toggle: () => undefined, controls: 'story-sidebar' } },
  // The navigation the menu button shows and hides (the frame's sidebar).
  render: (args) => (
    <>
      <TopBar {...args} />
      <nav id="story-sidebar" aria-label="Sidebar" />
    </>
  ),
};
export default meta;
type Story = StoryObj<typeof TopBar>;

/** Signed in, sidebar layout: menu toggle, brand, help, language and the user menu. */
export const SignedIn: Story = { decorators: [withStoryFrame({ brandName: 'Insulcalc' })] };

/** The top-navigation layout: the navigation items sit in the bar. */
export const WithTopNavigation: Story = {
  decorators: [withStoryFrame({ brandName: 'Insulcalc', layout: 'top' })],
  args: { sidebar: null, navigation: STORY_NAVIGATION, selectedNavigationId: 'configurator' },
};

/** A test environment shows its label (spec §9). */
export const TestEnvironment: Story = {
  decorators: [withStoryFrame({ brandName: 'Insulcalc', environmentLabel: 'TEST' })],
};

/** The public app for an anonymous visitor: no menu toggle, no user menu. */
export const PublicAnonymous: Story = {
  decorators: [withStoryFrame({ app: 'public', brandName: 'Insulcalc' })],
  parameters: { app: { profile: createDefaultProfile() } },
  args: { sidebar: null },
};
