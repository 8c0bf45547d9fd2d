import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, setProfile } from '@insulcalc/shell';
import { createDefaultCalculation } from '../domain/defaults';
import { toStoredCalculation } from '../domain/stored';
import { PROJECT_SLICE, projectReducer } from '../state/index';
import { ReadOnlyConfigurator } from './ReadOnlyConfigurator';
import { TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';
import { patient } from '../../../../scripts/patience.mjs';

stubMatchMedia();

/** The customer's calculation: 140 °C medium, the test product 101 at 40 mm. */
function customerCalculation() {
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

const calls: { url: string; method: string }[] = [];
let answer: unknown;

beforeEach(() => {
  calls.length = 0;
  answer = {
    calculation: null,
    configurator: { projectName: 'Plant', calculationName: 'Line 1', calculation: customerCalculation() },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    calls.push({ url, method: request?.method ?? init?.method ?? 'GET' });
    const body = url.includes('/calculation') ? answer : [];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderReadOnly({ signedIn = true } = {}) {
  const store = createAppStore({
    reducers: { [PROJECT_SLICE]: projectReducer },
    setupListeners: false,
    connectMessageSink: false,
  });
  if (signedIn) store.dispatch(setProfile({ isAuthenticated: true } as never));
  const before = store.getState()[PROJECT_SLICE];
  render(
    <Provider store={store}>
      <TestI18n>
        <ReadOnlyConfigurator entityId="OfferRequest" instanceId="or-7" codeLists={TEST_CODE_LISTS} />
      </TestI18n>
    </Provider>,
  );
  return { store, before };
}

describe('ReadOnlyConfigurator', () => {
  it("shows the request's inputs disabled and its results, with a banner saying why; no save, no calculation tools", async () => {
    const { store, before } = renderReadOnly();
    const banner = await screen.findByTestId('read-only-banner', undefined, { timeout: patient(5000) });
    expect(banner.textContent).toContain('Read-only.');
    expect(banner.textContent).toContain('nothing is saved');
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toContain(
      '/api/v1/workflow/requests/OfferRequest/or-7/calculation',
    );
    // The inputs the customer sent, shown…
    expect(screen.getByTestId('project-name').textContent).toBe('Plant');
    const medium = screen.getByLabelText('Medium temperature') as HTMLInputElement;
    expect(medium.value).toBe('140');
    expect((screen.getByLabelText('Insulation thickness') as HTMLInputElement).value).toBe('40');
    // …but not editable: every field and button of the form is disabled.
    const form = screen.getByRole('form');
    const controls = [...form.querySelectorAll('input, select, textarea, button')];
    expect(controls.length).toBeGreaterThan(5);
    for (const control of controls) expect(control.matches(':disabled'), control.outerHTML).toBe(true);
    // The results are computed and shown.
    expect(screen.getByTestId('headline-value').textContent).toMatch(/^\d+(\.\d+)?$/);
    // Nothing that saves or changes the project.
    for (const name of ['Save project', 'Add calculation', 'Remove', 'Copy'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Request an offer' })).toBeNull();
    expect(screen.queryByLabelText('Calculation name')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    // The user's own project is untouched.
    expect(store.getState()[PROJECT_SLICE]).toBe(before);
  });

  it('says so when the request carries no calculation', async () => {
    answer = { calculation: null, configurator: null };
    renderReadOnly();
    expect(
      (await screen.findByTestId('read-only-missing', undefined, { timeout: patient(5000) })).textContent,
    ).toBe('This request carries no calculation.');
  });

  it('asks a visitor to sign in and asks the server nothing', async () => {
    renderReadOnly({ signedIn: false });
    const note = await screen.findByTestId('read-only-sign-in');
    expect(note.textContent).toContain('signed-in staff only');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /^\/Account\/LogOn\?ReturnUrl=/,
    );
    expect(calls.filter((c) => c.url.includes('/calculation'))).toEqual([]);
  });
});
