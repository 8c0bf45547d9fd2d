import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInitialProjectState } from '../state/projectSlice';
import { LocalConfigurator, insulatedDefaultState } from './testUtils';

/** The configurator on the real project reducer, with a small product list (no server). */
const meta: Meta<typeof LocalConfigurator> = {
  title: 'Insulation/Configurator',
  component: LocalConfigurator,
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof LocalConfigurator>;

/** An insulated DN 50 steel pipe (the defaults of spec §4 plus a product). */
export const InsulatedPipe: Story = { args: { initial: insulatedDefaultState() } };

/** The default project exactly as a new visitor gets it (no product chosen: bare pipe). */
export const DefaultProject: Story = { args: { initial: createInitialProjectState() } };

/** A tank: the per-equipment default sizes, no nominal size picker. */
export const Tank: Story = {
  args: {
    initial: (() => {
      const state = insulatedDefaultState();
      const c = state.calculations[0]!;
      c.equipment = 5;
      Object.assign(c.equipmentDetails, {
        nominalSize: null,
        length: null,
        diameter: 2000,
        height: 5000,
        wallThickness: 3.6,
      });
      c.insulationInfo[0] = {
        ...c.insulationInfo[0]!,
        insulationProductId: 201,
        insulationProductTypeId: 2,
        insulationThickness: 100,
      };
      return state;
    })(),
  },
};
