import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { offerRequestGroup } from '../storyFixtures';
import { EditFormGroupPage } from './EditFormGroupPage';

/** The page at its address (the group's id from the route). */
function EditFormGroupRoute() {
  return (
    <Routes>
      <Route path="/Administration/Forms/EditFormGroup/:formGroupId" element={<EditFormGroupPage />} />
    </Routes>
  );
}

const app = (answer: unknown) => ({
  app: {
    path: '/Administration/Forms/EditFormGroup/OfferRequest',
    profile: { isAuthenticated: true, userName: 'admin' },
    api: { 'api/v1/forms/designer/groups/OfferRequest': answer },
  },
});

const meta: Meta<typeof EditFormGroupRoute> = {
  title: 'Designer/EditFormGroup',
  component: EditFormGroupRoute,
  parameters: app(offerRequestGroup),
};
export default meta;
type Story = StoryObj<typeof EditFormGroupRoute>;

/** The public offer-request group: its title and its one form (published, with a draft). */
export const OfferRequest: Story = {};

/** The group could not be loaded. */
export const Failed: Story = {
  parameters: app(() => {
    throw new Error('unreachable');
  }),
};
