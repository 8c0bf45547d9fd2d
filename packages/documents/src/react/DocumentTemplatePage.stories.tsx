import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { DocumentTemplatePage } from './DocumentTemplatePage';
import { offerTemplate } from './storyFixtures';

/** The editor at its address (the template's id from the route, as in the platform). */
function TemplateRoute() {
  return (
    <Routes>
      <Route
        path="/Administration/DocumentTemplates/:documentTemplateId"
        element={<DocumentTemplatePage />}
      />
    </Routes>
  );
}

const app = (template: unknown) => ({
  app: {
    path: '/Administration/DocumentTemplates/Offer',
    dialogs: true,
    api: { 'api/v1/documents/templates/Offer': template },
  },
});

const meta: Meta<typeof TemplateRoute> = {
  title: 'Documents/DocumentTemplatePage',
  component: TemplateRoute,
  parameters: app(offerTemplate()),
};
export default meta;
type Story = StoryObj<typeof TemplateRoute>;

/** The published Offer template: its source in the editor, versions, Save draft, Test, Publish. */
export const Published: Story = {};

const withDraft = () =>
  offerTemplate({
    draft: {
      version: 3,
      source: { ...(offerTemplate().published!.source as object), page: { size: 'A4', margin: 40 } },
    },
  });

/** A draft newer than the published version. */
export const Draft: Story = { parameters: app(withDraft()) };

/** The template could not be loaded. */
export const LoadFailed: Story = {
  parameters: app(() => {
    throw new Error('unreachable');
  }),
};

/** Someone who may not edit templates (403): the server's message above the page, and no editor. */
export const Forbidden: Story = {
  parameters: {
    app: {
      ...app(offerTemplate()).app,
      problems: {
        'GET api/v1/documents/templates/Offer': {
          status: 403,
          title: 'Forbidden',
          detail: 'Only administrators.',
          userMessages: [{ message: 'AccessDenied_Text', level: 'error' }],
        },
      },
    },
  },
};

/**
 * Publishing a draft someone else discarded meanwhile: the server refuses with 409 and says why;
 * the editor keeps the text.
 */
export const PublishConflict: Story = {
  parameters: {
    app: {
      ...app(withDraft()).app,
      problems: {
        'POST api/v1/documents/templates/Offer/publish': {
          status: 409,
          title: 'Conflict',
          detail: 'There is no draft to publish.',
          userMessages: [{ message: 'Documents_NoDraft', level: 'error' }],
        },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await canvas.findByRole('alert');
  },
};
