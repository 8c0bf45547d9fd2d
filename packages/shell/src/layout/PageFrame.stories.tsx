import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryApp, STORY_NAVIGATION } from './storyApp';
import { testRoutes } from '../routes/testRoutes';

const signedIn = { isAuthenticated: true, canLogOff: true, canChangePassword: true, fullName: 'Ana Novak' };

const meta: Meta<typeof StoryApp> = {
  title: 'Shell/Page frame',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof StoryApp>;

/** Signed in, sidebar layout: filter box, nested items, user menu, help icon, language selector. */
export const SidebarLayout: Story = {
  args: {
    routes: testRoutes({ isAuthenticated: true, frame: { brandName: 'Insulcalc' } }),
    path: '/platform/Administration/CodeList?navigationId=codes',
    profile: signedIn,
    navigation: STORY_NAVIGATION,
  },
};

/** The top-navigation variant: items with children get dropdowns. */
export const TopNavigation: Story = {
  args: {
    routes: testRoutes({ isAuthenticated: true, frame: { layout: 'top' } }),
    path: '/platform/',
    profile: signedIn,
    navigation: STORY_NAVIGATION,
  },
};

/** A user who cannot change the password or log off: those items (and the divider) are hidden. */
export const RestrictedUser: Story = {
  args: {
    routes: testRoutes({ isAuthenticated: true }),
    path: '/platform/',
    profile: { ...signedIn, canChangePassword: false, canLogOff: false },
    navigation: STORY_NAVIGATION,
  },
};

/** The public app for an anonymous visitor: one-click login with the first external provider. */
export const PublicAnonymous: Story = {
  args: {
    routes: testRoutes({
      isAuthenticated: true,
      app: 'public',
      pages: { home: () => <h1>Landing page</h1> },
    }),
    path: '/',
    basename: '/',
    accountOptions: {
      formsEnabled: true,
      oidcProviders: [{ providerId: 'corp', title: 'Corporate ID', autoRedirectToSignIn: false }],
    },
  },
};

export const NotFound: Story = {
  args: {
    routes: testRoutes({ isAuthenticated: true }),
    path: '/platform/no/such/page',
    profile: signedIn,
    navigation: STORY_NAVIGATION,
  },
};

export const AccessDenied: Story = {
  args: {
    routes: testRoutes({ isAuthenticated: true }),
    path: '/platform/error/403',
    profile: signedIn,
    navigation: STORY_NAVIGATION,
  },
};
