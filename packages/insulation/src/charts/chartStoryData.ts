/* Story helper: a computed pipe calculation and its thickness series for the chart stories. */
import { computeCalculation, heatLossByThickness } from '../configurator/compute';
import { TEST_CODE_LISTS, insulatedDefaultState } from '../configurator/testUtils';

export function chartStoryData() {
  const calculation = insulatedDefaultState().calculations[0]!;
  const data = { products: TEST_CODE_LISTS.products };
  const output = computeCalculation(calculation, data);
  if (!output.ok) throw new Error('the story calculation does not compute');
  return { calculation, result: output.result, thickness: heatLossByThickness(calculation, data) };
}
