import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControlWithApp } from '../../grid/testing';
import { patient } from '../../../../../scripts/patience.mjs';
import { calculationAnswer, calculationReference, recordFetch } from '../../records/fixtures';

const element = (value: unknown) => ({
  name: 'CalculationReference',
  controlType: 'CalculationSummary',
  displayName: 'Calculation',
  readonly: true,
  value: value as never,
});
const extra = { entityId: 'OfferRequest', entityInstanceId: 'or-7' };

describe('CalculationSummary', () => {
  it("shows the configurator's rows (product and thickness per layer, heat loss) and no JSON keys", async () => {
    const { fetch, calls } = recordFetch();
    await renderControlWithApp(element(calculationReference), { fetch, extra });
    const region = await screen.findByTestId('calculation-summary');
    await screen.findByText('Inner insulation layer', undefined, { timeout: patient(5000) });
    expect(calls).toContain('/api/v1/workflow/requests/OfferRequest/or-7/calculation');
    const row = (label: string) => within(region).getByText(label).nextSibling?.textContent;
    expect(row('Inner insulation layer')).toBe('Stone wool pipe section · 50 mm');
    expect(row('Nominal size')).toBe('DN 50');
    expect(row('Length')).toBe('5 m');
    expect(row('Medium temperature')).toBe('100 °C');
    expect(row('Ambient temperature')).toBe('10 °C');
    expect(row('Heat loss per metre')).toBe('21.26 W/m');
    expect(row('Total heat loss')).toBe('106.32 W');
    expect(region.textContent).toContain('Heat loss per metre: 21.26 W/m');
    expect(region.textContent).toContain('figures as sent on');
    // The reference's own keys and values never show.
    expect(region.textContent).not.toMatch(/matsHolder|airGap|insulationInfo|[{}]/);
    const link = within(region).getByRole('link', { name: 'Open in configurator (read-only)' });
    expect(link.getAttribute('href')).toBe('/Configurator/OfferRequest/or-7');
  });

  it('says so when the record carries no calculation, and asks nothing of the server', async () => {
    const { fetch, calls } = recordFetch();
    await renderControlWithApp(element(null), { fetch, extra });
    expect((await screen.findByTestId('calculation-summary')).textContent).toBe(
      'No calculation is attached.',
    );
    expect(calls.filter((url) => url.includes('/calculation'))).toEqual([]);
  });

  it('says the calculation could not be read when the server has none', async () => {
    const { fetch } = recordFetch({ calculation: { calculation: null, configurator: null } });
    await renderControlWithApp(element(calculationReference), { fetch, extra });
    await screen.findByText('The calculation could not be read.', undefined, { timeout: patient(5000) });
    expect(calculationAnswer.calculation.summary.length).toBeGreaterThan(0);
  });
});
