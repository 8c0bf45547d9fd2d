import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@insulcalc/shell';
import { createDefaultProject } from '../domain/defaults';
import { PROJECT_SLICE, projectReducer } from '../state/index';
import { Configurator } from './Configurator';
import { LOCAL_PROJECT_KEY } from './localProject';
import { TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();

const apiCalls: string[] = [];

beforeEach(() => {
  apiCalls.length = 0;
  // The code-list queries answer empty lists; the test's own lists are passed as a prop.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    apiCalls.push(String(input instanceof Request ? input.url : input));
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderConnected() {
  const store = createAppStore({
    reducers: { [PROJECT_SLICE]: projectReducer },
    setupListeners: false,
    connectMessageSink: false,
  });
  render(
    <Provider store={store}>
      <TestI18n>
        <Configurator codeLists={TEST_CODE_LISTS} />
      </TestI18n>
    </Provider>,
  );
  return store;
}

describe('Configurator connected to the store (anonymous visitor)', () => {
  it('keeps the work in localStorage and tells the visitor so', async () => {
    const store = renderConnected();
    expect(screen.getByText(/your work is kept in this browser only/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Medium temperature'), { target: { value: '140' } });
    expect(store.getState().project.calculations[0]?.mediumDetails.mediumTemperature).toBe(140);
    await waitFor(() => expect(localStorage.getItem(LOCAL_PROJECT_KEY)).toContain('"mediumTemperature":140'));
    // No saved-project controls for anonymous visitors.
    expect(screen.queryByRole('button', { name: 'Save project' })).toBeNull();
  });

  it('keeps nothing for an untouched default project, and drops what it kept when the edit is undone', async () => {
    const store = renderConnected();
    const temperature = () => screen.getByLabelText('Medium temperature');
    const initial = (temperature() as HTMLInputElement).value;
    fireEvent.change(temperature(), { target: { value: '140' } });
    await waitFor(() => expect(localStorage.getItem(LOCAL_PROJECT_KEY)).toContain('"mediumTemperature":140'));
    fireEvent.change(temperature(), { target: { value: initial } });
    expect(String(store.getState().project.calculations[0]?.mediumDetails.mediumTemperature)).toBe(initial);
    await waitFor(() => expect(localStorage.getItem(LOCAL_PROJECT_KEY)).toBeNull());
  });

  it('restores the kept project on start', async () => {
    const kept = createDefaultProject();
    kept.name = 'Kept project';
    kept.calculationData[0]!.name = 'North pipe';
    kept.calculationData[0]!.mediumDetails.mediumTemperature = 77;
    localStorage.setItem(LOCAL_PROJECT_KEY, JSON.stringify(kept));
    renderConnected();
    await act(async () => undefined);
    expect(screen.getByTestId('project-name').textContent).toBe('Kept project');
    expect((screen.getByLabelText('Medium temperature') as HTMLInputElement).value).toBe('77');
  });

  it('edits never call the API', async () => {
    renderConnected();
    await act(async () => undefined);
    const before = apiCalls.length;
    fireEvent.change(screen.getByLabelText('Equipment'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Medium temperature'), { target: { value: '90' } });
    await act(async () => undefined);
    expect(apiCalls.length).toBe(before);
  });
});
