import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUi } from '../components/ui';
import { translateError } from '../configurator/compute';
import { ChartTables } from './ChartTables';
import { chartStoryData } from './chartStoryData';
import '../configurator/configurator.css';

function Demo() {
  const ui = useUi();
  return (
    <div className="icc-charts" style={{ padding: 16 }}>
      <ChartTables ui={ui} {...chartStoryData()} describeError={(error) => translateError(ui, error)} />
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'Insulation/Chart tables', component: Demo };
export default meta;

/** The charts' data as tables (profile, thickness, size range) with the CSV download. */
export const InsulatedPipe: StoryObj<typeof Demo> = {};
