import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryFrame } from '../layout/storyFrame';
import { AccessDeniedPage, NotFoundPage, RouteErrorPage } from './ErrorPages';

const meta: Meta = {
  title: 'Shell/Pages/Error pages',
  decorators: [withStoryFrame()],
  parameters: { layout: 'fullscreen', app: {} },
};
export default meta;
type Story = StoryObj;

export const AccessDenied: Story = { render: () => <AccessDeniedPage /> };

export const Unauthorized: Story = { render: () => <AccessDeniedPage code="401" /> };

export const NotFound: Story = { render: () => <NotFoundPage /> };

/** What a route shows when rendering failed and no page-level handler took the error. */
export const UnexpectedError: Story = {
  // The error page is the subject here (the story axe run refuses it in any other story).
  tags: ['error-page'],
  render: () => <RouteErrorPage />,
};
