import type { Meta, StoryObj } from '@storybook/react-vite';
import { createDefaultCalculation } from '../domain/defaults';
import { toStoredCalculation } from '../domain/stored';
import { projectReducer } from '../state/projectSlice';
import { ReadOnlyConfigurator } from './ReadOnlyConfigurator';
import { TEST_CODE_LISTS } from './testUtils';

/** A customer's calculation as an offer request carries it: 140 °C, 40 mm of the test product. */
function requestCalculation() {
  const calculation = createDefaultCalculation();
  calculation.mediumDetails.mediumTemperature = 140;
  calculation.insulationInfo[0] = {
    ...calculation.insulationInfo[0]!,
    insulationProductTypeId: 1,
    insulationProductId: 101,
    insulationThickness: 40,
  };
  return toStoredCalculation(calculation);
}

const app = (configurator: unknown, signedIn = true) => ({
  layout: 'fullscreen',
  app: {
    path: '/Configurator/OfferRequest/42',
    profile: { isAuthenticated: signedIn },
    reducers: { project: projectReducer },
    api: {
      '/calculation': { calculation: null, configurator },
      'codelists/': [],
      'products/recommended': [],
      products: [],
    },
  },
});

/**
 * A request's calculation in the configurator, read-only (decision 0047): the inputs disabled,
 * the results computed, a banner saying why, no save and no calculation tools.
 */
const meta: Meta<typeof ReadOnlyConfigurator> = {
  title: 'Insulation/Configurator (read-only request)',
  component: ReadOnlyConfigurator,
  parameters: app({ projectName: 'Plant', calculationName: 'Line 1', calculation: requestCalculation() }),
  args: { entityId: 'OfferRequest', instanceId: '42', codeLists: TEST_CODE_LISTS },
};
export default meta;
type Story = StoryObj<typeof ReadOnlyConfigurator>;

export const OfferRequest: Story = {};

/** A request sent without a calculation. */
export const NoCalculation: Story = { parameters: app(null) };

/** A visitor who is not signed in is asked to sign in. */
export const SignedOut: Story = { parameters: app(null, false) };
