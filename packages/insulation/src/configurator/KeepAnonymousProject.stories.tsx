import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDialogs, type DialogRouteRegistry } from '@insulcalc/dialogs';
import { createInitialProjectState, projectReducer, type ProjectState } from '../state/projectSlice';
import { KEEP_ANONYMOUS_PROJECT_DIALOG, KeepAnonymousProjectDialog } from './KeepAnonymousProject';
import { insulatedDefaultState } from './testUtils';
import './configurator.css';

function project() {
  const state = insulatedDefaultState();
  const second = {
    ...state.calculations[0]!,
    calculationId: 'second',
    name: 'Return line',
    isSelected: false,
  };
  return {
    projectId: null,
    name: 'Heating plant – south wing',
    calculationData: [{ ...state.calculations[0]!, name: 'Supply line' }, second],
  };
}

function offerState(offer: Partial<ProjectState['anonymousOffer']>): { project: ProjectState } {
  return {
    project: {
      ...createInitialProjectState(),
      anonymousOffer: { status: 'offered', project: project(), error: null, ...offer },
    },
  };
}

/** Opens the offer dialog as the configurator does at the first sign-in. */
function OpenOffer() {
  const dialogs = useDialogs();
  useEffect(() => {
    dialogs.open({ path: KEEP_ANONYMOUS_PROJECT_DIALOG });
    return () => dialogs.clear();
  }, [dialogs]);
  return null;
}

const register = (registry: DialogRouteRegistry) =>
  registry.register({
    path: KEEP_ANONYMOUS_PROJECT_DIALOG,
    Component: KeepAnonymousProjectDialog,
    width: 560,
  });

const meta: Meta<typeof OpenOffer> = {
  title: 'Insulation/Keep anonymous project',
  component: OpenOffer,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof OpenOffer>;

/** Signed in for the first time with work from before: keep it, discard it, or decide later. */
export const Offered: Story = {
  parameters: {
    app: {
      dialogs: true,
      registerDialogs: register,
      reducers: { project: projectReducer },
      preloadedState: offerState({}),
    },
  },
};

/** Keeping it is under way: the buttons wait. */
export const Keeping: Story = {
  parameters: {
    app: {
      dialogs: true,
      registerDialogs: register,
      reducers: { project: projectReducer },
      preloadedState: offerState({ status: 'keeping' }),
    },
  },
};

/** Keeping it failed: the reason, and the offer stands. */
export const Failed: Story = {
  parameters: {
    app: {
      dialogs: true,
      registerDialogs: register,
      reducers: { project: projectReducer },
      preloadedState: offerState({ status: 'failed', error: 'Common_ServiceUnavailable' }),
    },
  },
};
