import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { editFormApi } from '../storyFixtures';
import { EditFormPage } from './EditFormPage';

/** The designer at its address (the form's id from the route, the tab in the query). */
function EditFormRoute() {
  return (
    <Routes>
      <Route path="/Administration/Forms/EditForm/:formId" element={<EditFormPage />} />
    </Routes>
  );
}

const app = (query = '') => ({
  app: {
    path: `/Administration/Forms/EditForm/OfferRequest${query}`,
    profile: { isAuthenticated: true, userName: 'admin' },
    dialogs: true,
    api: editFormApi,
  },
});

const meta: Meta<typeof EditFormRoute> = {
  title: 'Designer/EditForm',
  component: EditFormRoute,
  parameters: app(),
};
export default meta;
type Story = StoryObj<typeof EditFormRoute>;

/** The offer-request form's draft on the layout tab: grid, palette and versions. */
export const Layout: Story = {};

/** An element selected: its properties beside the grid. */
export const ElementSelected: Story = { parameters: app('?element=Email') };

/** The live preview tab. */
export const Preview: Story = { parameters: app('?tab=preview') };

/** The form's script. */
export const Script: Story = { parameters: app('?tab=script') };
