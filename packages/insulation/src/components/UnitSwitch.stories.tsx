import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnitSwitch } from './UnitSwitch';
import { useUi } from './ui';

function Demo() {
  return <UnitSwitch ui={useUi()} />;
}

const meta: Meta<typeof Demo> = { title: 'Insulation/Unit switch', component: Demo };
export default meta;

/** SI or imperial units for what the configurator shows and reads (the calculation stays SI). */
export const Default: StoryObj<typeof Demo> = {};
