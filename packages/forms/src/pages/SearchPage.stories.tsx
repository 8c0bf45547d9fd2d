import type { Meta, StoryObj } from '@storybook/react-vite';
import { offerRequestsView } from '../grid/fakeViewServer';
import { viewStoryApp } from '../grid/storyApp';
import { SearchPage } from './SearchPage';

const meta: Meta<typeof SearchPage> = {
  title: 'Forms/Pages/SearchPage',
  component: SearchPage,
  parameters: viewStoryApp(offerRequestsView(240)),
};
export default meta;
type Story = StoryObj<typeof SearchPage>;

/** The OfferRequests view with New, Edit, Delete; Edit needs one selected row. */
export const OfferRequests: Story = {
  args: { viewId: 'OfferRequests', formGroupId: 'OfferRequestAdmin' },
};

/** A page button enabled only when every selected row is in progress (spec §4 row conditions). */
export const RowConditions: Story = {
  args: {
    viewId: 'OfferRequests',
    formGroupId: 'OfferRequestAdmin',
    deleteCondition: { '==': [{ var: 'Status' }, 'Closed'] },
    buttons: [
      {
        baseName: 'Offer',
        title: 'Make an offer',
        rowCondition: { '==': [{ var: 'Status' }, 'InProgress'] },
        onClick: () => undefined,
      },
    ],
  },
};

/** More rows than the view counts: "10,000+". */
export const BoundedCount: Story = {
  args: { viewId: 'OfferRequests' },
  parameters: viewStoryApp({ ...offerRequestsView(240), countLimit: 200 }),
};

/** German texts and notation. */
export const German: Story = {
  args: { viewId: 'OfferRequests', formGroupId: 'OfferRequestAdmin' },
  globals: { language: 'de' },
};
