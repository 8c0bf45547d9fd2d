import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { LazyDocumentTemplatePage } from './LazyDocumentTemplatePage';
import { offerTemplate } from './storyFixtures';

/** The platform's route element: the editor loads on first visit. */
function LazyTemplateRoute() {
  return (
    <Routes>
      <Route
        path="/Administration/DocumentTemplates/:documentTemplateId"
        element={<LazyDocumentTemplatePage />}
      />
    </Routes>
  );
}

const meta: Meta<typeof LazyTemplateRoute> = {
  title: 'Documents/LazyDocumentTemplatePage',
  component: LazyTemplateRoute,
  parameters: {
    app: {
      path: '/Administration/DocumentTemplates/Offer',
      api: { 'api/v1/documents/templates/Offer': offerTemplate() },
    },
  },
};
export default meta;
type Story = StoryObj<typeof LazyTemplateRoute>;

/** The Offer template once the editor's code has loaded. */
export const Offer: Story = {};
