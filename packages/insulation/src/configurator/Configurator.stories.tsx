import type { Meta, StoryObj } from '@storybook/react-vite';
import { projectReducer } from '../state/projectSlice';
import { Configurator } from './Configurator';
import { TEST_CODE_LISTS, insulatedDefaultState } from './testUtils';

/**
 * The configurator connected to an app store (the project slice beside the shell's) as the public
 * site mounts it, for an anonymous visitor: the work stays in this browser. The code lists come
 * from the story (the fake API answers empty lists).
 */
const meta: Meta<typeof Configurator> = {
  title: 'Insulation/Configurator (connected)',
  component: Configurator,
  parameters: {
    layout: 'fullscreen',
    app: {
      path: '/Configurator',
      reducers: { project: projectReducer },
      api: { 'codelists/': [], 'products/recommended': [], products: [] },
    },
  },
  args: { codeLists: TEST_CODE_LISTS },
};
export default meta;
type Story = StoryObj<typeof Configurator>;

/** A first visit: the default calculation. */
export const FirstVisit: Story = {};

/** Returning with an insulated pipe in the store. */
export const InsulatedPipe: Story = {
  parameters: {
    app: {
      path: '/Configurator',
      reducers: { project: projectReducer },
      preloadedState: { project: insulatedDefaultState() },
      api: { 'codelists/': [], 'products/recommended': [], products: [] },
    },
  },
};
