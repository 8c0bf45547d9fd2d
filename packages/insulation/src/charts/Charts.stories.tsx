import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUi } from '../components/ui';
import Charts from './Charts';
import { chartStoryData } from './chartStoryData';
import '../configurator/configurator.css';

function Demo() {
  const ui = useUi();
  return (
    <div className="icc-charts" style={{ padding: 16 }}>
      <Charts ui={ui} {...chartStoryData()} />
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'Insulation/Charts', component: Demo };
export default meta;

/** Temperature through the layers and heat loss by insulation thickness (uPlot, with text summaries). */
export const InsulatedPipe: StoryObj<typeof Demo> = {};
