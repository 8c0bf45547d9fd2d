import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useUi } from '../components/ui';
import {
  createInitialProjectState,
  projectActions,
  projectReducer,
  selectedIndex,
} from '../state/projectSlice';
import { CalculationForm } from './CalculationForm';
import { calculationErrors, computeCalculation } from './compute';
import { TEST_CODE_LISTS, insulatedDefaultState } from './testUtils';
import './configurator.css';

type State = ReturnType<typeof createInitialProjectState>;

function Demo({ initial }: { initial: State }) {
  const ui = useUi();
  const [state, setState] = useState(initial);
  const calculation = state.calculations[selectedIndex(state.calculations)]!;
  const output = computeCalculation(calculation, { products: TEST_CODE_LISTS.products });
  const { fieldErrors } = calculationErrors(ui, calculation, output);
  return (
    <div className="icc-configurator" style={{ padding: 16 }}>
      <CalculationForm
        ui={ui}
        calculation={calculation}
        codeLists={TEST_CODE_LISTS}
        fieldErrors={fieldErrors}
        onChange={(changes) =>
          setState((previous) =>
            changes.reduce(
              (next, change) => projectReducer(next, projectActions.calculationFieldChanged(change)),
              previous,
            ),
          )
        }
      />
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'Insulation/Calculation form', component: Demo };
export default meta;
type Story = StoryObj<typeof Demo>;

/** The groups of an insulated pipe: object, medium, ambient, insulation, operation, economics. */
export const InsulatedPipe: Story = { args: { initial: insulatedDefaultState() } };

/** A new visitor's default calculation (no product chosen). */
export const Default: Story = { args: { initial: createInitialProjectState() } };

/** An impossible input: the engine's message at the field it concerns. */
export const WithFieldError: Story = {
  args: {
    initial: (() => {
      const state = insulatedDefaultState();
      state.calculations[0]!.equipmentDetails.wallThickness = 40;
      return state;
    })(),
  },
};
