import type { Meta, StoryObj } from '@storybook/react-vite';
import { computeCalculation } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState } from '../configurator/testUtils';
import { ResultsPanel } from './ResultsPanel';
import { useUi } from './ui';

function Panel({ kind }: { kind: 'ok' | 'errors' }) {
  const ui = useUi();
  const calculation = insulatedDefaultState().calculations[0]!;
  if (kind === 'errors') calculation.equipmentDetails.wallThickness = 40;
  const output = computeCalculation(calculation, { products: TEST_CODE_LISTS.products });
  const generalErrors = output.ok
    ? []
    : output.errors.map((e) => ui.t(e.key, e.values as Record<string, string>));
  return <ResultsPanel ui={ui} output={output} generalErrors={generalErrors} />;
}

const meta: Meta<typeof Panel> = { title: 'Insulation/Results panel', component: Panel };
export default meta;

type Story = StoryObj<typeof Panel>;

export const Results: Story = { args: { kind: 'ok' } };
export const EngineErrors: Story = { args: { kind: 'errors' } };
