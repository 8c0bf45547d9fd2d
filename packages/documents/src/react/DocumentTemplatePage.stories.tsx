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

/** A draft newer than the published version. */
export const Draft: Story = {
  parameters: app(
    offerTemplate({
      draft: {
        version: 3,
        source: { ...(offerTemplate().published!.source as object), page: { size: 'A4', margin: 40 } },
      },
    }),
  ),
};

/** The template could not be loaded. */
export const LoadFailed: Story = {
  parameters: app(() => {
    throw new Error('unreachable');
  }),
};
