import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DynamicFormDataInput } from '../core/index';
import { ScriptedStoryForm } from './ScriptedStoryForm';

const meta: Meta<typeof ScriptedStoryForm> = {
  title: 'Forms/Scripts/Scripted form',
  component: ScriptedStoryForm,
};
export default meta;
type Story = StoryObj<typeof ScriptedStoryForm>;

const pipeForm: DynamicFormDataInput = {
  formId: 'PipeStory',
  formName: 'Pipe',
  formVersion: 1,
  javascriptVersion: 'story',
  entityInstanceId: '1',
  toolbarButtons: [{ baseName: 'Save', action: 'SAVE', title: 'Save' }],
  sections: [
    {
      name: 'Main',
      displayName: 'Pipe',
      elements: [
        { name: 'Kind', colSpan: 6 },
        { name: 'Diameter', colSpan: 6 },
        { name: 'Email', colSpan: 12 },
      ],
    },
  ],
  elements: [
    { name: 'Kind', controlType: 'TextBox', displayName: 'Kind (pipe or duct)', value: 'pipe' },
    { name: 'Diameter', controlType: 'TextBox', displayName: 'Outer diameter (mm)' },
    { name: 'Email', controlType: 'TextBox', displayName: 'E-mail (lower-cased by the script)' },
  ],
};

/** The hooks at work: onLoad shows a message, onChange hides Diameter for ducts and lower-cases the e-mail. */
export const Hooks: Story = {
  args: {
    data: pipeForm,
    script: `export function onLoad(form) {
  form.showMessage('The script is running for a ' + form.getValue('Kind') + '.');
}
export function onChange(form, name, value) {
  if (name === 'Kind') form.setHidden('Diameter', value !== 'pipe');
  if (name === 'Email' && typeof value === 'string') form.setValue('Email', value.trim().toLowerCase());
}
export function onBeforeSave(form) {
  if (!form.getValue('Diameter') && form.getValue('Kind') === 'pipe') {
    form.showMessage('A pipe needs its diameter.', 'error');
    return false;
  }
}
`,
  },
};

/** A script that reaches for the page: the sandbox has no document, and the form says so. */
export const ScriptError: Story = {
  // The runtime also logs the script's error for its developer (console.error), which the story
  // axe run otherwise counts as a crash.
  tags: ['logs-errors'],
  args: {
    data: pipeForm,
    script: `export function onLoad() { return document.cookie; }`,
  },
};
