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

/** Someone who is no administrator (403 on the versions): the designer's access-denied notice. */
export const Forbidden: Story = {
  parameters: {
    app: {
      ...app().app,
      profile: { isAuthenticated: true, userName: 'ana.novak' },
      problems: {
        'api/v1/forms/OfferRequest/versions': {
          status: 403,
          title: 'Forbidden',
          detail: 'Only administrators.',
          userMessages: [{ message: 'AccessDenied_Text', level: 'error' }],
        },
      },
    },
  },
};

/** A form id with no form (404): the page says which form it did not find. */
export const NotFound: Story = {
  parameters: {
    app: {
      ...app().app,
      path: '/Administration/Forms/EditForm/Removed',
      problems: {
        'api/v1/forms/Removed/versions': {
          status: 404,
          title: 'Not Found',
          userMessages: [{ message: 'Forms_FormNotFound', level: 'error' }],
        },
      },
    },
  },
};

/**
 * Publishing when someone else published or discarded the draft meanwhile: the server refuses
 * with 409 and says why; the designer stays on the form.
 */
export const PublishConflict: Story = {
  parameters: {
    app: {
      ...app().app,
      problems: {
        'POST api/v1/forms/OfferRequest/publish': {
          status: 409,
          title: 'Conflict',
          detail: 'The form has no draft to publish.',
          userMessages: [{ message: 'Forms_NoDraft', level: 'error' }],
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await canvas.findByRole('alert');
  },
};
