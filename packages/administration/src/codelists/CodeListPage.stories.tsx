import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { registerFormDialogs } from '@insulcalc/forms';
import { codeListsView, mediumsView } from '../storyFixtures';
import { CodeListPage } from './CodeListPage';

/** The page at its address (the list's API name or position from the route, as in the platform). */
function CodeListRoute() {
  return (
    <Routes>
      <Route path="/Administration/CodeList/:codelistId" element={<CodeListPage />} />
    </Routes>
  );
}

const app = (codelistId: string, problems?: Record<string, unknown>) => ({
  app: {
    path: `/Administration/CodeList/${codelistId}`,
    profile: { isAuthenticated: true, userName: 'admin' },
    dialogs: true,
    registerDialogs: registerFormDialogs,
    api: {
      'api/v1/views/CodeLists/rows': codeListsView(),
      'api/v1/views/CodeList_mediums/rows': mediumsView(),
    },
    ...(problems ? { problems } : {}),
  },
});

const meta: Meta<typeof CodeListRoute> = {
  title: 'Administration/CodeList',
  component: CodeListRoute,
  parameters: app('mediums'),
};
export default meta;
type Story = StoryObj<typeof CodeListRoute>;

/** One code list's items (the media), each opening in the list's form dialog. */
export const Mediums: Story = {};

/** The list by its position in the catalogue (the address the old platform used). */
export const ByPosition: Story = { parameters: app('1') };

/** An address naming no code list: the page says which, with the way back. */
export const NotFound: Story = { parameters: app('pipes') };

/** The catalogue could not be loaded (the server failed, 500): the page says so. */
export const LoadFailed: Story = {
  parameters: app('mediums', {
    'api/v1/views/CodeLists/rows': { status: 500, title: 'Internal Server Error' },
  }),
};
