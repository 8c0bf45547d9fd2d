import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUi } from '../components/ui';
import { ProjectActions, type ProjectActionsProps } from './ProjectActions';

type Args = Pick<
  ProjectActionsProps,
  'projectId' | 'projectName' | 'projects' | 'dirty' | 'saveStatus' | 'saveError' | 'saveRetrying'
>;

function Actions(args: Args) {
  const ui = useUi();
  const noop = () => undefined;
  return (
    <ProjectActions
      ui={ui}
      {...args}
      onRenameProject={noop}
      onSave={noop}
      onOpen={noop}
      onNew={noop}
      onDelete={noop}
      onReloadSaved={noop}
      onOverwrite={noop}
    />
  );
}

const meta: Meta<typeof Actions> = { title: 'Insulation/Saved projects', component: Actions };
export default meta;

type Story = StoryObj<typeof Actions>;

const projects = [
  { projectId: 'a', name: 'Boiler room' },
  { projectId: 'b', name: 'Roof ducts' },
];

export const NotStoredYet: Story = {
  args: { projectId: null, projectName: 'Default project', projects, dirty: false, saveStatus: 'idle' },
};
export const Unsaved: Story = {
  args: { projectId: null, projectName: 'Default project', projects, dirty: true, saveStatus: 'idle' },
};
export const Saving: Story = {
  args: { projectId: 'a', projectName: 'Boiler room', projects, dirty: true, saveStatus: 'saving' },
};
export const NotSavedRetrying: Story = {
  args: {
    projectId: 'a',
    projectName: 'Boiler room',
    projects,
    dirty: true,
    saveStatus: 'error',
    saveError: 'Common_UnknownError',
    saveRetrying: true,
  },
};
export const Saved: Story = {
  args: { projectId: 'a', projectName: 'Boiler room', projects, dirty: false, saveStatus: 'saved' },
};
export const Conflict: Story = {
  args: { projectId: 'a', projectName: 'Boiler room', projects, dirty: true, saveStatus: 'conflict' },
};
