import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUi } from '../components/ui';
import { calculationReference, RequestOfferLink, requestOfferHref } from './RequestOfferLink';
import { insulatedDefaultState } from './testUtils';
import './configurator.css';

function Demo() {
  const ui = useUi();
  const state = insulatedDefaultState();
  const project = { projectId: null, name: 'Heating plant', calculationData: state.calculations };
  const href = requestOfferHref(calculationReference(project, state.calculations[0]!));
  return (
    <div style={{ padding: 16 }}>
      <RequestOfferLink ui={ui} href={href} />
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'Insulation/Request an offer', component: Demo };
export default meta;

/** Beside the report: opens the public offer form with the selected calculation attached. */
export const Default: StoryObj<typeof Demo> = {};
