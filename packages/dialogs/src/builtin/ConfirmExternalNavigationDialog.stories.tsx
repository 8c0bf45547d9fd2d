import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryDialogs } from '../stack/storyHost';
import type { DialogStore } from '../stack/dialogStore';
import { openConfirmExternalNavigation } from './open';
import type { ConfirmExternalNavigationParams } from './ConfirmExternalNavigationDialog';

function Demo(params: ConfirmExternalNavigationParams) {
  return <StoryDialogs open={(store: DialogStore) => openConfirmExternalNavigation(store, params)} />;
}

const meta: Meta<typeof Demo> = {
  title: 'Dialogs/Leave for another site',
  component: Demo,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Demo>;

/** A link to another site asks first (spec §2), naming the address. */
export const NewTab: Story = { args: { url: 'https://example.org/datasheet.pdf', newTab: true } };

export const SameTab: Story = { args: { url: 'https://example.org/', newTab: false } };
