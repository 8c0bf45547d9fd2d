import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithControls } from '../../ui/testing';
import { createFormDashboardSlot, formDashboardSlot, type FormDashboardRendererProps } from './dashboardSlot';

function Widgets({ dashboardId, parameters, entityInstanceId }: FormDashboardRendererProps) {
  return <p>{`widgets of ${dashboardId} for ${entityInstanceId} (${String(parameters.year)})`}</p>;
}

describe('FormDashboard', () => {
  it('shows an accessible empty state, then the registered renderer at once', async () => {
    await renderWithControls({
      name: 'Board',
      controlType: 'FormDashboard',
      displayName: 'Sales',
      settings: { dashboardId: 'home', parameters: { year: 2026 } },
    });
    const region = screen.getByRole('region', { name: 'Sales' });
    expect(region.textContent).toContain('This dashboard has no widgets yet.');
    let undo = () => {};
    act(() => {
      undo = formDashboardSlot.register(Widgets);
    });
    expect(region.textContent).toBe('widgets of home for 1 (2026)');
    act(() => undo());
    expect(region.textContent).toContain('no widgets');
  });

  it('keeps the last registration and undoes only its own', () => {
    const slot = createFormDashboardSlot();
    const first = slot.register(Widgets);
    const Other = () => null;
    slot.register(Other);
    first();
    expect(slot.get()).toBe(Other);
  });
});
