import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerFormDialogs } from '@insulcalc/forms';
import { codeListsView } from '../storyFixtures';
import { CodeListsPage } from './CodeListsPage';

const meta: Meta<typeof CodeListsPage> = {
  title: 'Administration/CodeLists',
  component: CodeListsPage,
  parameters: {
    app: {
      path: '/Administration/CodeList',
      profile: { isAuthenticated: true, userName: 'admin' },
      dialogs: true,
      registerDialogs: registerFormDialogs,
      api: { 'api/v1/views/CodeLists/rows': codeListsView() },
    },
  },
};
export default meta;
type Story = StoryObj<typeof CodeListsPage>;

/** Every code list with its item count; "New code list" opens the CodeList form in a dialog. */
export const CodeLists: Story = {};

/** German texts. */
export const German: Story = { globals: { language: 'de' } };
