import { bench, describe } from 'vitest';
import { calculate } from './index';
import { makeInput } from './testing/fixtures';

/**
 * Median times are what the README reports (vitest prints them in the "median" column).
 * No timed assertions here: a benchmark never fails a build. Each benchmark warms up for a
 * second first: the UI calls the engine on every keystroke, so the figure that matters is the
 * warm one (on a loaded machine the first benchmark of a cold process otherwise reads about
 * twice its warm time).
 */
const options = { warmupTime: 1000, time: 1000 };
const checkHeatLoss = makeInput();
const calculateThickness = makeInput({
  calculationTypes: { insulationThicknessType: 1 },
  mediumDetails: { heatFlowDensity: 20 },
});
const allDiameter = makeInput({
  equipmentDetails: { allDiameter: true, fromNominalSize: 15, toNominalSize: 600 },
});

describe('thermal engine', () => {
  bench(
    'pipe CheckThickness heat loss (one calculation)',
    () => {
      calculate(checkHeatLoss);
    },
    options,
  );
  bench(
    'pipe CalculateThickness heat loss (available sizes + exact thickness)',
    () => {
      calculate(calculateThickness);
    },
    options,
  );
  bench(
    'allDiameter table DN15–DN600 (19 sizes, CheckThickness)',
    () => {
      calculate(allDiameter);
    },
    options,
  );
});
