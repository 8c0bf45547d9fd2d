import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadFailedScreen, LoadingStatus, loadingTextFor } from './LoadingStatus';

const meta: Meta<typeof LoadingStatus> = {
  title: 'Shell/LoadingStatus',
  component: LoadingStatus,
  args: { label: loadingTextFor('en') },
};
export default meta;

export const Loading: StoryObj<typeof LoadingStatus> = {};
export const Slovenian: StoryObj<typeof LoadingStatus> = { args: { label: loadingTextFor('sl') } };
export const LoadFailed: StoryObj<typeof LoadingStatus> = {
  render: () => (
    <LoadFailedScreen text="The application could not be loaded. Please refresh the page or try again later." />
  ),
};
