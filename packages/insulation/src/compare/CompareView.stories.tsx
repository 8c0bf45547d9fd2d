import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEST_CODE_LISTS, insulatedDefaultState } from '../configurator/testUtils';
import { useUi } from '../components/ui';
import type { Project } from '../domain/types';
import { CompareView } from './CompareView';

/** Three calculations of one project: a hot pipe, the same at 50 mm less insulation, a cold line. */
function comparedProject(): Project {
  const state = insulatedDefaultState();
  const first = state.calculations[0]!;
  const thinner = {
    ...first,
    calculationId: 'b',
    name: '30 mm',
    isSelected: false,
    insulationInfo: [{ ...first.insulationInfo[0]!, insulationThickness: 30 }],
  };
  const cold = {
    ...first,
    calculationId: 'c',
    name: 'Chilled water',
    isSelected: false,
    mediumDetails: { ...first.mediumDetails, mediumTemperature: 6 },
  };
  return {
    projectId: null,
    name: 'Boiler house',
    calculationData: [{ ...first, name: '50 mm' }, thinner, cold],
  };
}

function Compare() {
  const ui = useUi();
  return (
    <CompareView ui={ui} project={comparedProject()} codeLists={TEST_CODE_LISTS} onClose={() => undefined} />
  );
}

const meta: Meta<typeof Compare> = { title: 'Insulation/Compare calculations', component: Compare };
export default meta;

type Story = StoryObj<typeof Compare>;

export const ThreeCalculations: Story = {};
